import type { BrandCode, LoginResult } from "@carport/protocol";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountByEmail, presentAccount, type AccountRecord } from "../../../core/account-repository.ts";
import { hasAcceptedCurrentTerms } from "../../terms/index.ts";
import { listVehiclesOfAccount } from "../../../core/vehicle-repository.ts";
import { decoySecretHash, verifySecret } from "../../../core/secret-hashing.ts";
import { captchaNeeded, type AttemptSource } from "./sign-in-attempts.ts";
import type { SignInSecurity } from "./sign-in-security.ts";
import { mailUnlockCode } from "./unlock-code-mail.ts";
import { recordSecurityEvent, type RequestOrigin } from "../../../core/security-event-repository.ts";

export interface LoginInput {
  brand: BrandCode;
  loginId: string;
  password: string;
  clientIp: string;
  /** The `Deviceid` header (null: none or blank sent, a nameless client: an unknown device). */
  deviceId: string | null;
  captchaKey?: string | undefined;
  captchaValue?: string | undefined;
  /** The client's user agent and address, for the account's security events. */
  origin: RequestOrigin;
}

/**
 * Checks a login id and password and opens a session. In order:
 * 1. the attempt is counted first (per login id, per address, and per login id and source), so
 *    racing attempts see each other; the source is a device the account knows, else the address;
 * 2. from the 3rd failure (of the login id or the address; of a known device: its own) a solved
 *    captcha is required (7407);
 * 3. the password is always checked, against a decoy hash for unknown login ids (same time);
 * 4. a fraud-locked account answers 7530, a stopped source 7402, even with the right password;
 * 5. a wrong password answers 7404; the 6th in a row from one source stops that source (7402) for
 *    15 minutes, doubling with each further failure, and mails an unlock code the first time. The
 *    owner's known devices and other addresses are not stopped: a stranger cannot lock them out;
 * 6. a right one resets the counters; a device this account has not used (a `Deviceid` it does
 *    not know, or none at all) answers 7110 and opens a challenge for the one-time-code steps. A
 *    nameless client skips the code only where the operator allows it: the site setting
 *    SIGN_IN_WITHOUT_DEVICE_ID or the account's flag (`npm run admin -- nameless-sign-in`).
 * An unknown login id is counted and "locked" the same way, so every answer, header included, is
 * the same as for an account with a wrong password. `onCaptcha` sets the `captchayn` header.
 */
export function createLoginService(security: SignInSecurity) {
  const { db, attempts, captchas, devices, sessions, allowNamelessClients } = security;

  /** Whether a client sending no Deviceid may sign in without the one-time code (off by default). */
  async function namelessAllowed(accountId: string): Promise<boolean> {
    if (allowNamelessClients) return true;
    const [row] = await db.query<{ allowed: boolean }>("select nameless_sign_in_allowed as allowed from accounts where id = $1", [
      accountId,
    ]);
    return row?.allowed ?? false;
  }

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

  return {
    openSession,

    async login(input: LoginInput, onCaptcha: (required: boolean) => void): Promise<LoginResult> {
      const account = await findAccountByEmail(db, input.brand, input.loginId);
      // Only a captcha the client sent is spent; it is checked before anything is counted.
      const captchaSolved = await captchas.solve(input.captchaKey, input.captchaValue);
      // A device the account knows counts on its own: a stranger's failures never stop it.
      const knownDevice = await devices.knownHash(account?.id ?? null, input.deviceId);
      const source: AttemptSource = knownDevice ? { device: knownDevice } : { address: input.clientIp };
      const attempt = await attempts.reserve(
        account ? { accountId: account.id } : { brand: input.brand, loginId: input.loginId },
        input.clientIp,
        source,
      );
      const needsCaptcha = (failures: number, addressFailures: number, sourceFailures: number) =>
        knownDevice ? captchaNeeded(sourceFailures, 0) : captchaNeeded(failures, addressFailures);
      const captchaRequired = needsCaptcha(attempt.priorFailures, attempt.priorAddressFailures, attempt.priorSourceFailures);
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
        onCaptcha(needsCaptcha(attempt.priorFailures + 1, attempt.priorAddressFailures + 1, attempt.priorSourceFailures + 1));
        if (account)
          await recordSecurityEvent(db, {
            accountId: account.id,
            kind: "signInFailed",
            origin: input.origin,
            detail: { method: "password" },
          });
        const { blocked, firstBlock } = await attempt.failed();
        if (blocked) {
          if (account && firstBlock) {
            await recordSecurityEvent(db, {
              accountId: account.id,
              kind: "accountLocked",
              origin: input.origin,
              detail: { reason: "failures" },
            });
            mailUnlockCode(security, account);
          }
          throw new ApiError("7402");
        }
        throw new ApiError("7404");
      }

      await attempts.succeeded(account.id, input.clientIp, source);
      onCaptcha(false);
      if (account.status === "deactivated") throw new ApiError("7405");
      if (input.deviceId === null ? !(await namelessAllowed(account.id)) : !(await devices.isKnown(account.id, input.deviceId))) {
        await devices.openChallenge(account.id, input.deviceId);
        throw new ApiError("7110");
      }
      return openSession(account, input.clientIp, { origin: input.origin, method: "password" });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
