import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gtmvrlst`: the vehicle's monthly reports, newest first. */
export function reportListQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["mvr", "list", vehicleId] as const,
    queryFn: ({ signal }) => callApi("reportList", {}, { vehicleId, signal }),
  });
}

/** `gtmvrrpt`: one report; trouble-code descriptions and the dealer come in the request's language. */
export function reportQueryOptions(vehicleId: string, reportId: string, languageId: number) {
  return queryOptions({
    queryKey: ["mvr", "report", vehicleId, reportId, languageId] as const,
    queryFn: ({ signal }) => callApi("report", { reportId }, { vehicleId, signal }),
    staleTime: 5 * 60_000,
  });
}

/** `alerts/maintenance/evTripDetails`: the latest trips with their energy use (EV and PHEV). */
export function evTripDetailsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["mvr", "evTrips", vehicleId] as const,
    queryFn: ({ signal }) => callApi("evTripDetails", {}, { vehicleId, signal }),
  });
}
