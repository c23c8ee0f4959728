import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { accountInfoQueryOptions } from "./account-info.ts";

/** `gtprfdlr`: the account's preferred dealer with its hours (null: none chosen). */
export function preferredDealerQueryOptions() {
  return queryOptions({
    queryKey: ["account", "preferredDealer"] as const,
    queryFn: ({ signal }) => callApi("preferredDealerGet", {}, { signal }),
    staleTime: 0,
  });
}

/** `dlrsrch`: the brand's dealers by postal code or name; one query per searched text. */
export function dealerSearchQueryOptions(searchText: string) {
  return queryOptions({
    queryKey: ["account", "dealerSearch", searchText] as const,
    queryFn: ({ signal }) => callApi("dealerSearch", { searchText }, { signal }),
    enabled: searchText !== "",
    retry: false,
  });
}

/** `svprfdlr`: the saved dealer replaces the cached one; the account (preference.preferredDealer) is read again. */
export function useSavePreferredDealerMutation() {
  return useMutation({
    mutationFn: (dealerCode: string) => callApi("preferredDealerSave", { dealerCode }),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferredDealerQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey });
    },
  });
}
