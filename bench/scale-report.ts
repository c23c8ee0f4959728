import { openPostgres } from "../apps/server/src/db/database.ts";
import { percentile, round } from "./stats.ts";

/** Count, rate and latencies of one phase. */
export function summary(latencies: number[], seconds: number) {
  return {
    count: latencies.length,
    perSecond: round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(latencies.length ? Math.max(...latencies) : Number.NaN),
  };
}

/** What the owners saw of their commands. */
export interface CommandTally {
  sent: number;
  refusedAtSend: number;
  refusedCodes: Record<string, number>;
  /** Sent, and the connection broke before the answer (its instance killed): the owner never learnt the transaction id. */
  answerLost: number;
  accepted: Set<string>;
  succeeded: number;
  failedByDeadline: number;
  failedOther: number;
  unfinishedAtClient: number;
}

/**
 * The database's final states and the fleet's executions per transaction, against what the owners
 * saw: lost is a command recorded (accepted, or whose answer was lost) that is not final; run twice
 * is a transaction the simulator carried out more than once.
 */
export async function accountCommands(databaseUrl: string, tally: CommandTally, executions: Record<string, number>) {
  const check = await openPostgres(databaseUrl, 1);
  const states = await check.query<{ id: string; state: string; status_code: string | null }>(
    "select id, state, status_code from remote_transactions",
  );
  await check.close();
  const { accepted } = tally;
  const byId = new Map(states.map((s) => [s.id, s]));
  // Recorded by an instance whose answer never reached the owner (the database is the run's own).
  const unseen = states.filter((s) => !accepted.has(s.id));
  const overdue = [...accepted].filter((id) => byId.get(id)?.status_code === "7703");
  const overdueCarriedOut = overdue.filter((id) => executions[id]).length;
  return {
    sent: tally.sent,
    refusedAtSend: tally.refusedAtSend,
    refusedCodes: tally.refusedCodes,
    answerLost: tally.answerLost,
    answerLostRecordedFinal: unseen.filter((s) => s.state === "C").length,
    answerLostRecordedPending: unseen.filter((s) => s.state !== "C").length,
    accepted: accepted.size,
    succeeded: tally.succeeded,
    failedByDeadline: tally.failedByDeadline,
    failedOther: tally.failedOther,
    unfinishedAtClient: tally.unfinishedAtClient,
    databaseFinal: states.filter((s) => s.state === "C").length,
    databasePending: states.filter((s) => s.state === "P").length,
    lost: [...accepted].filter((id) => byId.get(id)?.state !== "C").length + unseen.filter((s) => s.state !== "C").length,
    executedTwice: Object.values(executions).filter((count) => count > 1).length,
    executedButNeverRecorded: Object.keys(executions).filter((id) => !byId.has(id)).length,
    successWithoutExecution: [...accepted].filter((id) => byId.get(id)?.status_code === "0000" && !executions[id]).length,
    failedByDeadlineNeverReachedCar: overdue.length - overdueCarriedOut,
    failedByDeadlineResultNeverBack: overdueCarriedOut,
  };
}
export type CommandAccount = Awaited<ReturnType<typeof accountCommands>>;

/** Whether the run adds up: every command sent ended one way or another, none lost, none run twice. */
export function balanced(c: CommandAccount): boolean {
  const ended = c.refusedAtSend + c.answerLost + c.succeeded + c.failedByDeadline + c.failedOther;
  return c.sent === ended && c.unfinishedAtClient === 0 && c.lost === 0 && c.executedTwice === 0 && c.executedButNeverRecorded === 0;
}

type Phase = ReturnType<typeof summary>;

export function printResults(results: {
  headline: string;
  events: string[];
  loadAverage: { start: number[]; end: number[] };
  phases: Record<string, Phase & { failed?: number }>;
  commands: CommandAccount;
  resultsFile: string;
}) {
  const c = results.commands;
  console.log(`\n${results.headline}`);
  for (const event of results.events) console.log(event);
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(" ");
  console.log(`load average ${load(results.loadAverage.start)} at the start, ${load(results.loadAverage.end)} at the end\n`);
  console.table(
    Object.fromEntries(
      Object.entries(results.phases).map(([name, p]) => [
        name,
        { "per s": p.perSecond, count: p.count, "p50 ms": p.p50Ms, "p99 ms": p.p99Ms, "max ms": p.maxMs, failed: p.failed ?? 0 },
      ]),
    ),
  );
  const codes = Object.entries(c.refusedCodes)
    .map(([code, n]) => `${code} × ${n}`)
    .join(", ");
  console.log(
    `commands sent ${c.sent}: refused at send ${c.refusedAtSend}${codes ? ` (${codes})` : ""}, answer lost with a killed instance ${c.answerLost}, accepted ${c.accepted} = succeeded ${c.succeeded} + failed by deadline ${c.failedByDeadline} + failed otherwise ${c.failedOther} + unfinished ${c.unfinishedAtClient}`,
  );
  if (c.answerLost) {
    console.log(
      `of the commands whose answer was lost: ${c.answerLostRecordedFinal} recorded and final in the database, ${c.answerLostRecordedPending} recorded and still pending (the others never recorded)`,
    );
  }
  console.log(
    `database: ${c.databaseFinal} complete, ${c.databasePending} pending; lost ${c.lost}; executed twice ${c.executedTwice}; executed but never recorded ${c.executedButNeverRecorded}; success without execution ${c.successWithoutExecution}`,
  );
  if (c.failedByDeadline > 0) {
    console.log(
      `failed by deadline: ${c.failedByDeadlineNeverReachedCar} never reached the car, ${c.failedByDeadlineResultNeverBack} carried out with the result never back`,
    );
  }
  console.log(
    balanced(c)
      ? "\nOK: every command sent completed or failed by deadline (or was refused at send); none lost, none carried out twice."
      : "\nNOT OK: see the counts above.",
  );
  console.log(
    `sent ${c.sent} = completed ${c.succeeded + c.failedOther} + failed by deadline ${c.failedByDeadline} + refused at send ${c.refusedAtSend}${c.answerLost ? ` + answer lost ${c.answerLost}` : ""}${c.unfinishedAtClient ? ` + unfinished ${c.unfinishedAtClient}` : ""}; lost ${c.lost}; run twice ${c.executedTwice}; p99 ${results.phases.commands?.p99Ms} ms`,
  );
  console.log(`written to bench/${results.resultsFile}`);
}
