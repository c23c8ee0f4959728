import type { CallRequest, LanguageId } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import type { Profiles } from "../profile-view.ts";

/** Every cached answer about this vehicle's profiles, in either language. */
export const vehicleProfilesKey = (vehicleId: string) => ["profiles", vehicleId] as const;

/** While the other language's answer comes, the screen keeps this vehicle's answer (and what is being edited). */
const sameVehicle = (vehicleId: string, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
  previousQuery?.queryKey[1] === vehicleId;

/**
 * `tmuprofSynRes`: the vehicle's primary profiles, shared profile and second driver, by the caller's role.
 * Keyed by language: the server names the settings, options and default profiles in the request's
 * language, so a language switch reads them again.
 */
export function profilesQueryOptions(vehicleId: string, language: LanguageId) {
  return queryOptions({
    queryKey: [...vehicleProfilesKey(vehicleId), "profiles", language] as const,
    queryFn: ({ signal }) => callApi("profiles", {}, { vehicleId, signal }),
    placeholderData: (previous, previousQuery) => (sameVehicle(vehicleId, previousQuery) ? previous : undefined),
    staleTime: 0,
  });
}

/** `getprofilelog`: profile saves and share events, newest first, described in the request's language. */
export function profileLogQueryOptions(vehicleId: string, language: LanguageId) {
  return queryOptions({
    queryKey: [...vehicleProfilesKey(vehicleId), "log", language] as const,
    queryFn: ({ signal }) => callApi("profileLog", {}, { vehicleId, signal }),
    placeholderData: (previous, previousQuery) => (sameVehicle(vehicleId, previousQuery) ? previous : undefined),
    staleTime: 0,
  });
}

/** Puts a save's answer (in `language`, the request's) on screen; the log is read again. */
function updateProfiles(vehicleId: string, language: LanguageId, update: (profiles: Profiles) => Profiles): void {
  queryClient.setQueryData(profilesQueryOptions(vehicleId, language).queryKey, (current) => (current ? update(current) : current));
  void queryClient.invalidateQueries({ queryKey: [...vehicleProfilesKey(vehicleId), "log"] });
}

type ProfileSave = CallRequest<"profileSave">["profile"];
type SharedProfileSave = CallRequest<"sharedProfileSave">["profile"];

/** `usrproupdte`: saves a primary profile; the answer replaces it on screen. */
export function useSaveProfileMutation(vehicleId: string) {
  const language = useLanguageId();
  return useMutation({
    mutationFn: (profile: ProfileSave) => callApi("profileSave", { profile }, { vehicleId }),
    onSuccess: ({ profile }) =>
      updateProfiles(vehicleId, language, (current) => ({
        ...current,
        profiles: current.profiles.map((p) => (p.profileIndex === profile.profileIndex ? profile : p)),
      })),
  });
}

/** `usrproupdteshared`: the second driver saves their shared profile. */
export function useSaveSharedProfileMutation(vehicleId: string) {
  const language = useLanguageId();
  return useMutation({
    mutationFn: (profile: SharedProfileSave) => callApi("sharedProfileSave", { vehicleId, profile }, { vehicleId }),
    onSuccess: ({ sharedProfile }) => updateProfiles(vehicleId, language, (current) => ({ ...current, sharedProfile })),
  });
}
