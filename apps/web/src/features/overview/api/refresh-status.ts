import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { invalidateInbox } from "../../inbox/index.ts";
import { lastVehicleStatusQueryOptions } from "../../../session/vehicles/last-vehicle-status.ts";

/**
 * `rltmvhclsts`: asks the vehicle for a fresh status (7703 when it does not answer in time). The
 * answer replaces the cached last status; the inbox gets a "status updated" message.
 */
export function useRefreshStatusMutation(vehicleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("refreshStatus", {}, { vehicleId }),
    onSuccess: (result) => {
      client.setQueryData(lastVehicleStatusQueryOptions(vehicleId).queryKey, result);
      void invalidateInbox(client);
    },
  });
}
