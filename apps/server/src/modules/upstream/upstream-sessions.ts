import type { Database } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { createUpstreamClient, SESSION_ENDED_CODES, UpstreamError, type UpstreamAnswer, type UpstreamClient } from "./upstream-client.ts";
import { setUpstreamSession, type UpstreamAccountRow } from "./upstream-repository.ts";

/** What is sealed in `sealed_credentials`. */
export interface UpstreamCredentials {
  password: string;
  /** The device Carport signs in as: the maker remembers it after the one-time code. */
  deviceId: string;
}

/** What is sealed in `sealed_session`: the token once linked, the code step's keys while waiting for it. */
export interface UpstreamSession {
  accessToken?: string;
  userInfoUuid?: string;
  otpKey?: string;
  otpEmail?: string;
}

export type UpstreamUrls = Record<"hacc" | "kci" | "gen", string>;

/**
 * Signed-in calls to a linked maker account: its sealed token on every call; when the maker says
 * the session is over (7403, 7602…), one sign-in again with the sealed credentials, then the call again.
 */
export function createUpstreamSessions(db: Database, box: CredentialBox, urls: UpstreamUrls, timeoutMs: number) {
  function clientOf(brand: UpstreamAccountRow["brand"], deviceId: string): UpstreamClient {
    return createUpstreamClient(urls[brand], { deviceId, timeoutMs });
  }

  /** Signs in with the sealed credentials; a maker asking for a code again counts as the session ending for good. */
  async function signInAgain(row: UpstreamAccountRow): Promise<string> {
    const credentials = box.open<UpstreamCredentials>(row.sealed_credentials);
    const answer = await clientOf(row.brand, credentials.deviceId).call("v2/login", {
      loginId: row.login_id,
      password: credentials.password,
    });
    const accessToken = answer.result?.token?.accessToken;
    if (typeof accessToken !== "string") throw new UpstreamError("7403", "upstream sign-in answered no token");
    const sealed = box.seal({ accessToken } satisfies UpstreamSession);
    await setUpstreamSession(db, row.id, "linked", sealed);
    // The caller's row holds the new token too: its next calls need no sign-in of their own.
    row.sealed_session = sealed;
    return accessToken;
  }

  return {
    clientOf,
    /** A call as the linked account, signing in again once when its session has ended. */
    async call(row: UpstreamAccountRow, name: string, body: unknown, headers: Record<string, string> = {}): Promise<UpstreamAnswer> {
      const credentials = box.open<UpstreamCredentials>(row.sealed_credentials);
      const client = clientOf(row.brand, credentials.deviceId);
      const session = row.sealed_session ? box.open<UpstreamSession>(row.sealed_session) : {};
      let token = session.accessToken ?? (await signInAgain(row));
      try {
        return await client.call(name, body, { ...headers, accessToken: token });
      } catch (error) {
        if (!(error instanceof UpstreamError) || !SESSION_ENDED_CODES.has(error.upstreamCode)) throw error;
        token = await signInAgain(row);
        return client.call(name, body, { ...headers, accessToken: token });
      }
    },
  };
}

export type UpstreamSessions = ReturnType<typeof createUpstreamSessions>;
