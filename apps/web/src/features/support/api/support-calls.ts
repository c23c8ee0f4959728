import type { CallRequest, LanguageId } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** Texts change rarely: keep them ten minutes per language. */
const TEXT_STALE_TIME = 10 * 60_000;

/** `gtfaq`: the FAQ of the brand line ("G" for gen, "H" otherwise) in the language, filtered by `query`. */
export function faqQueryOptions(language: LanguageId, brand: "G" | "H", query: string) {
  return queryOptions({
    queryKey: ["support", "faq", language, brand, query] as const,
    queryFn: ({ signal }) => callApi("faq", query ? { brand, query } : { brand }, { signal }),
    staleTime: TEXT_STALE_TIME,
  });
}

/** `gttncInfo`: the terms of use. */
export function termsOfUseQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["support", "termsOfUse", language] as const,
    queryFn: ({ signal }) => callApi("termsOfUse", {}, { signal }),
    staleTime: TEXT_STALE_TIME,
  });
}

/** `gtppInfo`: the privacy policy. */
export function privacyPolicyQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["support", "privacyPolicy", language] as const,
    queryFn: ({ signal }) => callApi("privacyPolicy", {}, { signal }),
    staleTime: TEXT_STALE_TIME,
  });
}

/** `gtftrtncInfo`: the terms of each connected feature. */
export function featureTermsQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["support", "featureTerms", language] as const,
    queryFn: ({ signal }) => callApi("featureTerms", {}, { signal }),
    staleTime: TEXT_STALE_TIME,
  });
}

/** `gtemrsvctnp`: the emergency-service terms. */
export function emergencyTermsQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["support", "emergencyTerms", language] as const,
    queryFn: ({ signal }) => callApi("emergencyTerms", {}, { signal }),
    staleTime: TEXT_STALE_TIME,
  });
}

/** `GET fetchrelnote?noteId=`: one release note, both languages at once. */
export function releaseNoteQueryOptions(noteId: string) {
  return queryOptions({
    queryKey: ["support", "releaseNote", noteId] as const,
    queryFn: ({ signal }) => callApi("releaseNote", { noteId }, { signal, query: { noteId } }),
    staleTime: TEXT_STALE_TIME,
    retry: false,
  });
}

/** `emlspprtftr`: the choices of the e-mail support form, in the language (signed in). */
export function supportFeaturesQueryOptions(language: LanguageId) {
  return queryOptions({
    queryKey: ["support", "features", language] as const,
    queryFn: ({ signal }) => callApi("supportFeatures", {}, { signal }),
    staleTime: TEXT_STALE_TIME,
  });
}

/** `emlspprt`: sends an e-mail support request. */
export function useEmailSupportMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"emailSupport">) => callApi("emailSupport", body) });
}
