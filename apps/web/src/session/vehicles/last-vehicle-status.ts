import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../api/client.ts";

/** `lstvhclsts`: the status the vehicle last reported, without waking it. */
export function lastVehicleStatusQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["vehicles", "lastStatus", vehicleId] as const,
    queryFn: ({ signal }) => callApi("lastVehicleStatus", {}, { vehicleId, signal }),
    staleTime: 30_000,
  });
}
