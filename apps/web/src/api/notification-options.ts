import { queryOptions } from "@tanstack/react-query";
import { callApi } from "./client.ts";

/**
 * `ntfopts`: the channels this site delivers through (one it cannot use is not shown), whether to
 * offer this browser's notifications now (after the owner's first successful command), and the
 * owner's inbox choice. Read afresh where the offer depends on a command just finished.
 */
export function notificationOptionsQueryOptions() {
  return queryOptions({
    queryKey: ["notificationOptions"] as const,
    queryFn: ({ signal }) => callApi("notificationOptions", {}, { signal }),
    staleTime: 0,
  });
}
