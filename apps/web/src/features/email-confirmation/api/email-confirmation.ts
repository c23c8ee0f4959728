import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { getAccessToken } from "../../../api/session.ts";
import { verifyAccountTokenQueryOptions } from "../../../session/account.ts";

/** Marks the signed-in account's address confirmed in the cached account, so the banner goes at once. */
function rememberConfirmed(): void {
  const token = getAccessToken();
  if (token) {
    queryClient.setQueryData(verifyAccountTokenQueryOptions(token).queryKey, (verified) =>
      verified ? { ...verified, accountInformation: { ...verified.accountInformation, emailConfirmed: true } } : verified,
    );
  }
  void queryClient.invalidateQueries({ queryKey: ["account", "info"] });
}

/** `cnfrmeml`: confirms the account's e-mail address with the mailed code (7023 when wrong or expired). */
export function useConfirmEmailMutation() {
  return useMutation({
    mutationFn: async (code: string) => {
      const result = await callApi("confirmEmail", { code });
      rememberConfirmed();
      return result;
    },
  });
}

/** `rsndcnfrmeml`: mails a new code; earlier codes stop working. */
export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: () => callApi("resendEmailConfirmation", {}) });
}
