import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `lgnV2`: checks the credentials; answers the token, the account and whether the terms are accepted. */
export function login(body: CallRequest<"login">) {
  return callApi("login", body, { anonymous: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
