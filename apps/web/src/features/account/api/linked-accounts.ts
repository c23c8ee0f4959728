import type { CallId, CallRequest, UpstreamAccountsResult } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";

/** `upstrmlst`: the account's linked car maker accounts, their state and last error. */
export function linkedAccountsQueryOptions() {
  return queryOptions({
    queryKey: ["account", "linkedAccounts"] as const,
    queryFn: ({ signal }) => callApi("upstreamAccounts", {}, { signal }),
    staleTime: 0,
  });
}

type AccountsChange = "upstreamLink" | "upstreamCode" | "upstreamPin" | "upstreamUnlink";

/** upstrmlnk, upstrmotp, upstrmpin, upstrmunlnk: each answers the new list, which replaces the cached one. */
export function useLinkedAccountsMutation<Id extends AccountsChange & CallId>(id: Id) {
  return useMutation({
    mutationFn: async (body: CallRequest<Id>) => {
      const list = (await callApi(id, body)) as UpstreamAccountsResult;
      queryClient.setQueryData(linkedAccountsQueryOptions().queryKey, list);
      if (id === "upstreamUnlink") await queryClient.invalidateQueries({ queryKey: ["vehicles"] });
      return list;
    },
  });
}

/** `upstrmvhcls`: the vehicles the maker lists for one linked account. */
export function makerVehiclesQueryOptions(brand: "hacc" | "kci" | "gen") {
  return queryOptions({
    queryKey: ["account", "linkedAccounts", brand, "vehicles"] as const,
    queryFn: ({ signal }) => callApi("upstreamVehicles", { brand }, { signal }),
    staleTime: 0,
  });
}

/** `upstrmadd`: brings one maker vehicle into Carport; the vehicle lists are read again. */
export function useBringInMutation() {
  return useMutation({
    mutationFn: async (body: CallRequest<"upstreamAdd">) => {
      const added = await callApi("upstreamAdd", body);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["vehicles"] }),
        queryClient.invalidateQueries({ queryKey: ["account", "linkedAccounts"] }),
      ]);
      return added;
    },
  });
}
