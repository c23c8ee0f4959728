import type { FastifyBaseLogger } from "fastify";
import type { ResultMessage, StatusMessage, EventMessage } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import type { Metrics } from "../../http/metrics.ts";
import { groupCommit } from "../../db/group-commit.ts";
import { saveStatusOfVin } from "../../core/status-repository.ts";
import type { VehicleNotifier } from "../notifications/index.ts";
import type { VehicleLinkHandlers } from "../vehicle-link/index.ts";
import { outcomeOf, type RemoteCommandService } from "../remote/index.ts";
import type { CarReport } from "./saved-statuses.ts";
import { writeReportsTogether, type ReportOutcome } from "./reports-together.ts";
import { recordVehicleEvent } from "./vehicle-events.ts";
import { statusesWithResults } from "./statuses-with-results.ts";

/**
 * What cars report over the vehicle link, handed on to where it is kept: results complete their
 * commands, statuses are saved, events reach the inbox (or the trips).
 */
export function createCarReportHandlers(
  db: Database,
  commands: Pick<RemoteCommandService, "keepCompleted">,
  deps: { log: FastifyBaseLogger; metrics?: Metrics; notifier?: VehicleNotifier },
): VehicleLinkHandlers {
  const { log, metrics, notifier } = deps;
  const withResults = statusesWithResults();
  // Reports that arrive while others are being written go in one transaction together; a status
  // report alone is one statement.
  const writeReport = groupCommit<CarReport, ReportOutcome>({
    batch: (reports) => db.transaction((tx) => writeReportsTogether(tx, reports, notifier)),
    async one(report) {
      if ("result" in report) return (await db.transaction((tx) => writeReportsTogether(tx, [report], notifier)))[0]!;
      await saveStatusOfVin(db, report.vin, report.report.status, new Date(report.report.reportedAt));
      return null;
    },
  });

  return {
    /**
     * A vehicle's answer, in one database transaction with the reports that arrived while the last
     * ones were being written: the command completes once, the inbox message is written and its
     * status is stored (all visible together on commit, so whoever sees the command complete reads
     * the status after it). A result counts only for a transaction sent to the car of the topic it
     * arrived on: one naming another car's transaction (or none) is dropped whole, status included.
     */
    async onResult(vin: string, result: ResultMessage): Promise<void> {
      // Known before it is written: the car's status report after it may be handled meanwhile.
      withResults.carried(vin, result.status, new Date(result.completedAt));
      const completed = await writeReport({ vin, result });
      if (completed === "refused") {
        withResults.dropped(vin);
        metrics?.refusedResults.inc();
        log.warn(
          { vin, transactionId: result.transactionId.slice(0, 64) },
          "dropped a vehicle result naming a transaction that is not this vehicle's",
        );
      } else if (completed) {
        metrics?.commands.inc({ command: completed.api_code, outcome: outcomeOf(completed) });
        await commands.keepCompleted(completed);
      }
    },

    /** A status report; the one a car sends right after a result, saying the same, was saved with the result. */
    async onStatus(vin: string, message: StatusMessage): Promise<void> {
      const repeat = withResults.repeats(vin, message.status, new Date(message.reportedAt));
      metrics?.statusReports.inc({ saved: repeat ? "with_result" : "alone" });
      if (!repeat) await writeReport({ vin, report: message });
    },

    onEvent: (vin: string, event: EventMessage) => recordVehicleEvent(db, notifier, vin, event),
  };
}
