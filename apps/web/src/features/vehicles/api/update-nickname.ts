import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { selectedVehicleQueryOptions } from "../../../session/vehicles/selected-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";

/**
 * `updvhclnck`: renames a vehicle; the saved name (trimmed by the server) replaces the old one
 * in the cached list and selected vehicle, so the header and cards show it at once.
 */
export async function updateNickname(input: { vehicleId: string; nickName: string }): Promise<string> {
  const { nickName } = await callApi("updateNickname", input);
  queryClient.setQueryData(vehicleListQueryOptions().queryKey, (list) =>
    list ? { vehicles: list.vehicles.map((v) => (v.vehicleId === input.vehicleId ? { ...v, nickName } : v)) } : list,
  );
  queryClient.setQueryData(selectedVehicleQueryOptions(input.vehicleId).queryKey, (selected) =>
    selected ? { ...selected, vehicle: { ...selected.vehicle, nickName } } : selected,
  );
  return nickName;
}

export function useUpdateNicknameMutation() {
  return useMutation({ mutationFn: updateNickname });
}
