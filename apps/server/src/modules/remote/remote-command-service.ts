import { isProvenEnrollment } from "@carport/domain";
import { COMMAND_SUCCESS_CODE, errorDescription, type LanguageId, type RemoteTransaction } from "@carport/protocol";
import { wireTimestamp, type EventMessage, type ResultMessage, type StatusMessage } from "@carport/telematics";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Queryable } from "../../db/database.ts";
import type { Metrics } from "../../http/metrics.ts";
import type { VehicleNotifier } from "../notifications/vehicle-notifier.ts";
import { ApiError } from "../../http/api-error.ts";
import { insertInboxMessage } from "../messages/inbox-repository.ts";
import { insertTrip } from "../reports/trip-repository.ts";
import { recordSecurityEvent } from "../security-events/security-event-repository.ts";
import type { VehicleLinkGateway } from "../vehicle-link/vehicle-link-gateway.ts";
import { saveStatusOfVin } from "../vehicles/status-repository.ts";
import type { VehicleRecord } from "../vehicles/vehicle-repository.ts";
import { COMMANDS, type CommandCallId } from "./command-catalog.ts";
import { assertCommandInRange } from "./command-ranges.ts";
import {
  completeTransaction,
  failOverdueTransactions,
  findTransaction,
  insertPendingTransaction,
  isPendingConflict,
  isTransactionOfVin,
  type TransactionRecord,
} from "./transaction-repository.ts";

/** Inbox keys of vehicle events. */
const EVENT_MESSAGE_KEYS: Record<Exclude<EventMessage["type"], "trip">, string> = {
  chargeComplete: "CHARGE_COMPLETE",
  climateEnded: "CLIMATE_ENDED",
  engineStopped: "ENGINE_STOPPED",
  warning: "VEHICLE_WARNING",
  troubleCode: "VEHICLE_TROUBLE_CODE",
  alarm: "VEHICLE_ALARM",
  scheduledClimate: "SCHEDULE_CLIMATE_START",
  scheduledChargeStart: "SCHEDULE_CHARGE_START",
  scheduledChargeStop: "SCHEDULE_CHARGE_STOP",
};
const FAILURE_MESSAGE_KEY = "PREVIOUS_REQUEST_WAS_FAILED";

export interface RemoteCommandOptions {
  deadlineSeconds: number;
  dailyLimit: number;
}

/**
 * A remote command is a row first: checked, written as pending, published to the vehicle, answered
 * at once. The vehicle's result completes it; a deadline sweep fails it with 7703 otherwise.
 */
