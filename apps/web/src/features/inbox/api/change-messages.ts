import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { markedRead, withoutMessages, type MessagePages } from "../inbox-view.ts";
import { INBOX_QUERY_KEY } from "./message-count.ts";
import { messageListQueryOptions } from "./message-list.ts";

/** The unread count changes with every read or delete. */
function refreshCount(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [...INBOX_QUERY_KEY, "count"] });
}

/** Marks messages read in the cached pages (the server already did) and asks for the count again. */
export function showRead(client: QueryClient, messageIds: readonly string[]): void {
  client.setQueryData(messageListQueryOptions().queryKey, (data: MessagePages | undefined) => (data ? markedRead(data, messageIds) : data));
  refreshCount(client);
}

/** `ntcmsgumst` with requestType 0: marks the messages read. */
export function useMarkReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageIds: string[]) => callApi("messagesMark", { messageIds, requestType: 0 }),
    onSuccess: (_result, messageIds) => showRead(client, messageIds),
  });
}

/** `ntcmsdmg`: deletes the messages; they leave the cached pages at once. */
export function useDeleteMessagesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageIds: string[]) => callApi("messagesDelete", { messageIds }),
    onSuccess: (_result, messageIds) => {
      client.setQueryData(messageListQueryOptions().queryKey, (data: MessagePages | undefined) =>
        data ? withoutMessages(data, messageIds) : data,
      );
      for (const id of messageIds) client.removeQueries({ queryKey: [...INBOX_QUERY_KEY, "detail", id] });
      refreshCount(client);
    },
  });
}
