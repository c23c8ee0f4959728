import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `chngpsswd`: every other session of the account is signed out by the server. */
export function useChangePasswordMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"passwordChange">) => callApi("passwordChange", body) });
}

/** `chngpin`: a new PIN, confirmed with the password (lifts a PIN lock). */
export function useChangePinMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"pinChange">) => callApi("pinChange", body) });
}
