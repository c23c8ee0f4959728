import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { phoneDigits } from "@carport/domain";
import { invalidFieldDescription } from "@carport/protocol";
import { serveCall } from "../../../http/api-call.ts";
import { ApiError } from "../../../http/api-error.ts";
import { findAccountByEmail, findAccountById } from "../../../core/account-repository.ts";
import { deviceIdOf } from "../sessions/index.ts";
import type { LoginService } from "../sessions/index.ts";
import { maskPhone } from "./masking.ts";
import { OTP_MINUTES } from "../codes/index.ts";
import { originOf, recordSecurityEvent } from "../../../core/security-event-repository.ts";
import { accountLockReason, accountPhone, type SignInSecurity } from "../sessions/index.ts";

/** Codes one sign-in challenge may have sent, so nobody can flood an owner's mailbox through it. */
const MAX_CODES_PER_CHALLENGE = 5;
/** Never a real account id: an unknown userAccount matches no code. */
const NO_ACCOUNT = "00000000-0000-0000-0000-000000000000";

/**
 * The one-time-code steps after a login answered 7110 (protocol.md "Sign-in"), all anonymous:
 * `mfa/selverifmeth` → `mfa/sendotp` → `mfa/validateotp` → `mfa/genmfatkn`. Each needs what the
 * previous one answered, and each key works once. Every failure answers 7549.
 */
export function registerMfaRoutes(app: FastifyInstance, security: SignInSecurity, logins: LoginService): void {
  const { db, devices, otps, codes, mail } = security;

  // emailList carries the address as the caller gave it, unmasked: the public clients send
  // emailList[0] back as userAccount (hyundai_kia_connect_api), and it tells the caller nothing new.
  // Without a pending sign-in (or an account) the answer looks the same, with a challenge id that
  // opens nothing, so this step says neither whether the account exists nor whether it signed in.
  serveCall(app, "mfaSelectMethod", async ({ body, request }) => {
    const account = await findAccountByEmail(db, request.brand, body.userAccount);
    const challengeId = account ? await devices.pendingChallenge(account.id) : null;
    const emailList = [body.userAccount];
    if (!account || !challengeId) return { userInfoUuid: randomUUID(), otpKey: "" as const, emailList, userPhone: "" };
    // Without a text-message provider no phone is offered, so clients show the e-mail choice only.
    const userPhone = mail.textMessagesAvailable ? maskPhone(await accountPhone(db, account.id)) : "";
    return { userInfoUuid: challengeId, otpKey: "" as const, emailList, userPhone };
  });

  serveCall(app, "mfaSendOtp", async ({ body, request }) => {
    const account = await findAccountByEmail(db, request.brand, body.userAccount);
    if (!account || !(await devices.isOpen(body.userInfoUuid, account.id))) throw new ApiError("7549");
    if ((await otps.countForChallenge(body.userInfoUuid)) >= MAX_CODES_PER_CHALLENGE) throw new ApiError("7549");
    // The code goes to the account's own phone or e-mail, whatever `userPhone` the request echoes.
    if (body.otpMethod === "S" && !mail.textMessagesAvailable) {
      throw new ApiError(
        "7998",
        invalidFieldDescription("otpMethod", "codes by text message are not available on this site", request.language),
        400,
      );
    }
    const phone = body.otpMethod === "S" ? phoneDigits(await accountPhone(db, account.id)) : "";
    if (body.otpMethod === "S" && phone.length < 10) {
      throw new ApiError("7998", invalidFieldDescription("otpMethod", "no phone on this account", request.language), 400);
    }
    const { otpKey, code } = await otps.create({ purpose: "mfa", accountId: account.id, challengeId: body.userInfoUuid });
    if (body.otpMethod === "S") {
      await mail.textSignInCode(account, phone, code, OTP_MINUTES);
    } else {
      const fraudCode = await codes.issueFraudCode(account.id);
      // The owner's own budget: a challenge is open only after the right password, so strangers'
      // resets and wrong passwords never stop this code.
      await mail.send(
        account,
        { kind: "signInCode", code, minutes: OTP_MINUTES, fraudLink: mail.fraudLink(account, fraudCode) },
        { budget: "owner" },
      );
    }
    return { otpKey };
  });

  serveCall(app, "mfaValidateOtp", async ({ body, request }) => {
    const account = await findAccountByEmail(db, request.brand, body.userAccount);
    await otps.check({ purpose: "mfa", otpKey: body.otpKey, code: body.otpNo, accountId: account?.id ?? NO_ACCOUNT }, request.language);
    return { verifiedOtp: true as const, otpValidationKey: await otps.issueValidationKey(body.otpKey) };
  });

  serveCall(app, "mfaGenerateToken", async ({ body, request }) => {
    const claimed = await findAccountByEmail(db, request.brand, body.userAccount);
    const validated = await otps.useValidationKey(body.otpValidationKey);
    if (!claimed || !validated || validated.accountId !== claimed.id) throw new ApiError("7549");
    // Same device as the login that answered 7110: the same Deviceid header, or none for a nameless client.
    const deviceId = deviceIdOf(request.headers.deviceid);
    if (!(await devices.complete(validated.challengeId, claimed.id, deviceId))) throw new ApiError("7549");
    const account = await findAccountById(db, claimed.id);
    if (!account) throw new ApiError("7549");
    // A fraud report (or a lock) between the steps wins over the code.
    const lock = await accountLockReason(db, account.id);
    if (lock) throw new ApiError(lock === "fraud" ? "7530" : "7402");
    if (account.status === "deactivated") throw new ApiError("7405");
    const origin = originOf(request);
    // A nameless client is never remembered: its next sign-in asks for a code again.
    if (body.mfaYn === "Y" && deviceId !== null) {
      await devices.remember(account.id, deviceId);
      await recordSecurityEvent(db, { accountId: account.id, kind: "newDevice", origin });
    }
    const result = await logins.openSession(account, request.ip, { origin, method: "otp" });
    const fraudCode = await codes.issueFraudCode(account.id);
    mail.sendInBackground(account, {
      kind: "newDevice",
      signedInAt: new Date(),
      clientIp: request.ip,
      fraudLink: mail.fraudLink(account, fraudCode),
    });
    return result;
  });
}
