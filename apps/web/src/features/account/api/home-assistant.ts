import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `hmasst`: whether the owner's cars are published to the site's Home Assistant, and whether the site has one. */
export function homeAssistantQueryOptions() {
  return queryOptions({
    queryKey: ["account", "homeAssistant"] as const,
    queryFn: ({ signal }) => callApi("homeAssistantGet", {}, { signal }),
    staleTime: 0,
  });
}

/** `svhmasst`: answers the new setting, which replaces the cached one. */
export function useSaveHomeAssistantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      const setting = await callApi("homeAssistantSave", { enabled });
      queryClient.setQueryData(homeAssistantQueryOptions().queryKey, setting);
      return setting;
    },
  });
}
