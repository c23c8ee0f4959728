import type { FastifyInstance } from "fastify";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { CommandCallId } from "./command-catalog.ts";
import { climateCallOnEngine } from "./climate-on-engine.ts";
import type { PinService } from "./pin-service.ts";
import type { RemoteCommandService } from "./remote-command-service.ts";
import { findLastStatus } from "../vehicles/status-repository.ts";
import type { Database } from "../../db/database.ts";
import { originOf } from "../security-events/security-event-repository.ts";

/** `vrfypin`, every remote command, `fndmcr`, `rltmvhclsts` and `rmtsts`. */
export function registerRemoteRoutes(
  app: FastifyInstance,
  db: Database,
  pins: PinService,
  commands: RemoteCommandService,
): void {
  serveCall(app, "verifyPin", ({ body, request }) =>
    pins.verify(request.session!, request.vehicle!.id, body.pin, request.language, originOf(request)),
  );

  const fireAndForget = [
    "doorLock", "doorUnlock", "hornLight", "engineStart", "engineStop", "climateStart", "climateStop",
    "chargeStart", "chargeStop", "setTargetSoc", "setTargetSocCcs2", "valetActivate", "valetDeactivate",
    "chargeSchedulesSave", "hvacSchedulesSave", "chargeWindowSave", "offPeakSave",
  ] as const satisfies readonly CommandCallId[];
  for (const callId of fireAndForget) {
    serveCall(app, callId, async ({ body, request, reply }) => {
      const sent = climateCallOnEngine(callId, request.vehicle!, body as Record<string, unknown>, request.language);
      const transactionId = await commands.issue({
        callId: sent.callId,
        vehicle: request.vehicle!,
        accountId: request.session!.accountId,
        body: sent.body,
        language: request.language,
      });
      reply.header("transactionId", transactionId);
      return {};
    });
  }

  serveCall(app, "locate", async ({ body, request, reply }) => {
    const transactionId = await commands.issue({ callId: "locate", vehicle: request.vehicle!, accountId: request.session!.accountId, body });
    reply.header("transactionId", transactionId);
    const done = await commands.waitForCompletion(transactionId);
    const location = (done.result as { location?: unknown } | null)?.location;
    if (done.status_code === "7703") throw new ApiError("7703");
    if (!location) throw new ApiError("7704", done.failure_reason ?? undefined);
    return location as never;
  });

  serveCall(app, "refreshStatus", async ({ body, request, reply }) => {
    const transactionId = await commands.issue({ callId: "refreshStatus", vehicle: request.vehicle!, accountId: request.session!.accountId, body });
    reply.header("transactionId", transactionId);
    const done = await commands.waitForCompletion(transactionId);
    if (done.status_code === "7703") throw new ApiError("7703");
    const status = await findLastStatus(db, request.vehicle!.id);
    if (!status) throw new ApiError("7999");
    return { status };
  });

  serveCall(app, "commandStatus", async ({ request }) => ({
    transaction: await commands.describe(request.headers.transactionid, request.session!.accountId),
  }));
}

