import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidFieldDescription, type CallDefinition } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { findVehicleAccess } from "../vehicles/vehicle-repository.ts";
import type { SessionService } from "./session-service.ts";
import type { PinService } from "../remote/pin-service.ts";

/** The vehicle id a vehicle-scoped call is about, read where its call-table entry says (header, then query, then body). */
function vehicleIdOf(call: CallDefinition, request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | undefined;
  if (call.vehicleIdFrom === "body") {
    const fromBody = body?.vehicleId;
    if (typeof fromBody !== "string" || fromBody === "") {
      throw new ApiError("7998", invalidFieldDescription("vehicleId", "required", request.language), 400);
    }
    return fromBody;
  }
  // The spec writes some calls' vehicle as a query parameter (undoSuspend, usrRdrRvsl: "q vehicleId").
  const query = request.query as Record<string, unknown> | undefined;
  return request.headers.vehicleid ?? query?.vehicleId ?? body?.vehicleId;
}

/**
 * The one place calls are authenticated: a call marked `session` needs a valid `accessToken`
 * (7403 / 7602); a vehicle-scoped call needs a vehicle the session's account may use for it
 * (7202): its own, or one shared with it when the call is in the share scope (`sharedDriver` in
 * the call table; "only" calls are the second driver's alone); a remote command needs a `pAuth`
 * issued for that account and vehicle (7317), so a second driver authorizes with their own PIN.
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
    const vehicleId = vehicleIdOf(call, request);
    if (typeof vehicleId !== "string" || vehicleId === "") throw new ApiError("7202");
    const access = await findVehicleAccess(db, request.session.accountId, vehicleId);
    if (!access) throw new ApiError("7202");
    if (access.role === "secondary" && !call.sharedDriver) throw new ApiError("7202");
    if (access.role === "primary" && call.sharedDriver === "only") throw new ApiError("7202");
    request.vehicle = access.vehicle;
    request.vehicleRole = access.role;
    if (call.pinAuthorized) await pins.check(request.headers.pauth, request.session.accountId, access.vehicle.id);
  });
}
