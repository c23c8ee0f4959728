import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `lstpstn`: the car's last known position (and its address when the server has a geocoder), without asking the car. */
export function lastPositionQueryOptions(vehicleId: string, languageId: number) {
  return queryOptions({
    queryKey: ["vehicles", "lastPosition", vehicleId, languageId] as const,
    queryFn: ({ signal }) => callApi("lastPosition", {}, { vehicleId, signal }),
    staleTime: 60_000,
  });
}
