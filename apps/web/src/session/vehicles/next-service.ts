import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../api/client.ts";

/** `nxtsvc`: next and last service, distance and days left, in the account's unit. */
export function nextServiceQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["health", "nextService", vehicleId] as const,
    queryFn: ({ signal }) => callApi("nextService", {}, { vehicleId, signal }),
  });
}
