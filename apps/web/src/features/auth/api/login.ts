import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApiWithHeaders } from "../../../api/client.ts";

/**
 * `lgnV2`: checks the credentials; answers the token, the account and whether the terms are
 * accepted. Every answer, failures included, carries the `captchayn` header (read from the
 * result's headers, or from ApiError.headers).
 */
export function login(body: CallRequest<"login">) {
  return callApiWithHeaders("login", body, { anonymous: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
