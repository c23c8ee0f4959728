import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `dlrsrch` before the account exists: the brand's dealers by postal code or name; one query per text. */
export function registrationDealerSearchQueryOptions(searchText: string) {
  return queryOptions({
    queryKey: ["register", "dealerSearch", searchText] as const,
    queryFn: ({ signal }) => callApi("dealerSearch", { searchText }, { signal, anonymous: true }),
    enabled: searchText !== "",
    retry: false,
  });
}
