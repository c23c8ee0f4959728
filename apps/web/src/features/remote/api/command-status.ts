import { queryOptions } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error.ts";
import { callApi } from "../../../api/client.ts";

/** How often a pending command is asked about (vehicle-area.md section 4). */
export const POLL_INTERVAL_MS = 1000;

/**
 * How often a pending command is asked about while the live stream is open: only so that an update
 * the stream missed (it was reconnecting, say) never leaves the owner watching a spinner.
 */
export const LIVE_SAFETY_POLL_MS = 5000;

/** The query key of a command's state: the live stream writes its updates there too. */
export const commandStatusQueryKey = (transactionId: string) => ["remote", "commandStatus", transactionId] as const;

/**
 * `rmtsts`: the state of a command, asked every second until it is complete (apiResult "C").
 * While the live stream is open (`live`) it brings every change, and the command is asked about
 * only every LIVE_SAFETY_POLL_MS. A business error (an unknown transaction) ends the polling; a
 * failed transport is asked again.
 */
export function commandStatusQueryOptions(transactionId: string, live = false) {
  return queryOptions({
    queryKey: commandStatusQueryKey(transactionId),
    queryFn: ({ signal }) => callApi("commandStatus", {}, { transactionId, signal }),
    staleTime: live ? Number.POSITIVE_INFINITY : 0,
    refetchInterval: (query) => {
      if (query.state.data?.transaction.apiResult === "C") return false;
      const error = query.state.error;
      if (isApiError(error) && !error.isTransport) return false;
      return live ? LIVE_SAFETY_POLL_MS : POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
}
