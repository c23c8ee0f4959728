import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** How often the History page reads again, so its charts fill as the car's charge changes. */
export const HISTORY_REFETCH_MS = 30_000;

type Period = { from: string; to: string };

/** `vhclhst`: the kept status reads of the period. */
export function vehicleHistoryQueryOptions(vehicleId: string, span: string, period: () => Period) {
  return queryOptions({
    queryKey: ["history", "samples", vehicleId, span] as const,
    queryFn: ({ signal }) => callApi("vehicleHistory", period(), { vehicleId, signal }),
    refetchInterval: HISTORY_REFETCH_MS,
  });
}

/** `chrgsessns`: the charging sessions of the period. */
export function chargingSessionsQueryOptions(vehicleId: string, span: string, period: () => Period) {
  return queryOptions({
    queryKey: ["history", "charging", vehicleId, span] as const,
    queryFn: ({ signal }) => callApi("chargingSessions", period(), { vehicleId, signal }),
    refetchInterval: HISTORY_REFETCH_MS,
  });
}

/** `vhcltrps`: the trips of the period. */
export function vehicleTripsQueryOptions(vehicleId: string, span: string, period: () => Period) {
  return queryOptions({
    queryKey: ["history", "trips", vehicleId, span] as const,
    queryFn: ({ signal }) => callApi("vehicleTrips", period(), { vehicleId, signal }),
    refetchInterval: HISTORY_REFETCH_MS,
  });
}
