/**
 * What other parts of the app may use from the notification centre: the unread count for the
 * header and the invalidation that commands and status refreshes call. The page loads lazily.
 */
export { INBOX_QUERY_KEY, invalidateInbox, MESSAGE_COUNT_QUERY_KEY, messageCountQueryOptions } from "./api/message-count.ts";
