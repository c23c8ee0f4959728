import { infiniteQueryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { INBOX_QUERY_KEY } from "./message-count.ts";

/** Messages per page (vehicle-area.md 9). */
export const MESSAGE_PAGE_SIZE = 20;
/** The first page's cursor (vehicle-area.md 9). */
export const FIRST_PAGE = "-1";

/** `ntcmsglst`: pages of 20 messages, newest first, each after the previous page's lastMessageId. */
export function messageListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...INBOX_QUERY_KEY, "list"] as const,
    queryFn: ({ pageParam, signal }) => callApi("messageList", { lastMessageId: pageParam, rowsPerPage: MESSAGE_PAGE_SIZE }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.moreData ? last.lastMessageId : undefined),
    staleTime: 0,
  });
}