export function createRemoteCommandService(
  db: Database,
  gateway: VehicleLinkGateway,
  options: RemoteCommandOptions,
  deps: { log: FastifyBaseLogger; metrics?: Metrics; notifier?: VehicleNotifier },
) {
  const { log, metrics, notifier } = deps;
  async function vehicleIdOfVin(vin: string): Promise<{ id: string; account_id: string; enrollment_status: number } | null> {
    const [row] = await db.query<{ id: string; account_id: string; enrollment_status: number }>("select id, account_id, enrollment_status from vehicles where vin = $1", [vin]);
    return row ?? null;
  }

  async function finish(tx: Queryable, row: TransactionRecord, failed: boolean, detail: string) {
    const spec = COMMANDS[row.api_code as CommandCallId];
    const outcome = !failed ? "success" : row.status_code === "7703" ? "timeout" : "failed";
    metrics?.commands.inc({ command: row.api_code, outcome });
    const successKey = typeof spec?.successKey === "function" ? spec.successKey(row.params) : spec?.successKey;
    const key = failed ? FAILURE_MESSAGE_KEY : (successKey ?? "COMMAND_SUCCESS");
    await insertInboxMessage(tx, { accountId: row.account_id, vehicleId: row.vehicle_id, key, detail, transactionId: row.id });
    await notifier?.notify(tx, { accountId: row.account_id, vehicleId: row.vehicle_id, key, detail });
    await recordSecurityEvent(tx, {
      accountId: row.account_id,
      kind: "remoteCommand",
      detail: { command: row.api_code, outcome, vehicleId: row.vehicle_id },
    });
  }

  return {
    /** Checks, records and sends a command; answers the transaction id. */
    async issue(input: {
      callId: CommandCallId;
      vehicle: VehicleRecord;
      accountId: string;
      body: Record<string, unknown>;
      language?: LanguageId;
    }): Promise<string> {
      const spec = COMMANDS[input.callId];
      const { vehicle } = input;
      if (vehicle.enrollment_status !== 4 || vehicle.subscription_status !== "A" || vehicle.suspended) {
        throw new ApiError("7702");
      }
      if (!spec.fits(vehicle)) throw new ApiError("7705");
      assertCommandInRange(input.body, vehicle, input.language ?? 0);
      const params = spec.params(input.body, vehicle, input.language ?? 0);
      const transaction = await insertPendingTransaction(db, {
        vehicleId: vehicle.id,
        accountId: input.accountId,
        apiCode: input.callId,
        command: spec.command,
        params,
        deadlineSeconds: options.deadlineSeconds,
        dailyLimit: options.dailyLimit,
      }).catch((error: unknown) => {
        throw isPendingConflict(error) ? new ApiError("7700") : error;
      });
      if (!transaction) throw new ApiError("7701");
      // Not awaited: with the broker down the publish waits for it to come back; the row is already
      // pending and fails by its deadline (7703), so the owner is answered at once and nothing hangs.
      gateway
        .send(vehicle.vin, {
          transactionId: transaction.id,
          command: spec.command,
          params,
          issuedAt: transaction.startedAt.toISOString(),
          deadline: transaction.deadlineAt.toISOString(),
        })
        .catch((error: unknown) => log.error({ err: error, transactionId: transaction.id }, "could not publish a command"));
      return transaction.id;
    },

    /**
     * A vehicle's answer, in one database transaction: its status is stored first, so whoever sees
     * the command complete reads the status after it; then the command completes once and the
     * inbox message is written. A result counts only for a transaction sent to the car of the topic
     * it arrived on: one naming another car's transaction (or none) is dropped whole, status included.
     */
    async onResult(vin: string, result: ResultMessage): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await isTransactionOfVin(tx, result.transactionId, vin))) {
          metrics?.refusedResults.inc();
          log.warn({ vin, transactionId: result.transactionId.slice(0, 64) }, "dropped a vehicle result naming a transaction that is not this vehicle's");
          return;
        }
        await saveStatusOfVin(tx, vin, result.status, new Date(result.completedAt));
        const row = await completeTransaction(tx, {
          id: result.transactionId,
          vin,
          statusCode: result.ok ? COMMAND_SUCCESS_CODE : "7704",
          failureReason: result.ok ? null : (result.failureReason ?? errorDescription("7704", 0)),
          result: result.location ? { location: result.location } : null,
        });
        if (row) await finish(tx, row, !result.ok, result.failureReason ?? "");
      });
    },

    async onStatus(vin: string, message: StatusMessage): Promise<void> {
      await saveStatusOfVin(db, vin, message.status, new Date(message.reportedAt));
    },

    async onEvent(vin: string, event: EventMessage): Promise<void> {
      const vehicle = await vehicleIdOfVin(vin);
      if (!vehicle) return;
      if (event.type === "trip") {
        if (event.trip) await insertTrip(db, vehicle.id, event.trip);
        return;
      }
      // A car enrolled without proof tells its account nothing (the trip above stays the car's).
      if (!isProvenEnrollment(vehicle.enrollment_status)) return;
      const message = { accountId: vehicle.account_id, vehicleId: vehicle.id, key: EVENT_MESSAGE_KEYS[event.type], detail: event.detail ?? "" };
      await db.transaction(async (tx) => {
        await insertInboxMessage(tx, message);
        await notifier?.notify(tx, message);
      });
    },

    /** Fails every command whose vehicle did not answer before its deadline. */
    async failOverdue(): Promise<number> {
      return db.transaction(async (tx) => {
        const failed = await failOverdueTransactions(tx, errorDescription("7703", 0));
        for (const row of failed) await finish(tx, row, true, errorDescription("7703", 0));
        return failed.length;
      });
    },

    /** The transaction of this account, as rmtsts answers it. */
    async describe(transactionId: unknown, accountId: string): Promise<RemoteTransaction> {
      const row = typeof transactionId === "string" ? await findTransaction(db, transactionId) : null;
      if (!row || row.account_id !== accountId) {
        throw new ApiError("7998", "Invalid request: field 'transactionId': unknown transaction", 400);
      }
      return presentTransaction(row);
    },

    /** Waits until the transaction is complete (or its deadline has passed and the sweep failed it). */
    async waitForCompletion(transactionId: string): Promise<TransactionRecord> {
      for (;;) {
        const row = await findTransaction(db, transactionId);
        if (!row) throw new ApiError("7999");
        if (row.state === "C") return row;
        if (Date.now() > new Date(row.deadline_at).getTime()) {
          await this.failOverdue();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export type RemoteCommandService = ReturnType<typeof createRemoteCommandService>;

function presentTransaction(row: TransactionRecord): RemoteTransaction {
  return {
    apiCode: row.api_code,
    apiStartDate: wireTimestamp(new Date(row.started_at)),
    apiEndDate: row.ended_at ? wireTimestamp(new Date(row.ended_at)) : "",
    apiResult: row.state,
    apiStatusCode: row.status_code ?? "null",
    ...(row.failure_reason ? { apiFailureReason: row.failure_reason } : {}),
  };
}
