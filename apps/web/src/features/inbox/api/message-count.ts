import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** Every inbox query starts with this key, so one invalidation refreshes the count and the list. */
export const INBOX_QUERY_KEY = ["inbox"] as const;

/** How often the header asks for the unread count while a page stays open. */
const COUNT_REFRESH_MS = 60_000;

/** The unread count's query key: the live stream writes the new count there. */
export const MESSAGE_COUNT_QUERY_KEY = [...INBOX_QUERY_KEY, "count"] as const;

/**
 * `ntcmsgcnt`: the account's unread messages, shown next to the header's Notifications link;
 * asked again every minute unless the live stream is open (`live`), which brings each change.
 */
export function messageCountQueryOptions(live = false) {
  return queryOptions({
    queryKey: MESSAGE_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => callApi("messageCount", {}, { signal }),
    staleTime: live ? Number.POSITIVE_INFINITY : 10_000,
    refetchInterval: live ? false : COUNT_REFRESH_MS,
  });
}

/**
 * New messages arrive when a remote command completes or the vehicle reports; reading or
 * deleting changes the count. Whatever did it calls this to refresh the count and the list.
 */
export function invalidateInbox(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
}
