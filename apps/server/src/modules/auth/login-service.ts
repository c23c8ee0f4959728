import type { BrandCode, LoginResult } from "@carport/protocol";
import { ApiError } from "../../http/api-error.ts";
import { findAccountByEmail, presentAccount, type AccountRecord } from "../accounts/account-repository.ts";
import { hasAcceptedCurrentTerms } from "../terms/terms-repository.ts";
import { listVehiclesOfAccount } from "../vehicles/vehicle-repository.ts";
import { UNLOCK_CODE_MINUTES } from "./account-codes.ts";
import { decoySecretHash, verifySecret } from "./secret-hashing.ts";
import { captchaNeeded, LOCK_AFTER_FAILURES } from "./sign-in-attempts.ts";
import type { SignInSecurity } from "./sign-in-security.ts";
import { recordSecurityEvent, type RequestOrigin } from "../security-events/security-event-repository.ts";

export interface LoginInput {
  brand: BrandCode;
  loginId: string;
  password: string;
  clientIp: string;
  /** The `Deviceid` header (null: none sent, no device check). */
  deviceId: string | null;
  captchaKey?: string | undefined;
  captchaValue?: string | undefined;
  /** The client's user agent and address, for the account's security events. */
  origin: RequestOrigin;
}

/**
 * Checks a login id and password and opens a session. In order:
 * 1. the attempt is counted first (per login id and per address), so racing attempts see each other;
 * 2. from the 3rd failure (of the login id or the address) a solved captcha is required (7407);
 * 3. the password is always checked, against a decoy hash for unknown login ids (same time);
 * 4. a locked account answers 7402 (failures) or 7530 (fraud), even with the right password;
 * 5. a wrong password answers 7404, the 6th in a row locks the account (7402) and mails an unlock code;
 * 6. a right one resets the counters; a `Deviceid` this account has not used answers 7110 and
 *    opens a challenge for the one-time-code steps (no Deviceid header: no device check).
 * An unknown login id is counted and "locked" the same way, so every answer, header included, is
 * the same as for an account with a wrong password. `onCaptcha` sets the `captchayn` header.
 */
export function createLoginService(security: SignInSecurity) {
  const { db, attempts, captchas, devices, codes, mail, sessions } = security;

  /**
   * Opens the session, records the sign-in (how, from which device) and answers the login result
   * (lgnV2; mfa/genmfatkn after a one-time code; lgnvcd with a mobile app's code).
   */
  async function openSession(
    account: AccountRecord,
    clientIp: string,
    signIn: { origin: RequestOrigin; method: "password" | "otp" | "code" },
  ): Promise<LoginResult> {
    const token = await sessions.issue(account.id, clientIp);
    await recordSecurityEvent(db, { accountId: account.id, kind: "signIn", origin: signIn.origin, detail: { method: signIn.method } });
    const vehicles = await listVehiclesOfAccount(db, account.id);
    const main = vehicles.find((v) => v.is_default) ?? vehicles[0];
    return {
      token,
      accountInformation: presentAccount(account),
      verifiedTnC: await hasAcceptedCurrentTerms(db, account.id, account.brand),
      vin: main?.vin ?? "",
      vehicleId: main?.id ?? "",
      iveType: main ? (main.is_ccs2 ? "CCS2" : "STD") : "",
      fuelKindCode: main?.fuel_kind_code ?? "",
    };
  }

  /** In background: hashing the code must not make the locking answer slower than an unknown id's. */
  function mailUnlockCode(account: AccountRecord): void {
    mail.sendInBackground(account, async () => ({
      kind: "unlockCode",
      code: await codes.issueUnlockCode(account.id),
      unlockLink: mail.unlockLink(account),
      minutes: UNLOCK_CODE_MINUTES,
    }));
  }

  return {
    openSession,

    async login(input: LoginInput, onCaptcha: (required: boolean) => void): Promise<LoginResult> {
      const account = await findAccountByEmail(db, input.brand, input.loginId);
      // Only a captcha the client sent is spent; it is checked before anything is counted.
      const captchaSolved = await captchas.solve(input.captchaKey, input.captchaValue);
      const attempt = await attempts.reserve(
        account ? { accountId: account.id } : { brand: input.brand, loginId: input.loginId },
        input.clientIp,
      );
      const captchaRequired = captchaNeeded(attempt.priorFailures, attempt.priorAddressFailures);
      onCaptcha(captchaRequired);
      if (captchaRequired && !captchaSolved) {
        await attempt.release();
        throw new ApiError("7407");
      }

      const passwordOk = await verifySecret(account?.password_hash ?? (await decoySecretHash()), input.password);
      if (attempt.lockReason) {
        await attempt.release();
        throw new ApiError(attempt.lockReason === "fraud" ? "7530" : "7402");
      }
      if (!account || !passwordOk) {
        const failures = attempt.priorFailures + 1;
        onCaptcha(captchaNeeded(failures, attempt.priorAddressFailures + 1));
        if (account) await recordSecurityEvent(db, { accountId: account.id, kind: "signInFailed", origin: input.origin, detail: { method: "password" } });
        if (failures >= LOCK_AFTER_FAILURES) {
          if (account && (await attempts.lock(account.id, "failures"))) {
            await recordSecurityEvent(db, { accountId: account.id, kind: "accountLocked", origin: input.origin, detail: { reason: "failures" } });
            mailUnlockCode(account);
          }
          throw new ApiError("7402");
        }
        throw new ApiError("7404");
      }

      await attempts.succeeded(account.id, input.clientIp);
      onCaptcha(false);
      if (account.status === "deactivated") throw new ApiError("7405");
      if (input.deviceId !== null && !(await devices.isKnown(account.id, input.deviceId))) {
        await devices.openChallenge(account.id, input.deviceId);
        throw new ApiError("7110");
      }
      return openSession(account, input.clientIp, { origin: input.origin, method: "password" });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
