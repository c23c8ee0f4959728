import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import {
  createUpstreamClient,
  SESSION_ENDED_CODES,
  UpstreamError,
  type UpstreamAnswer,
  type UpstreamCallOptions,
  type UpstreamClient,
} from "./upstream-client.ts";
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
 * A new device id as KiaUvoApiCA's `_get_device_id` makes one: a UUID's 32 hex digits, base64
 * encoded (the sign-in document: "Base64-encoded device identifier"). Random here, then kept
 * sealed with the linked account for every later sign-in, relink and restart.
 */
export function newDeviceId(): string {
  return Buffer.from(randomUUID().replaceAll("-", "")).toString("base64");
}

/**
 * Signed-in calls to a linked maker account: its sealed token on every call; when the maker says
 * the token is no longer good (7403, 7602, 7606…), one sign-in again with the sealed credentials
 * and the same device (so no new code), then the call again.
 */
export function createUpstreamSessions(
  db: Database,
  box: CredentialBox,
  urls: UpstreamUrls,
  options: { timeoutMs: number; timeZone: string },
) {
  function clientOf(brand: UpstreamAccountRow["brand"], deviceId: string): UpstreamClient {
    return createUpstreamClient(urls[brand], { brand, deviceId, timeoutMs: options.timeoutMs, timeZone: options.timeZone });
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
    /** A call as the linked account, signing in again once when its token is no longer good. */
    async call(row: UpstreamAccountRow, name: string, body: unknown, callOptions: UpstreamCallOptions = {}): Promise<UpstreamAnswer> {
      const credentials = box.open<UpstreamCredentials>(row.sealed_credentials);
      const client = clientOf(row.brand, credentials.deviceId);
      const session = row.sealed_session ? box.open<UpstreamSession>(row.sealed_session) : {};
      let token = session.accessToken ?? (await signInAgain(row));
      const withToken = () => ({ ...callOptions, headers: { ...callOptions.headers, accessToken: token } });
      try {
        return await client.call(name, body, withToken());
      } catch (error) {
        if (!(error instanceof UpstreamError) || !SESSION_ENDED_CODES.has(error.upstreamCode)) throw error;
        token = await signInAgain(row);
        return client.call(name, body, withToken());
      }
    },
    /**
     * Ends the maker session before an unlink: `lgout` (bluelinky's Canadian endpoints). No public
     * client knows a call that makes the maker forget a remembered device; that is all the API allows.
     * Best effort: the unlink goes on whatever the maker answers.
     */
    async signOut(row: UpstreamAccountRow): Promise<void> {
      if (row.state !== "linked" || !row.sealed_session) return;
      const { accessToken } = box.open<UpstreamSession>(row.sealed_session);
      if (!accessToken) return;
      const credentials = box.open<UpstreamCredentials>(row.sealed_credentials);
      await clientOf(row.brand, credentials.deviceId)
        .call("lgout", {}, { headers: { accessToken } })
        .catch(() => undefined);
    },
  };
}

export type UpstreamSessions = ReturnType<typeof createUpstreamSessions>;
