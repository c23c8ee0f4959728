import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { invalidFieldDescription, type CallDefinition } from "@carport/protocol";
import { ApiError } from "../../../http/api-error.ts";
import { addCallHook } from "../../../http/call-hooks.ts";
import type { Authenticated, SessionService } from "./session-service.ts";

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
 * Hands `admit` the session check's answer and calls `done`: at once when the check is kept in
 * memory (`known`), else once it is read; an error either throws goes to `done`. A hook taking
 * `done` costs no promise on the everyday path.
 */
function withAuthenticated(
  done: HookHandlerDoneFunction,
  known: () => Authenticated | undefined,
  read: () => Promise<Authenticated>,
  admit: (authenticated: Authenticated) => void,
): void {
  let authenticated: Authenticated | undefined;
  try {
    authenticated = known();
    if (authenticated) admit(authenticated);
  } catch (error) {
    return done(error as Error);
  }
  if (authenticated) return done();
  read().then((found) => {
    try {
      admit(found);
    } catch (error) {
      return done(error as Error);
    }
    done();
  }, done);
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
      return (request, _reply, done) => {
        const token = request.headers.accesstoken;
        withAuthenticated(
          done,
          () => sessions.knownFor(token, request.brand, null),
          () => sessions.authenticateFor(token, request.brand, null),
          ({ session }) => {
            request.session = session;
          },
        );
      };
    }
    const withStatus = !call.pinAuthorized;
    return (request, _reply, done) => {
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
      const token = request.headers.accesstoken;
      withAuthenticated(
        done,
        () => sessions.knownFor(token, request.brand, wanted),
        () => sessions.authenticateFor(token, request.brand, wanted, { withStatus }),
        ({ session, vehicle }) => {
          request.session = session;
          if (missingId) throw missingId;
          if (!vehicle) throw new ApiError("7202");
          const role = vehicle.account_id === session.accountId ? "primary" : "secondary";
          if (role === "secondary" && !call.sharedDriver) throw new ApiError("7202");
          if (role === "primary" && call.sharedDriver === "only") throw new ApiError("7202");
          request.vehicle = vehicle;
          request.vehicleRole = role;
        },
      );
    };
  });
}
