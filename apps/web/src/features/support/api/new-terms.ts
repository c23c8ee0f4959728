import type { LanguageId } from "@carport/protocol";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gttcnd`: the brand's current terms and privacy policy together, in the language. */
export function currentTermsQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["support", "newTerms", language] as const,
    queryFn: ({ signal }) => callApi("termsGet", {}, { signal }),
    staleTime: 60_000,
  });
}

/** `vrfytnc`: whether the account has accepted the current version. */
export function termsAcceptanceQueryOptions() {
  return queryOptions({
    queryKey: ["support", "termsAcceptance"] as const,
    queryFn: ({ signal }) => callApi("termsVerify", {}, { signal }),
    staleTime: 0,
  });
}
