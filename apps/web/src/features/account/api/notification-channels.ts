import type { CallRequest } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { notificationOptionsQueryOptions } from "../../../api/notification-options.ts";
import { queryClient } from "../../../api/query-client.ts";

/** `ntfchnl`: the owner's webhook, ntfy and Gotify receivers. */
export function notificationChannelsQueryOptions() {
  return queryOptions({
    queryKey: ["account", "notificationChannels"] as const,
    queryFn: ({ signal }) => callApi("notificationChannels", {}, { signal }),
    staleTime: 0,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: notificationChannelsQueryOptions().queryKey });

/** `ntfchnladd`: the list is read again once the receiver is kept. */
export function useAddChannelMutation() {
  return useMutation({
    mutationFn: (body: CallRequest<"notificationChannelAdd">) => callApi("notificationChannelAdd", body),
    onSuccess: refresh,
  });
}

/** `ntfchnlupd`: a switch or the name. */
export function useUpdateChannelMutation() {
  return useMutation({
    mutationFn: (body: CallRequest<"notificationChannelUpdate">) => callApi("notificationChannelUpdate", body),
    onSuccess: refresh,
  });
}

/** `ntfchnldel`. */
export function useRemoveChannelMutation() {
  return useMutation({
    mutationFn: (id: string) => callApi("notificationChannelRemove", { id }),
    onSuccess: refresh,
  });
}

/** `ntfchnltst`: answers how the test's first try went. */
export function useTestChannelMutation() {
  return useMutation({ mutationFn: (id: string) => callApi("notificationChannelTest", { id }) });
}

/** `ntfoptssave`: the owner's own successful commands in the inbox, or not. */
export function useSaveNotificationOptionsMutation() {
  return useMutation({
    mutationFn: (body: CallRequest<"notificationOptionsSave">) => callApi("notificationOptionsSave", body),
    onSuccess: (saved) => queryClient.setQueryData(notificationOptionsQueryOptions().queryKey, saved),
  });
}
