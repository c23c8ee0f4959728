import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { getSelectedVehicleId, setSelectedVehicleId } from "../../../api/session.ts";
import { selectedVehicleQueryOptions } from "../../../session/vehicles/selected-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";

/**
 * `usrRdrRvsl`: the suspended vehicle is deactivated and leaves the account, so it stops being the
 * selected vehicle and its cached answers go; the list is read again.
 */
export async function reverseOwnership(vehicleId: string) {
  const result = await callApi("ownershipReversal", {}, { vehicleId });
  if (getSelectedVehicleId() === vehicleId) setSelectedVehicleId(null);
  queryClient.removeQueries({ queryKey: selectedVehicleQueryOptions(vehicleId).queryKey });
  await queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey });
  return result;
}

export function useOwnershipReversalMutation() {
  return useMutation({ mutationFn: reverseOwnership });
}
