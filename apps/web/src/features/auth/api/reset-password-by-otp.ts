import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `rstpsswdotp`: the new password with the mailed 6-digit code; `id` is the otpKey (7549 with the tries left). */
export function resetPasswordByCode(input: { otp: string; newPassword: string; confirmPassword: string; id: string }) {
  return callApi("resetPasswordByOtp", input, { anonymous: true });
}

export function useResetPasswordByCodeMutation() {
  return useMutation({ mutationFn: resetPasswordByCode });
}
