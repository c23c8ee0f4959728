import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** Every inbox query starts with this key, so one invalidation refreshes the count and the list. */
export const INBOX_QUERY_KEY = ["inbox"] as const;

/** How often the header asks for the unread count while a page stays open. */
const COUNT_REFRESH_MS = 60_000;

/** `ntcmsgcnt`: the account's unread messages, shown next to the header's Notifications link. */
export function messageCountQueryOptions() {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, "count"] as const,
    queryFn: ({ signal }) => callApi("messageCount", {}, { signal }),
    staleTime: 10_000,
    refetchInterval: COUNT_REFRESH_MS,
  });
}

/**
 * New messages arrive when a remote command completes or the vehicle reports; reading or
 * deleting changes the count. Whatever did it calls this to refresh the count and the list.
 */
export function invalidateInbox(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
}
