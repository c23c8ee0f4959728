import type { LanguageId } from "@carport/protocol";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gttcnd`: the brand's current terms and privacy policy, in the given language. */
export function termsQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["terms", "current", language] as const,
    queryFn: ({ signal }) => callApi("termsGet", {}, { signal, language }),
    staleTime: 10 * 60_000,
  });
}
