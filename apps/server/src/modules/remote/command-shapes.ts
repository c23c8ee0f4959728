import type { RemoteTransaction } from "@carport/protocol";
import { wireTimestamp, type CommandMessage } from "@carport/telematics";
import type { TransactionRecord } from "./transaction-repository.ts";

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

/** What the car is sent for a pending command, the first time and any time after. */
export function commandMessageOf(row: TransactionRecord): CommandMessage {
  return {
    transactionId: row.id,
    command: row.command as CommandMessage["command"],
    params: row.params,
    issuedAt: new Date(row.started_at).toISOString(),
    deadline: new Date(row.deadline_at).toISOString(),
  };
}
