import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../api/client.ts";

/**
 * `sltvhcl` as a read: the selected vehicle with its features and last status. Route guards
 * read it (fuel kind, remote ignition) and the header shows its nickname.
 */
export function selectedVehicleQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["vehicles", "selected", vehicleId] as const,
    queryFn: ({ signal }) => callApi("selectVehicle", { vehicleId }, { signal }),
    staleTime: 5 * 60_000,
  });
}
