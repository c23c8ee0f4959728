import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../api/client.ts";

/** `vhcllst`: the account's vehicles. */
export function vehicleListQueryOptions() {
  return queryOptions({
    queryKey: ["vehicles", "list"] as const,
    queryFn: ({ signal }) => callApi("vehicleList", {}, { signal }),
    staleTime: 60_000,
  });
}
