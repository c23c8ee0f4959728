import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidFieldDescription, type CallDefinition } from "@carport/protocol";
import { ApiError } from "../../http/api-error.ts";
import { addCallHook } from "../../http/call-hooks.ts";
import type { SessionService } from "./session-service.ts";

/** The vehicle id a vehicle-scoped call is about, read where its call-table entry says (header, then query, then body). */
function vehicleIdOf(call: CallDefinition, request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | undefined;
  if (call.vehicleIdFrom === "body" || call.vehicleIdFrom === "bodyThenHeader") {
    const fromBody = call.vehicleIdFrom === "body" ? body?.vehicleId : (body?.vehicleId ?? request.headers.vehicleid);
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
 * the call table; "only" calls are the second driver's alone). A remote command's pAuth is checked
 * after the gates (command-authorization.ts).
 */
export function registerSessionHook(app: FastifyInstance, sessions: SessionService): void {
  addCallHook(app, "preHandler", (call) => {
    if (call.access === "anonymous") return undefined;
    if (!call.vehicleScoped) {
      return async (request) => {
        request.session = await sessions.authenticate(request.headers.accesstoken, request.brand);
      };
    }
    return async (request) => {
      // The token and the vehicle come back from one query; the token's errors still
      // come before a missing body vehicleId (7998), which comes before 7202.
      let vehicleId: unknown = null;
      let missingId: unknown = null;
      try {
        vehicleId = vehicleIdOf(call, request);
      } catch (error) {
        missingId = error;
      }
      const wanted = typeof vehicleId === "string" && vehicleId !== "" ? vehicleId : null;
      const { session, vehicle } = await sessions.authenticateFor(request.headers.accesstoken, request.brand, wanted, {
        withStatus: !call.pinAuthorized,
      });
      request.session = session;
      if (missingId) throw missingId;
      if (!vehicle) throw new ApiError("7202");
      const role = vehicle.account_id === session.accountId ? "primary" : "secondary";
      if (role === "secondary" && !call.sharedDriver) throw new ApiError("7202");
      if (role === "primary" && call.sharedDriver === "only") throw new ApiError("7202");
      request.vehicle = vehicle;
      request.vehicleRole = role;
    };
  });
}
