import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `frgtpsswd`: always succeeds; an existing account is mailed a reset link (the answer never says which). */
export function requestResetLink(loginId: string) {
  return callApi("forgotPassword", { loginId }, { anonymous: true });
}

export function useRequestResetLinkMutation() {
  return useMutation({ mutationFn: requestResetLink });
}
