import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `grcfs`: charging schedules 1 and 2, climate at departure and off-peak hours (EV/PHEV, not CCS2). */
export function chargeSchedulesQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["schedules", "charge", vehicleId] as const,
    queryFn: ({ signal }) => callApi("chargeSchedules", {}, { vehicleId, signal }),
    staleTime: 0,
    // A refetch re-creates the form: only a mount or a finished command reads again.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `getresdetails` (GET, CCS2): the climate schedules and the charging window. */
export function reservationDetailsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["schedules", "ccs2", vehicleId] as const,
    queryFn: ({ signal }) => callApi("reservationDetails", {}, { vehicleId, signal }),
    staleTime: 0,
    // A refetch re-creates the form: only a mount or a finished command reads again.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `selsoc`: the target charge per plug type with the model's step, minimum and maximum. */
export function targetSocQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["schedules", "tsoc", vehicleId] as const,
    queryFn: ({ signal }) => callApi("targetSoc", {}, { vehicleId, signal }),
    staleTime: 0,
    // A refetch re-creates the form: only a mount or a finished command reads again.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
