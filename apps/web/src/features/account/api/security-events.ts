import { infiniteQueryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** Events per page of the security activity. */
export const SECURITY_EVENTS_PAGE_SIZE = 20;

/** `gtsecevnts`: the account's security events, newest first, each page after the previous one's lastEventId. */
export function securityEventsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["account", "securityEvents"] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi("securityEvents", { lastEventId: pageParam, rowsPerPage: SECURITY_EVENTS_PAGE_SIZE }, { signal }),
    initialPageParam: "-1",
    getNextPageParam: (last) => (last.moreData ? last.lastEventId : undefined),
    staleTime: 0,
  });
}
