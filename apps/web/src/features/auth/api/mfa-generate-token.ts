import { callApi } from "../../../api/client.ts";
import { MFA_API_CODE } from "../one-time-code.ts";

/**
 * `mfa/genmfatkn`: opens the session after a checked code, with the same Deviceid as the login
 * (the client sends it on every call). Answers what `lgnV2` answers; mfaYn "Y" remembers this
 * browser, so its next sign-in needs no code.
 */
export function generateSignInToken(input: { userAccount: string; otpEmail: string; otpValidationKey: string }) {
  return callApi("mfaGenerateToken", { ...input, mfaApiCode: MFA_API_CODE, mfaYn: "Y" }, { anonymous: true });
}
