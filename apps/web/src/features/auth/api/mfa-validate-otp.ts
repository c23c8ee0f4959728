import { callApi } from "../../../api/client.ts";
import { MFA_API_CODE } from "../one-time-code.ts";

/** `mfa/validateotp`: checks the code; a wrong one answers 7549 with the tries left in errorDesc. */
export function validateSignInCode(input: { otpNo: string; userAccount: string; otpKey: string }) {
  return callApi("mfaValidateOtp", { ...input, mfaApiCode: MFA_API_CODE }, { anonymous: true });
}
