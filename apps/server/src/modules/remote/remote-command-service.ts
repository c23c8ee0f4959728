import { isProvenEnrollment } from "@carport/domain";
import {
  COMMAND_SUCCESS_CODE,
  commandSuccessKey,
  errorDescription,
  isRemoteCommandId,
  REMOTE_COMMANDS,
  type LanguageId,
  type RemoteTransaction,
} from "@carport/protocol";
import {
  wireTimestamp,
  type CommandMessage,
  type CommandParams,
  type EventMessage,
  type ResultMessage,
  type StatusMessage,
} from "@carport/telematics";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { FastifyBaseLogger } from "fastify";
import type { CommandAuthorization } from "../../http/request-context.ts";
import type { Database, Queryable } from "../../db/database.ts";
import type { Metrics } from "../../http/metrics.ts";
import type { VehicleNotifier } from "../notifications/index.ts";
import { ApiError } from "../../http/api-error.ts";
import { groupCommit } from "../../db/group-commit.ts";
import { insertInboxMessage, insertInboxMessages } from "../messages/index.ts";
import { insertTrip } from "../reports/index.ts";
import { recordSecurityEvents } from "../../core/security-event-repository.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { saveStatusesOfVins, saveStatusOfVin } from "../../core/status-repository.ts";
import { findVehicleById, type VehicleRecord } from "../../core/vehicle-repository.ts";
import { commandFits, commandParams } from "./command-catalog.ts";
import type { SentCommand } from "./sent-command.ts";
import { assertCommandInRange } from "./command-ranges.ts";
import { withoutRepeats, type CarReport, type SavedStatus } from "./car-reports.ts";
import {
  announcePending,
  claimUnansweredTransactions,
  completeTransactions,
  failOverdueTransactions,
  findTransaction,
  isPendingConflict,
  recordPendingTransactions,
  type PendingCommand,
  type PendingRefusal,
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
  /**
   * A command with no result for this long is sent to its car again, under the same transaction
   * id (the car carries it out once and answers a repeat with its first result): a command or a
   * result a broker dropped still completes.
   */
  resendAfterSeconds: number;
}

/** No command is sent again this close to its deadline: the car could not answer in time. */
const RESEND_MARGIN_SECONDS = 2;

/** What the car is sent for a pending command, the first time and any time after. */
function commandMessageOf(row: TransactionRecord): CommandMessage {
  return {
    transactionId: row.id,
    command: row.command as CommandMessage["command"],
    params: row.params,
    issuedAt: new Date(row.started_at).toISOString(),
    deadline: new Date(row.deadline_at).toISOString(),
  };
}

/**
 * A remote command is a row first: checked, written as pending, published to the vehicle, answered
 * at once. The vehicle's result completes it; a deadline sweep fails it with 7703 otherwise.
 */
