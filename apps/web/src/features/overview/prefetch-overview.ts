import { onlineManager } from "@tanstack/react-query";
import { queryClient } from "../../api/query-client.ts";
import { getSelectedVehicleId, getSession } from "../../api/session.ts";
import { getLanguageId } from "../../lib/current-language.ts";
import { nextServiceQueryOptions } from "../../session/vehicles/next-service.ts";
import { vehicleHealthQueryOptions } from "../../session/vehicles/vehicle-health.ts";
import { lastVehicleStatusQueryOptions } from "../../session/vehicles/last-vehicle-status.ts";

/**
 * Starts the overview's reads (status, service due, issues) beside the route's guard and its
 * chunk, and waits for the status alone: the hero above the fold (the car, its charge or fuel, its
 * locks) renders filled with the first answer, and the cards waiting for the other two sit below
 * the fold, where filling in moves nothing on screen. A failed read is left to the page, which
 * shows its own message; the guard still decides whether the page opens.
 */
export async function prefetchOverview(): Promise<void> {
  const vehicleId = getSelectedVehicleId();
  // Only where the guard itself asks for the vehicle before the session check has answered
  // (requireVehicle): signed in, the terms accepted.
  if (!vehicleId || !getSession()?.verifiedTnC) return;
  // Offline (the last known state shown), a read not kept would wait for the connection: the page renders now.
  if (!onlineManager.isOnline()) return;
  void queryClient.prefetchQuery(nextServiceQueryOptions(vehicleId));
  void queryClient.prefetchQuery(vehicleHealthQueryOptions(vehicleId, getLanguageId()));
  await queryClient.prefetchQuery(lastVehicleStatusQueryOptions(vehicleId));
}
