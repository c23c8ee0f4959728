import { queryOptions } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error.ts";
import { callApi } from "../../../api/client.ts";

/** How often a pending command is asked about (vehicle-area.md section 4). */
export const POLL_INTERVAL_MS = 1000;

/**
 * `rmtsts`: the state of a command, asked every second until it is complete (apiResult "C").
 * A business error (an unknown transaction) ends the polling; a failed transport is asked again.
 */
export function commandStatusQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: ["remote", "commandStatus", transactionId] as const,
    queryFn: ({ signal }) => callApi("commandStatus", {}, { transactionId, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.data?.transaction.apiResult === "C") return false;
      const error = query.state.error;
      if (isApiError(error) && !error.isTransport) return false;
      return POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
}
