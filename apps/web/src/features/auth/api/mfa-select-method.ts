import { callApi } from "../../../api/client.ts";
import { MFA_API_CODE } from "../one-time-code.ts";

/** `mfa/selverifmeth`: after 7110, where the code can go (masked e-mail and phone) and the pending sign-in's id. */
export function selectVerificationMethod(userAccount: string) {
  return callApi("mfaSelectMethod", { mfaApiCode: MFA_API_CODE, userAccount }, { anonymous: true });
}
