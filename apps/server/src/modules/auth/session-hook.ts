import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { findVehicleOfAccount } from "../vehicles/vehicle-repository.ts";
import type { SessionService } from "./session-service.ts";
import type { PinService } from "../remote/pin-service.ts";

/**
 * The one place calls are authenticated: a call marked `session` needs a valid `accessToken`
 * (7403 / 7602), a vehicle-scoped call needs a `vehicleId` of the session's account (7202), and a
 * remote command needs a `pAuth` issued for that account and vehicle (7317).
 */
export function registerSessionHook(
  app: FastifyInstance,
  db: Database,
  sessions: SessionService,
  pins: PinService,
): void {
  app.addHook("preHandler", async (request) => {
    const call = request.routeOptions.config.call;
    if (!call || call.access === "anonymous") return;
    request.session = await sessions.authenticate(request.headers.accesstoken, request.brand);
    if (!call.vehicleScoped) return;
    const body = request.body as Record<string, unknown> | undefined;
    const vehicleId = request.headers.vehicleid ?? body?.vehicleId;
    if (typeof vehicleId !== "string" || vehicleId === "") throw new ApiError("7202");
    const vehicle = await findVehicleOfAccount(db, request.session.accountId, vehicleId);
    if (!vehicle) throw new ApiError("7202");
    request.vehicle = vehicle;
    if (call.pinAuthorized) await pins.check(request.headers.pauth, request.session.accountId, vehicle.id);
  });
}
