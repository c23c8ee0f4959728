import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `rmalltkn` with the mailed fraud code: signs the account out of every session, anonymously. */
export function signOutEverywhereByFraudCode(fraudCode: string) {
  return callApi("removeAllTokens", { fraudCode }, { anonymous: true });
}

export function useSignOutEverywhereByFraudCodeMutation() {
  return useMutation({ mutationFn: signOutEverywhereByFraudCode });
}
