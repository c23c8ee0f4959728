import type { Database } from "../../../db/database.ts";
import { ApiError } from "../../../http/api-error.ts";
import type { ErrorCode, LanguageId } from "@carport/protocol";
import { hashPin, pinVerifierIsOutdated, verifyPin } from "../../../core/pin-verifiers.ts";
import { recordSecurityEvent, type RequestOrigin } from "../../../core/security-event-repository.ts";
import { textsOf } from "../../../texts/server-texts.ts";
import { goodPAuth, type PAuthClaim, type PAuthSigner } from "../../../core/pin-authorizations.ts";

/** The server_keys entry pAuths are signed with. */
export const PAUTH_KEY_NAME = "pin-authorizations";

/** Wrong PINs in a row before remote commands lock (7316) until the PIN is reset. */
export const PIN_ATTEMPTS = 5;

function wrongPinError(failures: number, language: LanguageId): ApiError {
  const left = PIN_ATTEMPTS - failures;
  const code = `731${failures - 1}` as ErrorCode;
  return new ApiError(code, textsOf(language).auth.wrongPin(left));
}

/** The session a pAuth is asked by and used in. */
export interface PinSession {
  accountId: string;
  /** Hash of the session's access token. */
  tokenHash: string;
}

/** vrfypin and the pAuth it issues. */
export function createPinService(db: Database, options: { pAuthTtlSeconds: number; signer: PAuthSigner }) {
  /**
   * Checks the account's PIN: a wrong one counts, the fifth in a row locks remote commands (7316)
   * and goes into the account's security trail; a right one clears the count, and an account's
   * verifier of before (argon2id) is replaced by the keyed kind. `beforeRefusing`: a command's pAuth
   * check, so that a bad pAuth is answered 7317 before a wrong PIN and counts nothing (a locked PIN
   * is answered 7316 whatever the pAuth). Answers the account's pAuth generation, for the pAuth vrfypin signs.
   */
  async function checkPin(
    accountId: string,
    vehicleId: string,
    pin: string,
    language: LanguageId,
    options: { origin?: RequestOrigin; beforeRefusing?: () => Promise<void> } = {},
  ): Promise<{ generation: number }> {
    const { origin, beforeRefusing } = options;
    const [account] = await db.query<{ pin_hash: string; pin_locked: boolean; pin_failures: number; pauth_generation: number }>(
      "select pin_hash, pin_locked, pin_failures, pauth_generation from accounts where id = $1",
      [accountId],
    );
    if (!account) throw new ApiError("7403");
    if (account.pin_locked) throw new ApiError("7316");
    if (!(await verifyPin(account.pin_hash, pin))) {
      await beforeRefusing?.();
      const [row] = await db.query<{ pin_failures: number; pin_locked: boolean }>(
        `update accounts set pin_failures = pin_failures + 1, pin_locked = pin_failures + 1 >= $2
          where id = $1 returning pin_failures, pin_locked`,
        [accountId, PIN_ATTEMPTS],
      );
      if (!row) throw new ApiError("7316");
      if (row.pin_locked) {
        // Only the failure that reached the limit locked it; later ones find it locked already.
        if (row.pin_failures === PIN_ATTEMPTS)
          await recordSecurityEvent(db, { accountId, kind: "pinLocked", origin, detail: { vehicleId } });
        throw new ApiError("7316");
      }
      throw wrongPinError(row.pin_failures, language);
    }
    // Written only when there is a count to clear: every update of an account is announced, and drops its kept session checks on every instance.
    if (account.pin_failures > 0) await db.query("update accounts set pin_failures = 0 where id = $1 and pin_failures <> 0", [accountId]);
    if (pinVerifierIsOutdated(account.pin_hash)) await replaceVerifier(accountId, account.pin_hash, pin);
    return { generation: account.pauth_generation };
  }

  /** Is this pAuth good: signed for this session, account and vehicle, that session live, not expired, not used yet (else 7317). Changes nothing. */
  async function checkPAuth(claim: PAuthClaim): Promise<void> {
    if (claim.generation < 0) throw new ApiError("7317");
    const [row] = await db.query<{ ok: boolean }>(
      `select exists (select from accounts a
                       where a.id = $1 and ${goodPAuth({ pAuthHash: "$2", generation: "$3::int", expiresAt: "$4::timestamptz", tokenHash: "$5" })}) as ok`,
      [claim.accountId, claim.pAuthHash, claim.generation, claim.expiresAt, claim.tokenHash],
    );
    if (!row?.ok) throw new ApiError("7317");
  }

  /** Replaces a verifier of before by the keyed kind once its PIN is found right, unless the PIN changed meanwhile. */
  async function replaceVerifier(accountId: string, outdated: string, pin: string): Promise<void> {
    await db.query("update accounts set pin_hash = $3 where id = $1 and pin_hash = $2", [accountId, outdated, hashPin(pin)]);
  }

  return {
    /**
     * Checks the PIN; a right one answers a pAuth signed for this session (its access token's
     * hash), account and vehicle, a wrong one counts, and the one that locks (7316) goes into the
     * account's security trail. Bound to the session, a pAuth dies with it (sign-out, revocation)
     * and with a password or PIN change, and another session of the same account cannot use it.
     */
    async verify(session: PinSession, vehicleId: string, pin: string, language: LanguageId, origin?: RequestOrigin) {
      const { accountId } = session;
      const { generation } = await checkPin(accountId, vehicleId, pin, language, { origin });
      const pAuth = options.signer.issue({ accountId, vehicleId, tokenHash: session.tokenHash }, generation, options.pAuthTtlSeconds);
      return { pAuth, expiresTime: options.pAuthTtlSeconds };
    },

    /**
     * The pAuth a command presents, for the statement that records the command to take (7317 when it
     * cannot be one). That statement is what uses it up: a command refused before it is recorded keeps it.
     */
    claim(pAuth: unknown, session: PinSession, vehicleId: string): PAuthClaim {
      if (typeof pAuth !== "string" || pAuth === "" || pAuth.length > 256) throw new ApiError("7317");
      return options.signer.read(pAuth, { accountId: session.accountId, vehicleId, tokenHash: session.tokenHash });
    },

    check: checkPAuth,

    /**
     * The PIN a command body repeats: checked like vrfypin's, a wrong one counting toward the lock;
     * a bad pAuth is answered 7317 first.
     */
    async checkCommandPin(claim: PAuthClaim, pin: string, language: LanguageId, origin: RequestOrigin | undefined): Promise<void> {
      await checkPin(claim.accountId, claim.vehicleId, pin, language, {
        origin,
        beforeRefusing: () => checkPAuth(claim),
      });
    },
  };
}
export type PinService = ReturnType<typeof createPinService>;
