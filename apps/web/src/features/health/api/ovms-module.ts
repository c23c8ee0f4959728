import { queryOptions, useMutation } from "@tanstack/react-query";
import type { OvmsCapability } from "@carport/protocol";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";

/** `ovmsmdl`: the car's OVMS module, or null when it has none (primary driver only). */
export function ovmsModuleQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["health", "ovmsModule", vehicleId] as const,
    queryFn: ({ signal }) => callApi("ovmsModule", {}, { vehicleId, signal }),
  });
}

/** `svovmscpb`: what the owner confirms the module can do; the answer replaces the cached module. */
export function useSaveOvmsCapabilities(vehicleId: string) {
  return useMutation({
    mutationFn: (supports: OvmsCapability[]) => callApi("ovmsCapabilitiesSave", { supports }, { vehicleId }),
    onSuccess: (saved) => queryClient.setQueryData(ovmsModuleQueryOptions(vehicleId).queryKey, saved),
  });
}
