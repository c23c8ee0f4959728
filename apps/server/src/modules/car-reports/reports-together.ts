import { COMMAND_SUCCESS_CODE, errorDescription } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { VehicleNotifier } from "../notifications/index.ts";
import { saveStatusesOfVins } from "../../core/status-repository.ts";
import { completeTransactions, isTransactionOfVin, recordCommandOutcomes, type TransactionRecord } from "../remote/index.ts";
import { withoutRepeats, type CarReport, type SavedStatus } from "./saved-statuses.ts";

/** What a report written together answers: the command a result completed, null, or "refused". */
export type ReportOutcome = TransactionRecord | "refused" | null;

/**
 * Cars' results and status reports inside one transaction: answers, for each result, the row it
 * completed, null when the command was already complete, or "refused" when it names a
 * transaction that is not its car's (null for a status report).
 */
export async function writeReportsTogether(
  tx: Queryable,
  reports: CarReport[],
  notifier: VehicleNotifier | undefined,
): Promise<ReportOutcome[]> {
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
  const outcomes: ReportOutcome[] = [];
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
  await recordCommandOutcomes(tx, finished, notifier);
  // Last, in one statement: a status row stays locked until commit, and the car's status message
  // that follows its result waits on that lock; taken last, it is held for the end of the transaction only.
  await saveStatusesOfVins(
    tx,
    withoutRepeats(statuses).map(({ vin, status, at }) => ({ key: vin, status, at })),
  );
  return outcomes;
}
