import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { profilesQueryOptions, vehicleProfilesKey } from "./profiles.ts";

type SecondDriverAction = "secondDriverInvite" | "secondDriverCancel" | "secondDriverUnlink";

/**
 * The primary driver's second-driver actions (`inviteseconduser`, `cancelseconduser`,
 * `unlinkPflsecondary`): each answers the second driver's new status, which the screen shows
 * at once; the profiles are read again for the shared tab.
 */
export function useSecondDriverMutation(vehicleId: string, action: SecondDriverAction) {
  const language = useLanguageId();
  return useMutation({
    mutationFn: (secondaryEmail: string) => callApi(action, { secondaryEmail }, { vehicleId }),
    onSuccess: ({ secondaryDriver }) => {
      queryClient.setQueryData(profilesQueryOptions(vehicleId, language).queryKey, (current) =>
        current ? { ...current, secondaryDriver, sharedProfile: secondaryDriver.status === "4" ? null : current.sharedProfile } : current,
      );
      void queryClient.invalidateQueries({ queryKey: vehicleProfilesKey(vehicleId) });
    },
  });
}

/** `unlinkPflshared`: the second driver ends their share; the vehicle leaves their list. */
export function useLeaveShareMutation(vehicleId: string) {
  return useMutation({
    mutationFn: () => callApi("sharedUnlink", { vehicleId }, { vehicleId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey }),
  });
}
