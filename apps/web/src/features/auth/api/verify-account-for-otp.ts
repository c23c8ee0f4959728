import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `vrfyacctotp`: always answers an otpKey; the code is mailed only when the account and last name match. */
export function requestResetCode(input: { userAccount: string; lastName: string }) {
  return callApi("verifyAccountForOtp", input, { anonymous: true });
}

export function useRequestResetCodeMutation() {
  return useMutation({ mutationFn: requestResetCode });
}
