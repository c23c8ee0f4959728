import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ScopedVehicle, Session } from "../../http/request-context.ts";
import type { RemoteTransaction } from "@carport/protocol";
import { serveCall, unchangingResult } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { answersAtOnce, REMOTE_COMMAND_IDS, type AnsweredAtOnceCommandId } from "@carport/protocol";
import { sentCommand, type SentCommand } from "./sent-command.ts";
import { climateCallOnEngine } from "./climate-on-engine.ts";
import type { PinService } from "../auth/index.ts";
import type { RemoteCommandService } from "./remote-command-service.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import type { Database } from "../../db/database.ts";
import { originOf } from "../../core/security-event-repository.ts";

/** `vrfypin`, every remote command, `fndmcr`, `rltmvhclsts` and `rmtsts`. */
export function registerRemoteRoutes(app: FastifyInstance, db: Database, pins: PinService, commands: RemoteCommandService): void {
  serveCall(app, "verifyPin", ({ body, session, vehicle, request }) =>
    pins.verify(session, vehicle.id, body.pin, request.language, originOf(request)),
  );

  /** Records and sends a command from a call, with the pAuth the command authorization found; answers its transactionId header. */
  async function issue(
    sent: SentCommand,
    { session, vehicle, request, reply }: { session: Session; vehicle: ScopedVehicle; request: FastifyRequest; reply: FastifyReply },
  ) {
    const transactionId = await commands.issue({
      ...sent,
      vehicle,
      accountId: session.accountId,
      language: request.language,
      authorization: request.commandAuthorization,
    });
    reply.header("transactionId", transactionId);
    return transactionId;
  }

  // Every command that answers at once; fndmcr and rltmvhclsts wait for the car, below.
  const serveCommand = (callId: AnsweredAtOnceCommandId) =>
    serveCall(app, callId, async (context) => {
      await issue(climateCallOnEngine(sentCommand(callId, context.body), context.vehicle, context.request.language), context);
      return {};
    });
  for (const callId of REMOTE_COMMAND_IDS) if (answersAtOnce(callId)) serveCommand(callId);

  serveCall(app, "locate", async (context) => {
    const transactionId = await issue({ callId: "locate", body: context.body }, context);
    const done = await commands.waitForCompletion(transactionId);
    const location = (done.result as { location?: unknown } | null)?.location;
    if (done.status_code === "7703") throw new ApiError("7703");
    if (!location) throw new ApiError("7704", done.failure_reason ?? undefined);
    return location as never;
  });

  serveCall(app, "refreshStatus", async (context) => {
    const transactionId = await issue({ callId: "refreshStatus", body: context.body }, context);
    const done = await commands.waitForCompletion(transactionId);
    if (done.status_code === "7703") throw new ApiError("7703");
    const status = await findLastStatus(db, context.vehicle.id);
    if (!status) throw new ApiError("7999");
    return { status };
  });

  // A finished command is described by the same object each time (kept in memory): so is its answer, serialised once.
  const statusAnswers = new WeakMap<object, { transaction: RemoteTransaction }>();
  serveCall(app, "commandStatus", async ({ session, request }) => {
    const transaction = await commands.describe(request.headers.transactionid, session.accountId);
    let answer = statusAnswers.get(transaction);
    if (!answer) statusAnswers.set(transaction, (answer = unchangingResult({ transaction })));
    return answer;
  });
}
