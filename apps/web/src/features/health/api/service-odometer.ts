import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gtsvcodm`: the recorded last service and the schedule's intervals, for the reset dialog. */
export function serviceOdometerQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["health", "serviceOdometer", vehicleId] as const,
    queryFn: ({ signal }) => callApi("serviceOdometerGet", {}, { vehicleId, signal }),
    staleTime: 0,
  });
}

/**
 * `svsvcodm`: records the last service (odometer in the account's unit, date yyyymmdd), which
 * restarts the schedule; the next-service figures are read again.
 */
export function useSaveServiceOdometerMutation(vehicleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { serviceOdometer: number; serviceDate: string }) => callApi("serviceOdometerSave", input, { vehicleId }),
    onSuccess: (result) => {
      client.setQueryData(serviceOdometerQueryOptions(vehicleId).queryKey, result);
      void client.invalidateQueries({ queryKey: ["health", "nextService", vehicleId] });
    },
  });
}
