import type { CallRequest } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import type { Profiles } from "../profile-view.ts";

/** `tmuprofSynRes`: the vehicle's primary profiles, shared profile and second driver, by the caller's role. */
export function profilesQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["profiles", vehicleId] as const,
    queryFn: ({ signal }) => callApi("profiles", {}, { vehicleId, signal }),
    staleTime: 0,
  });
}

/** `getprofilelog`: profile saves and share events, newest first. */
export function profileLogQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["profiles", vehicleId, "log"] as const,
    queryFn: ({ signal }) => callApi("profileLog", {}, { vehicleId, signal }),
    staleTime: 0,
  });
}

function updateProfiles(vehicleId: string, update: (profiles: Profiles) => Profiles): void {
  queryClient.setQueryData(profilesQueryOptions(vehicleId).queryKey, (current) => (current ? update(current) : current));
  void queryClient.invalidateQueries({ queryKey: profileLogQueryOptions(vehicleId).queryKey });
}

type ProfileSave = CallRequest<"profileSave">["profile"];
type SharedProfileSave = CallRequest<"sharedProfileSave">["profile"];

/** `usrproupdte`: saves a primary profile; the answer replaces it on screen. */
export function useSaveProfileMutation(vehicleId: string) {
  return useMutation({
    mutationFn: (profile: ProfileSave) => callApi("profileSave", { profile }, { vehicleId }),
    onSuccess: ({ profile }) =>
      updateProfiles(vehicleId, (current) => ({
        ...current,
        profiles: current.profiles.map((p) => (p.profileIndex === profile.profileIndex ? profile : p)),
      })),
  });
}

/** `usrproupdteshared`: the second driver saves their shared profile. */
export function useSaveSharedProfileMutation(vehicleId: string) {
  return useMutation({
    mutationFn: (profile: SharedProfileSave) => callApi("sharedProfileSave", { vehicleId, profile }, { vehicleId }),
    onSuccess: ({ sharedProfile }) => updateProfiles(vehicleId, (current) => ({ ...current, sharedProfile })),
  });
}
