import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `ulckacct`: lifts a lock (7402, 7530) with the mailed unlock code; a wrong or used one answers 7440. */
export function unlockAccount(input: { loginId: string; authCode: string }) {
  return callApi("unlockAccount", input, { anonymous: true });
}

export function useUnlockAccountMutation() {
  return useMutation({ mutationFn: unlockAccount });
}
