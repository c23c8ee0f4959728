import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gopter`: the vehicle's off-peak charging options, as the car last reported them. */
export function chargingOptionsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["chargingOptions", vehicleId] as const,
    queryFn: ({ signal }) => callApi("offPeakGet", {}, { vehicleId, signal }),
    staleTime: 0,
  });
}
