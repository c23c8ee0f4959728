import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";

/** `undoSuspend`: the suspension is cancelled; the list is read again so every screen sees the vehicle active. */
export async function undoSuspend(vehicleId: string) {
  const result = await callApi("undoSuspend", {}, { vehicleId });
  await queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey });
  return result;
}

export function useUndoSuspendMutation() {
  return useMutation({ mutationFn: undoSuspend });
}
