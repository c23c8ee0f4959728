/**
 * What other parts of the app may use from the notification centre: the unread count for the
 * header and the invalidation that commands and status refreshes call. The page loads lazily.
 */
export { invalidateInbox, messageCountQueryOptions } from "./api/message-count.ts";
