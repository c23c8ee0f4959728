import { queryOptions, useMutation } from "@tanstack/react-query";
import type { CallRequest } from "@carport/protocol";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";

/** `gtclmfav`: the vehicle's climate favourites by slot. */
export function climateFavouritesQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["climateFavourites", vehicleId] as const,
    queryFn: ({ signal }) => callApi("climateFavourites", {}, { vehicleId, signal }),
    staleTime: 0,
  });
}

type FavouriteChange =
  | { call: "climateFavouriteSave"; body: CallRequest<"climateFavouriteSave"> }
  | { call: "climateFavouriteDelete" | "climateFavouriteDefault"; body: { slot: number } };

/** `svclmfav`, `dlclmfav`, `stclmfavdflt`: each answers the favourites as they now are. */
export function useClimateFavouriteMutation(vehicleId: string) {
  return useMutation({
    mutationFn: (change: FavouriteChange) => callApi(change.call, change.body as never, { vehicleId }),
    onSuccess: (answer) => queryClient.setQueryData(climateFavouritesQueryOptions(vehicleId).queryKey, answer),
  });
}
