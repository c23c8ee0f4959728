import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../api/client.ts";
import { queryClient } from "../../api/query-client.ts";
import { setSelectedVehicleId } from "../../api/session.ts";
import { selectedVehicleQueryOptions } from "./selected-vehicle.ts";

/**
 * `sltvhcl` as an action: selects the vehicle on the server, keeps its answer for the guards
 * and the header, and remembers the choice for the tab.
 */
export async function selectVehicle(vehicleId: string) {
  const result = await callApi("selectVehicle", { vehicleId });
  queryClient.setQueryData(selectedVehicleQueryOptions(vehicleId).queryKey, result);
  setSelectedVehicleId(vehicleId);
  return result;
}

export function useSelectVehicleMutation() {
  return useMutation({ mutationFn: selectVehicle });
}
