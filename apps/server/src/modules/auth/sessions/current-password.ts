import { invalidFieldDescription, type LanguageId } from "@carport/protocol";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountById } from "../../../core/account-repository.ts";
import { recordSecurityEvent, type RequestOrigin } from "../../../core/security-event-repository.ts";
import { verifySecret } from "../../../core/secret-hashing.ts";
import type { AttemptSource } from "./sign-in-attempts.ts";
import type { SignInSecurity } from "./sign-in-security.ts";
import { mailUnlockCode } from "./unlock-code-mail.ts";

export interface CurrentPasswordCheck {
  /** The signed-in caller: its account and access token's hash. */
  session: { accountId: string; tokenHash: string };
  password: string;
  /** The request field that carries it, named in the 7998 answer. */
  field: string;
  language: LanguageId;
  clientIp: string;
  /** The request's Deviceid (null: none): a device the account knows is a source of its own. */
  deviceId: string | null;
  origin: RequestOrigin;
}

/**
 * Checks the current password a signed-in call asks for (chngpsswd, chngpin) and counts a wrong one
 * exactly as a sign-in does (same counters per account, address and source), so a stolen session
 * cannot guess the password at leisure: a wrong one answers 7998 naming the field; the 6th in a
 * row from one source stops that source (7402, sign-in included), signs this session out and mails
 * the unlock code. A source already stopped answers 7402 without a check.
 */
export async function checkCurrentPassword(security: SignInSecurity, input: CurrentPasswordCheck): Promise<void> {
  const { db, attempts, devices, sessions } = security;
  const { accountId } = input.session;
  const knownDevice = await devices.knownHash(accountId, input.deviceId);
  const source: AttemptSource = knownDevice ? { device: knownDevice } : { address: input.clientIp };
  const attempt = await attempts.reserve({ accountId }, input.clientIp, source);
  const [row] = await db.query<{ password_hash: string }>("select password_hash from accounts where id = $1", [accountId]);
  const passwordOk = !!row && (await verifySecret(row.password_hash, input.password));
  if (attempt.lockReason) {
    await attempt.release();
    throw new ApiError(attempt.lockReason === "fraud" ? "7530" : "7402");
  }
  if (passwordOk) {
    await attempts.succeeded(accountId, input.clientIp, source);
    return;
  }
  await recordSecurityEvent(db, { accountId, kind: "signInFailed", origin: input.origin, detail: { method: "settings" } });
  const { blocked, firstBlock } = await attempt.failed();
  if (!blocked) throw new ApiError("7998", invalidFieldDescription(input.field, "WRONG_PASSWORD", input.language), 400);
  await sessions.revoke(input.session.tokenHash);
  const account = await findAccountById(db, accountId);
  if (account && firstBlock) {
    await recordSecurityEvent(db, { accountId, kind: "accountLocked", origin: input.origin, detail: { reason: "failures" } });
    mailUnlockCode(security, account);
  }
  throw new ApiError("7402");
}
