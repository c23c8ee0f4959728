import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `cnfrmtcnd`: accepts the terms of the given version. */
export function confirmTerms(body: CallRequest<"termsConfirm">) {
  return callApi("termsConfirm", body);
}

export function useConfirmTermsMutation() {
  return useMutation({ mutationFn: confirmTerms });
}
