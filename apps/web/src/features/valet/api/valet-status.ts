import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { isValetChanging } from "../valet-view.ts";

/** How often the status is read again while valet mode is turning on or off. */
const CHANGING_REFRESH_MS = 2000;

/** `lastvaletstatus`: valet mode (0-3) and what was driven while it was on, in the account's unit. */
export function valetStatusQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["valet", "status", vehicleId] as const,
    queryFn: ({ signal }) => callApi("valetStatus", {}, { vehicleId, signal }),
    staleTime: 0,
    refetchInterval: (query) => (isValetChanging(query.state.data?.valetMode) ? CHANGING_REFRESH_MS : false),
  });
}
