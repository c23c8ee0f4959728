import type { FastifyInstance, FastifyRequest } from "fastify";
import { emailSchema, otpPasswordSchema, PASSWORD_CONFIRM_MISMATCH, passwordMatchesConfirmation, passwordSchema } from "@carport/domain";
import { invalidFieldDescription, type LanguageId } from "@carport/protocol";
import { serveCall } from "../../../http/api-call.ts";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountByEmail, findAccountById, normalizeEmail } from "../../../core/account-repository.ts";
import { RESET_LINK_MINUTES } from "../codes/index.ts";
import { checkField } from "./field-rules.ts";
import { OTP_MINUTES } from "../codes/index.ts";
import { hashSecret } from "../../../core/secret-hashing.ts";
import type { SignInSecurity } from "../sessions/index.ts";
import type { MailRequester } from "../codes/index.ts";
import { deviceIdOf } from "../sessions/index.ts";
import { addressKey } from "../../../http/client-source.ts";
import { originOf, recordSecurityEvent, type RequestOrigin } from "../../../core/security-event-repository.ts";
import { textsOf } from "../../../texts/server-texts.ts";

/** 7440 as `ulckacct` words it: the owner typed a code rather than followed a link. */
function wrongUnlockCode(language: LanguageId): ApiError {
  return new ApiError("7440", textsOf(language).auth.wrongUnlockCode);
}

/** Last names compared as people type them: case and accents' case ignored, surrounding spaces too. */
function sameLastName(stored: string, typed: string): boolean {
  const a = stored.trim();
  return a !== "" && a.localeCompare(typed.trim(), undefined, { sensitivity: "accent" }) === 0;
}

/**
 * Recovery, all anonymous, never telling whether an account exists: `frgtpsswd` (reset link),
 * `rstpsswd` (new password with the link's code), `vrfyacctotp` + `rstpsswdotp` (the same with a
 * mailed 6-digit code), `ulckacct` (unlock with the mailed code).
 */
export function registerRecoveryRoutes(app: FastifyInstance, security: SignInSecurity): void {
  const { db, attempts, codes, otps, mail, sessions, devices } = security;

  /**
   * Whose budget a recovery mail spends: the owner's when asked from one of the account's known
   * devices (its Deviceid), so strangers' requests never stop it; else a stranger's, capped per
   * client address as well as per account.
   */
  async function requester(request: FastifyRequest, accountId: string): Promise<MailRequester> {
    if (await devices.knownHash(accountId, deviceIdOf(request.headers.deviceid))) return { budget: "owner" };
    return { budget: "stranger", source: addressKey(request.ip || "unknown") };
  }

  /** A new password: set, the account unlocked, other recovery codes spent, every session signed out. */
  async function setNewPassword(
    accountId: string,
    password: string,
    event: { origin: RequestOrigin; method: "resetLink" | "resetCode" },
  ): Promise<void> {
    const hash = await hashSecret(password);
    await db.query("update accounts set password_hash = $2, pauth_generation = pauth_generation + 1 where id = $1", [accountId, hash]);
    await attempts.unlock(accountId);
    await codes.consumeAll(accountId, ["reset", "unlock"]);
    await otps.spendAll(accountId, "reset");
    await sessions.revokeAllTokens(accountId);
    await recordSecurityEvent(db, { accountId, kind: "passwordChanged", origin: event.origin, detail: { method: event.method } });
    const account = await findAccountById(db, accountId);
    if (account) {
      mail.sendInBackground(account, {
        kind: "passwordChanged",
        changedAt: new Date(),
        clientIp: event.origin.clientIp ?? "",
        forgotLink: mail.forgotLink(account),
      });
    }
  }

  serveCall(app, "forgotPassword", async ({ body, request }) => {
    checkField(emailSchema, body.loginId, "loginId", request.language);
    const account = await findAccountByEmail(db, request.brand, body.loginId);
    if (account && account.status !== "deactivated") {
      mail.sendInBackground(
        account,
        async () => ({
          kind: "passwordReset",
          resetLink: mail.resetLink(account, await codes.issueResetCode(account.id)),
          minutes: RESET_LINK_MINUTES,
        }),
        await requester(request, account.id),
      );
    }
    return {};
  });

  serveCall(app, "resetPassword", async ({ body, request }) => {
    const code = await codes.findResetCode(body.authCode);
    const account = code ? await findAccountById(db, code.account_id) : null;
    if (!code || !account) throw new ApiError("7440");
    if (body.loginId !== undefined && normalizeEmail(body.loginId) !== account.email) throw new ApiError("7440");
    checkField(passwordSchema, body.newPassword, "newPassword", request.language);
    if (!(await codes.consume(code.id))) throw new ApiError("7440");
    await setNewPassword(account.id, body.newPassword, { origin: originOf(request), method: "resetLink" });
    return {};
  });

  serveCall(app, "verifyAccountForOtp", async ({ body, request }) => {
    checkField(emailSchema, body.userAccount, "userAccount", request.language);
    const account = await findAccountByEmail(db, request.brand, body.userAccount);
    const matches = account !== null && account.status !== "deactivated" && sameLastName(account.last_name, body.lastName);
    // A decoy key when nothing matches: it takes codes and counts tries like a real one.
    const { otpKey, code } = await otps.create({ purpose: "reset", accountId: matches ? account.id : null });
    if (matches)
      mail.sendInBackground(account, { kind: "passwordResetCode", code, minutes: OTP_MINUTES }, await requester(request, account.id));
    return { otpKey };
  });

  serveCall(app, "resetPasswordByOtp", async ({ body, request }) => {
    checkField(otpPasswordSchema, body.newPassword, "newPassword", request.language);
    if (!passwordMatchesConfirmation(body.newPassword, body.confirmPassword)) {
      throw new ApiError("7998", invalidFieldDescription("confirmPassword", PASSWORD_CONFIRM_MISMATCH, request.language), 400);
    }
    const { accountId } = await otps.check({ purpose: "reset", otpKey: body.id, code: body.otp, accountId: null }, request.language);
    await setNewPassword(accountId, body.newPassword, { origin: originOf(request), method: "resetCode" });
    return {};
  });

  serveCall(app, "unlockAccount", async ({ body, request }) => {
    const account = await findAccountByEmail(db, request.brand, body.loginId);
    const unlocked = await codes.useUnlockCode(account?.id ?? null, body.authCode.trim());
    if (!account || !unlocked) throw wrongUnlockCode(request.language);
    await attempts.unlock(account.id);
    await recordSecurityEvent(db, {
      accountId: account.id,
      kind: "accountUnlocked",
      origin: originOf(request),
      detail: { method: "unlockCode" },
    });
    return {};
  });
}
