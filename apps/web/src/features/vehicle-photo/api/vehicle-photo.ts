import { queryOptions, useMutation } from "@tanstack/react-query";
import type { CallRequest, CallResult } from "@carport/protocol";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";

/** `gtvhclpht`: the vehicle's photo (null when none); it changes only through this screen, so it stays fresh. */
export function vehiclePhotoQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["vehicles", "photo", vehicleId] as const,
    queryFn: ({ signal }) => callApi("vehiclePhoto", {}, { vehicleId, signal }),
    staleTime: 30 * 60_000,
  });
}

function keep(vehicleId: string, result: CallResult<"vehiclePhoto">) {
  queryClient.setQueryData(vehiclePhotoQueryOptions(vehicleId).queryKey, result);
  return result;
}

/** `svvhclpht`: the saved photo replaces the cached one, so the list and overview show it at once. */
export function useSaveVehiclePhotoMutation(vehicleId: string) {
  return useMutation({
    mutationFn: async (body: CallRequest<"vehiclePhotoSave">) => keep(vehicleId, await callApi("vehiclePhotoSave", body, { vehicleId })),
  });
}

/** `dlvhclpht`. */
export function useDeleteVehiclePhotoMutation(vehicleId: string) {
  return useMutation({
    mutationFn: async () => keep(vehicleId, await callApi("vehiclePhotoDelete", {}, { vehicleId })),
  });
}

/** The photo as an image address (a data URL: the page's policy allows those for images). */
export function photoSource(photo: { contentType: string; data: string }): string {
  return `data:${photo.contentType};base64,${photo.data}`;
}
