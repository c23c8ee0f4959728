import type { CallRequest } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { historyCallName } from "../account-view.ts";

/** `gtntfsttng` for the selected vehicle: push and e-mail per notification type. */
export function notificationSettingsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["account", "notificationSettings", vehicleId] as const,
    queryFn: ({ signal }) => callApi("notificationSettings", { requestType: "all" }, { vehicleId, signal, query: { requestType: "all" } }),
    staleTime: 0,
  });
}

/** `ntfsttng`: the saved rows replace the cached ones. */
export function useSaveNotificationSettingsMutation(vehicleId: string) {
  return useMutation({
    mutationFn: async (body: CallRequest<"notificationSettingsSave">) => {
      const saved = await callApi("notificationSettingsSave", body, { vehicleId });
      queryClient.setQueryData(notificationSettingsQueryOptions(vehicleId).queryKey, saved);
      return saved;
    },
  });
}

/** `ntfhst` (brand kci) or `ntfhstV2` (others): what was sent to the owner, newest first. */
export function notificationHistoryQueryOptions() {
  const brand = getBrandCode();
  return queryOptions({
    queryKey: ["account", "notificationHistory", brand] as const,
    queryFn: ({ signal }) => callApi("notificationHistory", {}, { signal, pathName: historyCallName(brand) }),
    staleTime: 0,
  });
}
