import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `rstpsswd`: the new password with the mailed link's code; 7440 when the link is missing, used or expired. */
export function resetPassword(input: { authCode: string; newPassword: string; loginId?: string }) {
  return callApi("resetPassword", input, { anonymous: true });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
