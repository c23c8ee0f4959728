import { freshStatusAllowed, type RefreshBudget } from "@carport/domain";
import { errorDescription, type ErrorCode, type VehicleStatus } from "@carport/protocol";
import type { CommandMessage, ResultMessage, VehicleLocation } from "@carport/telematics";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { findLastStatus, saveStatus } from "../../core/status-repository.ts";
import { findVehicleById } from "../../core/vehicle-repository.ts";
import { carportCodeOf, LINK_FAILURE_CODES, UpstreamError } from "./upstream-client.ts";
import { upstreamCallOf } from "./upstream-command-calls.ts";
import {
  findUpstreamAccountById,
  recordUpstreamFailure,
  recordUpstreamNotice,
  recordUpstreamSuccess,
  takeFreshStatusTurn,
  type UpstreamAccountRow,
  type UpstreamVehicleRow,
} from "./upstream-repository.ts";
import type { MirroredStatus, UpstreamMirror } from "./upstream-mirror.ts";
import { pinForReads } from "./upstream-poller.ts";
import type { UpstreamSessions } from "./upstream-sessions.ts";
import { reportedAtOf } from "./upstream-status.ts";

/** A failure the owner is shown, as a Carport code. */
class ForwardFailure extends Error {
  constructor(readonly code: ErrorCode) {
    super(`forwarding failed with ${code}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Carries out one Carport transaction of a linked car at its maker: vrfypin with the sealed PIN,
 * the command with its pAuth, then rmtsts until the maker's transaction completes; a fresh status
 * only within the budget (else the cache answers). Its outcome completes Carport's transaction
 * through the same onResult path the MQTT results take.
 */
export function createUpstreamCommandForwarder(
  db: Database,
  box: CredentialBox,
  sessions: UpstreamSessions,
  mirror: UpstreamMirror,
  options: { commandPollMs: number; retrySeconds: number; budget: RefreshBudget },
  log: FastifyBaseLogger,
) {
  /** Retries a step while the network fails, with a doubling pause, until the transaction's deadline. */
  async function withRetry<T>(deadline: number, step: () => Promise<T>): Promise<T> {
    for (let pause = 250; ; pause *= 2) {
      try {
        return await step();
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamCode !== "network" || Date.now() + pause >= deadline) throw error;
        await sleep(pause);
      }
    }
  }

  /** Reads the car's status at the maker with the reads that go with it (upstream-mirror.ts) and saves it. */
  async function mirroredStatus(
    row: UpstreamAccountRow,
    vehicle: UpstreamVehicleRow,
    call: "lstvhclsts" | "rltmvhclsts",
    deadline: number,
  ): Promise<VehicleStatus> {
    const previous = (await findLastStatus(db, vehicle.vehicle_id)) as MirroredStatus | null;
    const status = await withRetry(deadline, () =>
      mirror.read({
        row,
        upstreamVehicleId: vehicle.upstream_vehicle_id,
        electric: vehicle.fuel_kind_code === "E",
        pin: pinForReads(box, row),
        previous,
        call,
      }),
    );
    await saveStatus(db, vehicle.vehicle_id, status, reportedAtOf(status, options.budget.timeZone));
    return status;
  }

  async function pinAuthorization(row: UpstreamAccountRow, vehicle: UpstreamVehicleRow, pin: string, deadline: number): Promise<string> {
    const { result } = await withRetry(deadline, () =>
      sessions.call(row, "vrfypin", { pin }, { headers: { vehicleId: vehicle.upstream_vehicle_id } }),
    );
    if (typeof result?.pAuth !== "string") throw new UpstreamError("unreadable", "upstream vrfypin answered no pAuth");
    return result.pAuth;
  }

  /**
   * How the public clients read a maker transaction (rmtsts): `apiResult` "C" is done, "P" (or none
   * yet) still running, anything else failed (KiaUvoApiCA check_action_status); `apiStatusCode` is
   * not read for success. A done transaction naming an `apiFailureReason` failed.
   */
  function transactionOutcome(transaction: any): "done" | "running" | "failed" {
    const result = transaction?.apiResult;
    if (result === "P" || result === undefined || result === null) return "running";
    if (result !== "C") return "failed";
    const reason = transaction?.apiFailureReason;
    return typeof reason === "string" && reason.trim() !== "" && reason !== "null" ? "failed" : "done";
  }

  async function carryOut(
    row: UpstreamAccountRow,
    vehicle: UpstreamVehicleRow,
    command: CommandMessage,
    deadline: number,
  ): Promise<{ status: VehicleStatus; location?: VehicleLocation }> {
    if (command.command === "refreshStatus") {
      const now = new Date();
      const allowed =
        freshStatusAllowed(now, vehicle.last_fresh_at ? new Date(vehicle.last_fresh_at) : null, options.budget) &&
        (await takeFreshStatusTurn(db, vehicle.vehicle_id, new Date(now.getTime() - options.budget.minIntervalSeconds * 1000)));
      if (!allowed) {
        // Over budget: the cache answers, and the car sleeps on.
        const cached = await findLastStatus(db, vehicle.vehicle_id);
        if (!cached) throw new ForwardFailure("7839");
        return { status: cached };
      }
      return { status: await mirroredStatus(row, vehicle, "rltmvhclsts", deadline) };
    }
    if (!row.sealed_pin) throw new ForwardFailure("7840");
    const { pin } = box.open<{ pin: string }>(row.sealed_pin);
    if (command.command === "locate") {
      const location = await mirror.location(row, vehicle.upstream_vehicle_id, pin);
      if (!location) throw new ForwardFailure("7839");
      // The position joins Carport's copy of the status: its history and every client see it.
      const last = (await findLastStatus(db, vehicle.vehicle_id)) ?? (await mirroredStatus(row, vehicle, "lstvhclsts", deadline));
      const status = { ...last, vehicleLocation: location } as VehicleStatus;
      await saveStatus(db, vehicle.vehicle_id, status, reportedAtOf(status, options.budget.timeZone));
      return { status, location: location as VehicleLocation };
    }
    const car = await findVehicleById(db, vehicle.vehicle_id);
    const forwarded = car && upstreamCallOf(command.command, command.params, car, vehicle.upstream_vehicle_id);
    if (!forwarded) throw new ForwardFailure("7841");
    const { call, body, pinAuthorized } = forwarded;
    const headers: Record<string, string> = { vehicleId: vehicle.upstream_vehicle_id };
    if (pinAuthorized) headers.pAuth = await pinAuthorization(row, vehicle, pin, deadline);
    // Not retried: a command the maker may have received must not go twice. evc/setsoc is sent as
    // the maker's remote page sends it (KiaUvoApiCA set_charge_limits: from SPA, Referer …/remote/).
    const sent = await sessions.call(row, call, { ...body, pin }, { headers, kind: call === "evc/setsoc" ? "remote" : "session" });
    const transactionId = sent.headers.get("transactionId");
    if (!transactionId) throw new UpstreamError("unreadable", "upstream command answered no transactionId");
    // rmtsts carries a pAuth, as both public clients send it (egmp-bluelink-scriptable reuses the command's).
    const pAuth = headers.pAuth ?? (await pinAuthorization(row, vehicle, pin, deadline));
    for (;;) {
      const { result } = await withRetry(deadline, () =>
        sessions.call(row, "rmtsts", {}, { headers: { vehicleId: vehicle.upstream_vehicle_id, transactionId, pAuth } }),
      );
      const outcome = transactionOutcome(result?.transaction);
      if (outcome === "failed") throw new ForwardFailure("7839");
      if (outcome === "done") return { status: await mirroredStatus(row, vehicle, "lstvhclsts", deadline) };
      if (Date.now() + options.commandPollMs >= deadline)
        throw new UpstreamError("network", "upstream transaction did not complete in time");
      await sleep(options.commandPollMs);
    }
  }

  return {
    /** Runs the command and hands its outcome to onResult; never throws (a failure is the command's). */
    async forward(vehicle: UpstreamVehicleRow, command: CommandMessage, onResult: (vin: string, result: ResultMessage) => Promise<void>) {
      const deadline = new Date(command.deadline).getTime();
      const row = await findUpstreamAccountById(db, vehicle.upstream_account_id);
      let outcome: { ok: true; status: VehicleStatus; location?: VehicleLocation } | { ok: false; code: ErrorCode };
      try {
        if (!row || row.state !== "linked") throw new ForwardFailure("7838");
        outcome = { ok: true, ...(await carryOut(row, vehicle, command, deadline)) };
        await recordUpstreamSuccess(db, row.id);
      } catch (error) {
        if (!(error instanceof ForwardFailure) && !(error instanceof UpstreamError)) {
          log.error({ err: error, transactionId: command.transactionId }, "forwarding a command upstream failed");
        }
        const code = error instanceof ForwardFailure ? error.code : carportCodeOf(error);
        if (error instanceof UpstreamError)
          log.warn({ upstreamCode: error.upstreamCode, code, command: command.command }, "upstream refused a command");
        // Refusals of this one command (PIN, daily limit) say nothing of the link's health: no back-off for them.
        if (row && error instanceof UpstreamError) {
          if (LINK_FAILURE_CODES.has(code)) await recordUpstreamFailure(db, row.id, code, options.retrySeconds);
          else await recordUpstreamNotice(db, row.id, code);
          // The read below sees it too: a PIN the maker refused is not tried again for a position.
          row.last_error_code = code;
        }
        outcome = { ok: false, code };
        // The mirror follows the car either way: a refused command may still have changed something.
        if (row?.state === "linked" && !(error instanceof UpstreamError && LINK_FAILURE_CODES.has(code))) {
          await mirroredStatus(row, vehicle, "lstvhclsts", deadline).catch(() => undefined);
        }
      }
      const status = outcome.ok ? outcome.status : await findLastStatus(db, vehicle.vehicle_id);
      if (!status) return;
      await onResult(vehicle.vin, {
        transactionId: command.transactionId,
        ok: outcome.ok,
        ...(outcome.ok ? {} : { failureReason: errorDescription(outcome.code, 0) }),
        status,
        ...(outcome.ok && outcome.location ? { location: outcome.location } : {}),
        completedAt: reportedAtOf(status, options.budget.timeZone).toISOString(),
      });
    },
  };
}
