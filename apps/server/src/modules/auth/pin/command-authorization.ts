import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import { ApiError } from "../../../http/api-error.ts";
import { addCallHook } from "../../../http/call-hooks.ts";
import { originOf } from "../../../core/security-event-repository.ts";
import type { PinService } from "./pin-service.ts";

/**
 * A remote command's PIN authorization (7317): a pAuth issued by vrfypin to this session, account
 * and vehicle, so a second driver authorizes with their own PIN. Taken from the header or the body
 * (bluelinky puts it in the body of some commands; both present and different is refused).
 * Registered after the session hook and the gates, as the last step before the handler. The
 * statement that records the command takes the pAuth (remote-command-service.ts), so a command
 * refused for any reason keeps it, and a bad pAuth is answered 7317 before any other refusal.
 */
export function registerCommandAuthorization(app: FastifyInstance, pins: PinService): void {
  addCallHook(app, "preHandler", (call) => (call.pinAuthorized ? authorize : undefined));
  async function authorize(request: FastifyRequest): Promise<void> {
    if (!request.session || !request.vehicle) return;
    const session = request.session;
    const vehicleId = request.vehicle.id;
    const body = request.body as Record<string, unknown> | null | undefined;
    const pAuth = pAuthOf(request, body);
    request.commandAuthorization = {
      check: async () => pins.check(pins.claim(pAuth, session, vehicleId)),
      async claim() {
        const claim = pins.claim(pAuth, session, vehicleId);
        const pin = body?.pin;
        if (typeof pin === "string") await pins.checkCommandPin(claim, pin, request.language, originOf(request));
        return claim;
      },
    };
  }
}

function pAuthOf(request: FastifyRequest, body: Record<string, unknown> | null | undefined): unknown {
  const fromHeader = request.headers.pauth;
  const fromBody = body?.pAuth;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new ApiError("7998", invalidFieldDescription("pAuth", "conflictsWithHeader", request.language), 400);
  }
  return fromHeader ?? fromBody;
}
