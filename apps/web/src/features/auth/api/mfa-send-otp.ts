import { callApi } from "../../../api/client.ts";
import { MFA_API_CODE, type OtpMethod } from "../one-time-code.ts";

/** `mfa/sendotp`: sends a 6-digit code (10 minutes) by e-mail or text message; answers its key. */
export function sendSignInCode(input: { otpMethod: OtpMethod; userAccount: string; userPhone: string; userInfoUuid: string }) {
  return callApi("mfaSendOtp", { ...input, mfaApiCode: MFA_API_CODE }, { anonymous: true });
}
