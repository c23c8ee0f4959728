import { COMMAND_SUCCESS_CODE, commandSuccessKey, isRemoteCommandId, type CommandSuccessKey } from "@carport/protocol";
import type { ServerTexts } from "../../texts/en.ts";
import type { Queryable } from "../../db/database.ts";
import type { VehicleNotifier } from "../notifications/index.ts";
import { insertInboxMessages } from "../messages/index.ts";
import { recordSecurityEvents } from "../../core/security-event-repository.ts";
import type { TransactionRecord } from "./transaction-repository.ts";

const FAILURE_MESSAGE_KEY = "PREVIOUS_REQUEST_WAS_FAILED" satisfies keyof ServerTexts["inbox"]["messages"];

/**
 * Every inbox message key a command declares (`successKey` in the protocol's REMOTE_COMMANDS) is a
 * message of the texts catalogue, which renders the inbox (a key it lacks would read "Command
 * failed"): a misspelt or missing one fails the type-check here, naming the key.
 */
type MissingSuccessKeys = Exclude<CommandSuccessKey, keyof ServerTexts["inbox"]["messages"]>;
export const SUCCESS_KEYS_IN_CATALOGUE: [MissingSuccessKeys] extends [never] ? true : { missing: MissingSuccessKeys } = true;

/** How a completed command ended, as its metrics and security event say. */
export function outcomeOf(row: TransactionRecord): "success" | "timeout" | "failed" {
  return row.status_code === COMMAND_SUCCESS_CODE ? "success" : row.status_code === "7703" ? "timeout" : "failed";
}

/**
 * Completed commands' inbox messages, notifications and security events, one statement each for
 * all (whether the car answered or the deadline sweep failed them).
 */
export async function recordCommandOutcomes(
  tx: Queryable,
  finished: Array<{ row: TransactionRecord; detail: string }>,
  notifier: VehicleNotifier | undefined,
) {
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