export function createRemoteCommandService(
  db: Database,
  gateway: VehicleLinkGateway,
  options: RemoteCommandOptions,
  deps: { log: FastifyBaseLogger; metrics?: Metrics; notifier?: VehicleNotifier; answers?: AnswerCache },
) {
  const { log, metrics, notifier } = deps;
  // A finished command's row no longer changes: kept until rows of remote_transactions are deleted.
  // A pending one is kept until any instance completes it (the live channel's "x:…:C", which this
  // instance's own completions announce at once), so an owner polling it costs no read.
  const commandStates = deps.answers?.kind<{ row: TransactionRecord; presented: RemoteTransaction } | null>("commandStates");
  type KeptTransaction = { row: TransactionRecord; presented: RemoteTransaction } | null;
  const kept = (row: TransactionRecord | null): KeptTransaction => row && { row, presented: presentTransaction(row) };
  // Nothing but the row itself: the account's other changes (an inbox message…) leave it as it is.
  const sourcesOf = (found: KeptTransaction) => (!found ? null : { transactions: found.row.state === "C" ? [] : [found.row.id] });
  function readTransaction(id: string) {
    const load = async () => kept(await findTransaction(db, id));
    return commandStates ? commandStates.read(id, load, sourcesOf) : load();
  }
  /**
   * Keeps a command as the write that recorded or completed it returned it: the owner's next poll
   * reads nothing. (The pending row's own announcement, "x:…:P", drops nothing: answer-cache.ts.)
   */
  async function keepKnown(row: TransactionRecord) {
    await commandStates?.keep(row.id, async () => kept(row), sourcesOf);
  }
  async function vehicleIdOfVin(vin: string): Promise<{ id: string; account_id: string; enrollment_status: number } | null> {
    const [row] = await db.query<{ id: string; account_id: string; enrollment_status: number }>(
      "select id, account_id, enrollment_status from vehicles where vin = $1",
      [vin],
    );
    return row ?? null;
  }

  /** Completed commands' inbox messages, notifications and security events, one statement each for all. */
  async function finish(tx: Queryable, finished: Array<{ row: TransactionRecord; detail: string }>) {
    const messages = finished.map(({ row, detail }) => ({
      accountId: row.account_id,
      vehicleId: row.vehicle_id,
      key:
        outcomeOf(row) !== "success"
          ? FAILURE_MESSAGE_KEY
          : isRemoteCommandId(row.api_code)
            ? commandSuccessKey(row.api_code, row.params)
            : "COMMAND_SUCCESS",
      detail,
      transactionId: row.id,
    }));
    await insertInboxMessages(tx, messages);
    await notifier?.notifyAll(tx, messages);
    await recordSecurityEvents(
      tx,
      finished.map(({ row }) => ({
        accountId: row.account_id,
        kind: "remoteCommand" as const,
        detail: { command: row.api_code, outcome: outcomeOf(row), vehicleId: row.vehicle_id },
      })),
    );
  }

  /**
   * Cars' results and status reports inside one transaction: answers, for each result, the row it
   * completed, null when the command was already complete, or "refused" when it names a
   * transaction that is not its car's (null for a status report).
   */
  async function writeReports(tx: Queryable, reports: CarReport[]): Promise<Array<TransactionRecord | "refused" | null>> {
    const answers = reports.flatMap((report) => ("result" in report ? [report] : []));
    // Completed first: the common case costs no separate ownership check, and the statuses saved
    // after them in the same transaction are still visible no later than the completions.
    const rows = await completeTransactions(
      tx,
      answers.map(({ vin, result }) => ({
        id: result.transactionId,
        vin,
        statusCode: result.ok ? COMMAND_SUCCESS_CODE : "7704",
        failureReason: result.ok ? null : (result.failureReason ?? errorDescription("7704", 0)),
        result: result.location ? { location: result.location } : null,
      })),
    );
    // A result delivered twice completes its command once: the first answer naming it takes the row.
    const unclaimed = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
    const outcomes: Array<TransactionRecord | "refused" | null> = [];
    const statuses: SavedStatus[] = [];
    const finished: Array<{ row: TransactionRecord; detail: string }> = [];
    for (const report of reports) {
      if (!("result" in report)) {
        outcomes.push(null);
        statuses.push({ vin: report.vin, status: report.report.status, at: new Date(report.report.reportedAt) });
        continue;
      }
      const { vin, result } = report;
      const id = result.transactionId.toLowerCase();
      const row = unclaimed.get(id) ?? null;
      unclaimed.delete(id);
      // A result naming another car's transaction (or none) is dropped whole, its status included.
      if (!row && !(await isTransactionOfVin(tx, result.transactionId, vin))) {
        outcomes.push("refused");
        continue;
      }
      outcomes.push(row);
      if (row) finished.push({ row, detail: result.failureReason ?? "" });
      statuses.push({ vin, status: result.status, at: new Date(result.completedAt) });
    }
    await finish(tx, finished);
    // Last, in one statement: a status row stays locked until commit, and the car's status message
    // that follows its result waits on that lock; taken last, it is held for the end of the transaction only.
    await saveStatusesOfVins(
      tx,
      withoutRepeats(statuses).map(({ vin, status, at }) => ({ key: vin, status, at })),
    );
    return outcomes;
  }
  // Commands that arrive while others are being recorded are recorded together, in one statement.
  const limits = { deadlineSeconds: options.deadlineSeconds, dailyLimit: options.dailyLimit };
  const recordPending = groupCommit<PendingCommand, TransactionRecord | PendingRefusal>({
    batch: (commands) => recordPendingTransactions(db, commands, limits),
    one: async (command) => (await recordPendingTransactions(db, [command], limits))[0]!,
  });

  // Reports that arrive while others are being written go in one transaction together; a status
  // report alone is one statement.
  const writeReport = groupCommit<CarReport, TransactionRecord | "refused" | null>({
    batch: (reports) => db.transaction((tx) => writeReports(tx, reports)),
    async one(report) {
      if ("result" in report) return (await db.transaction((tx) => writeReports(tx, [report])))[0]!;
      await saveStatusOfVin(db, report.vin, report.report.status, new Date(report.report.reportedAt));
      return null;
    },
  });

  return {
    /**
     * A command this instance recorded, as its insert returned it, while it holds it as pending
     * (until any instance completes it); null otherwise.
     */
    pendingRecordedHere(transactionId: string): TransactionRecord | null {
      const kept = commandStates?.peek(transactionId);
      return kept?.row.state === "P" ? kept.row : null;
    },

    /**
     * Checks, records and sends a command; answers the transaction id. A command needing a pAuth
     * uses it up in the statement that records it: refused for any reason, it keeps it, and a bad
     * pAuth is answered 7317 before any other refusal but a locked PIN's (7316).
     */
    async issue(
      input: SentCommand & {
        vehicle: VehicleRecord;
        accountId: string;
        language?: LanguageId;
        authorization: CommandAuthorization | null;
      },
    ): Promise<string> {
      const { car, pinAuthorized } = REMOTE_COMMANDS[input.callId];
      const { vehicle, authorization } = input;
      if (pinAuthorized && !authorization) throw new ApiError("7317");
      const refused = async (error: unknown) => {
        await authorization?.check();
        return error;
      };
      let params: CommandParams;
      try {
        params = paramsOfCommand(input);
      } catch (error) {
        throw await refused(error);
      }
      // What this car's own telematics cannot do (an OVMS module's vehicle module): refused before anything is sent.
      if (await gateway.refuses(vehicle, car)) throw await refused(new ApiError("7705"));
      const pAuth = await authorization?.claim();
      const transaction = await recordPending({
        vehicleId: vehicle.id,
        accountId: input.accountId,
        apiCode: input.callId,
        command: car,
        params,
        pAuth,
      }).catch((error: unknown) => (isPendingConflict(error) ? ("pending" as const) : Promise.reject(error)));
      if (transaction === "pAuth") throw new ApiError("7317");
      if (transaction === "pinLocked") throw new ApiError("7316");
      if (transaction === "dailyLimit") throw await refused(new ApiError("7701"));
      if (transaction === "pending") throw await refused(new ApiError("7700"));
      await keepKnown(transaction);
      announcePending(db, transaction).catch((error: unknown) =>
        log.warn({ err: error, transactionId: transaction.id }, "could not announce a pending command"),
      );
      // Not awaited: with the broker down the publish waits for it to come back; the row is already
      // pending and fails by its deadline (7703), so the owner is answered at once and nothing hangs.
      gateway
        .send(vehicle, commandMessageOf(transaction))
        .catch((error: unknown) => log.error({ err: error, transactionId: transaction.id }, "could not publish a command"));
      return transaction.id;
    },

    /**
     * A vehicle's answer, in one database transaction with the reports that arrived while the last
     * ones were being written: the command completes once, the inbox message is written and its
     * status is stored (all visible together on commit, so whoever sees the command complete reads
     * the status after it). A result counts only for a transaction sent to the car of the topic it
     * arrived on: one naming another car's transaction (or none) is dropped whole, status included.
     */
    async onResult(vin: string, result: ResultMessage): Promise<void> {
      const completed = await writeReport({ vin, result });
      if (completed === "refused") {
        metrics?.refusedResults.inc();
        log.warn(
          { vin, transactionId: result.transactionId.slice(0, 64) },
          "dropped a vehicle result naming a transaction that is not this vehicle's",
        );
      } else if (completed) {
        metrics?.commands.inc({ command: completed.api_code, outcome: outcomeOf(completed) });
        await keepKnown(completed);
      }
    },

    async onStatus(vin: string, message: StatusMessage): Promise<void> {
      await writeReport({ vin, report: message });
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
      const message = {
        accountId: vehicle.account_id,
        vehicleId: vehicle.id,
        key: EVENT_MESSAGE_KEYS[event.type],
        detail: event.detail ?? "",
      };
      await db.transaction(async (tx) => {
        await insertInboxMessage(tx, message);
        await notifier?.notify(tx, message);
      });
    },

    /**
     * Sends again the commands whose cars have not answered for a while (see resendAfterSeconds);
     * answers how many it sent.
     */
    async resendUnanswered(): Promise<number> {
      const silent = await claimUnansweredTransactions(db, {
        silentSeconds: options.resendAfterSeconds,
        marginSeconds: RESEND_MARGIN_SECONDS,
      });
      for (const row of silent) {
        const vehicle = await findVehicleById(db, row.vehicle_id);
        if (!vehicle) continue;
        gateway
          .send(vehicle, commandMessageOf(row))
          .catch((error: unknown) => log.error({ err: error, transactionId: row.id }, "could not send a command again"));
      }
      return silent.length;
    },

    /** Fails every command whose vehicle did not answer before its deadline. */
    async failOverdue(): Promise<number> {
      const failed = await db.transaction(async (tx) => {
        const rows = await failOverdueTransactions(tx, errorDescription("7703", 0));
        await finish(
          tx,
          rows.map((row) => ({ row, detail: errorDescription("7703", 0) })),
        );
        return rows;
      });
      for (const row of failed) metrics?.commands.inc({ command: row.api_code, outcome: outcomeOf(row) });
      return failed.length;
    },

    /** The transaction of this account, as rmtsts answers it. */
    async describe(transactionId: unknown, accountId: string): Promise<RemoteTransaction> {
      const found = typeof transactionId === "string" ? await readTransaction(transactionId) : null;
      if (!found || found.row.account_id !== accountId) {
        throw new ApiError("7998", "Invalid request: field 'transactionId': unknown transaction", 400);
      }
      return found.presented;
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

/** What the car is sent, once the command is found to be one this car can do now, in its ranges. */
function paramsOfCommand(input: SentCommand & { vehicle: VehicleRecord; language?: LanguageId }): CommandParams {
  const { vehicle } = input;
  if (vehicle.enrollment_status !== 4 || vehicle.subscription_status !== "A" || vehicle.suspended) throw new ApiError("7702");
  if (!commandFits(input.callId, vehicle)) throw new ApiError("7705");
  assertCommandInRange(input.body, vehicle, input.language ?? 0);
  return commandParams(input.callId, input.body, vehicle, input.language ?? 0);
}

/** How a completed command ended, as its metrics and security event say. */
function outcomeOf(row: TransactionRecord): "success" | "timeout" | "failed" {
  return row.status_code === COMMAND_SUCCESS_CODE ? "success" : row.status_code === "7703" ? "timeout" : "failed";
}

/** A transaction as rmtsts answers it (and the live stream sends it). */
export function presentTransaction(row: TransactionRecord): RemoteTransaction {
  return {
    apiCode: row.api_code,
    apiStartDate: wireTimestamp(new Date(row.started_at)),
    apiEndDate: row.ended_at ? wireTimestamp(new Date(row.ended_at)) : "",
    apiResult: row.state,
    apiStatusCode: row.status_code ?? "null",
    ...(row.failure_reason ? { apiFailureReason: row.failure_reason } : {}),
  };
}
