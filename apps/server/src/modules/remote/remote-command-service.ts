import { errorDescription, REMOTE_COMMANDS, type LanguageId, type RemoteTransaction } from "@carport/protocol";
import type { CommandParams } from "@carport/telematics";
import type { AnswerCache } from "../../db/answer-cache.ts";
import type { FastifyBaseLogger } from "fastify";
import type { CommandAuthorization } from "../../http/request-context.ts";
import type { Database } from "../../db/database.ts";
import type { Metrics } from "../../http/metrics.ts";
import type { VehicleNotifier } from "../notifications/index.ts";
import { ApiError } from "../../http/api-error.ts";
import { groupCommit } from "../../db/group-commit.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { findVehicleById, type VehicleRecord } from "../../core/vehicle-repository.ts";
import { commandFits, commandParams } from "./command-catalog.ts";
import type { SentCommand } from "./sent-command.ts";
import { assertCommandInRange } from "./command-ranges.ts";
import { outcomeOf, recordCommandOutcomes } from "./command-outcomes.ts";
import { commandMessageOf, presentTransaction } from "./command-shapes.ts";
import {
  announcePending,
  claimUnansweredTransactions,
  failOverdueTransactions,
  findTransaction,
  isPendingConflict,
  recordPendingTransactions,
  type PendingCommand,
  type PendingRefusal,
  type TransactionRecord,
} from "./transaction-repository.ts";

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
  // Commands that arrive while others are being recorded are recorded together, in one statement.
  const limits = { deadlineSeconds: options.deadlineSeconds, dailyLimit: options.dailyLimit };
  const recordPending = groupCommit<PendingCommand, TransactionRecord | PendingRefusal>({
    batch: (commands) => recordPendingTransactions(db, commands, limits),
    one: async (command) => (await recordPendingTransactions(db, [command], limits))[0]!,
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
     * Keeps a command as the write that completed it returned it (car-reports, on the car's
     * result): the owner's next poll reads nothing.
     */
    keepCompleted: keepKnown,

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
        await recordCommandOutcomes(
          tx,
          rows.map((row) => ({ row, detail: errorDescription("7703", 0) })),
          notifier,
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
