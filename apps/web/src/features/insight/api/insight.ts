import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gttrf`: the car's tariff (null before one is set). */
export function tariffQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["insight", "tariff", vehicleId] as const,
    queryFn: ({ signal }) => callApi("tariffGet", {}, { vehicleId, signal }),
  });
}

/** `gtplcs`: the account's named places. */
export function placesQueryOptions() {
  return queryOptions({
    queryKey: ["insight", "places"] as const,
    queryFn: ({ signal }) => callApi("places", {}, { signal }),
  });
}

/** `mnthsmry`: a month against the one before. */
export function monthlySummaryQueryOptions(vehicleId: string, month: string) {
  return queryOptions({
    queryKey: ["insight", "summary", vehicleId, month] as const,
    queryFn: ({ signal }) => callApi("monthlySummary", { month }, { vehicleId, signal }),
  });
}
