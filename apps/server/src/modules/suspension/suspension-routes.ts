import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { cancelSuspension, removeSuspendedVehicle } from "./suspension-repository.ts";

/**
 * `undoSuspend` and `usrRdrRvsl` (account-and-enrollment.md 4, suspended-vehicle deactivation). The
 * session hook has checked the vehicle is the account's own (a second driver gets 7202); both
 * refuse a vehicle that is not suspended (7205) and then change nothing.
 */
export function registerSuspensionRoutes(app: FastifyInstance, db: Database): void {
  serveCall(app, "undoSuspend", async ({ vehicle }) => {
    const vehicleId = vehicle.id;
    if (!(await cancelSuspension(db, vehicleId))) throw new ApiError("7205");
    return { vehicleId, suspendYn: "N" as const };
  });

  serveCall(app, "ownershipReversal", async ({ vehicle }) => {
    const vehicleId = vehicle.id;
    if (!(await removeSuspendedVehicle(db, vehicleId))) throw new ApiError("7205");
    return { vehicleId, removed: true as const };
  });
}
