import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { INBOX_QUERY_KEY } from "./message-count.ts";

/** `ntcmsgmd`: one message; the server marks it read when it is opened. */
export function messageDetailQueryOptions(messageId: string) {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, "detail", messageId] as const,
    queryFn: ({ signal }) => callApi("messageDetail", { messageId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
