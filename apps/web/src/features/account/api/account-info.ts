import type { CallRequest, CallResult, LanguageId } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { getAccessToken } from "../../../api/session.ts";
import { changeLanguage } from "../../../i18n/i18n.ts";
import { verifyAccountTokenQueryOptions } from "../../../session/account.ts";

export type AccountInfo = CallResult<"accountInfoGet">;

/** `gtacctinfo`: the account's personal information and preferences. */
export function accountInfoQueryOptions() {
  return queryOptions({
    queryKey: ["account", "info"] as const,
    queryFn: ({ signal }) => callApi("accountInfoGet", {}, { signal }),
    staleTime: 0,
  });
}

/**
 * The saved account replaces the cached one, and the preference the rest of the portal reads
 * (units on the vehicle pages, from `vrfyacctkn`) follows it.
 */
function remember(info: AccountInfo): AccountInfo {
  queryClient.setQueryData(accountInfoQueryOptions().queryKey, info);
  const token = getAccessToken();
  if (token) {
    queryClient.setQueryData(verifyAccountTokenQueryOptions(token).queryKey, (verified) =>
      verified
        ? {
            ...verified,
            accountInformation: {
              ...verified.accountInformation,
              firstName: info.firstName,
              middleName: info.middleName,
              lastName: info.lastName,
              suffix: info.suffix,
              notificationEmail: info.notificationEmail,
              preference: info.preference,
            },
          }
        : verified,
    );
  }
  return info;
}

/** `svacctinfo`: names, notification e-mail, phones and address. */
export function useSavePersonalInfoMutation() {
  return useMutation({
    mutationFn: async (body: CallRequest<"accountInfoSave">) => remember(await callApi("accountInfoSave", body)),
  });
}

/** `svacctprf`: units, language and maintenance alert; the portal switches to the saved language. */
export function useSavePreferencesMutation() {
  return useMutation({
    mutationFn: async (body: CallRequest<"preferencesSave">) => {
      const info = remember(await callApi("preferencesSave", body));
      await changeLanguage(info.preference.languageId as LanguageId);
      return info;
    },
  });
}
