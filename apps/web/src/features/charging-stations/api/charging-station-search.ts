import { queryOptions } from "@tanstack/react-query";
import type { ConnectorType } from "@carport/domain";
import { callApi } from "../../../api/client.ts";

/** What the finder asks: a place (empty: near the vehicle), one connector or all, only what the vehicle takes. */
export interface StationSearch {
  searchText: string;
  connectorType: ConnectorType | null;
  compatibleOnly: boolean;
}

/** `chrgstnsrch`: stations near a place or the vehicle, nearest first; one query per search. */
export function chargingStationSearchQueryOptions(vehicleId: string, search: StationSearch) {
  return queryOptions({
    queryKey: ["chargingStations", vehicleId, search] as const,
    queryFn: ({ signal }) =>
      callApi(
        "chargingStationSearch",
        {
          searchText: search.searchText,
          compatibleOnly: search.compatibleOnly,
          ...(search.connectorType ? { connectorType: search.connectorType } : {}),
        },
        { vehicleId, signal },
      ),
    retry: false,
  });
}
