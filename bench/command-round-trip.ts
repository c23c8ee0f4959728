import { startServer } from "../apps/server/src/server.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { insertBulkFleet, issueAccessTokens, issuePAuth, type BulkFleet } from "./bulk-fleet.ts";
import { measureCpuSplit, type CpuSplit } from "./cpu-split.ts";
import { profileThisProcess } from "./profile-this-process.ts";
import { percentile, round } from "./stats.ts";

export interface CommandBenchResult {
  vehicles: number;
  roundTripSamples: number;
  roundTripP50Ms: number;
  roundTripP99Ms: number;
  /** The same commands by the database clock: row written to the start of the transaction completing it (the result received). */
  acceptedToResultP50Ms: number;
  acceptedToResultP99Ms: number;
  sustainedCommandsPerSecond: number;
  sustainedSeconds: number;
  /** Round trip of the sustained phase, with every vehicle busy. */
  sustainedP50Ms: number;
  sustainedP99Ms: number;
  /** Owners acting at once in the sustained phase. */
  sustainedWorkers: number;
  /** Where the sustained phase's CPU went: this process (server, broker, fleet, load generator) and the rest (PostgreSQL). */
  sustainedCpu: CpuSplit;
  /** Every command accepted in the run, and what became of it: by the database and by the fleet's own count. */
  accepted: number;
  completed: number;
  failed: number;
  /** Accepted but never completed nor failed (pending when the run ended, after waiting past the deadline). */
  lost: number;
  /** Carried out by a car more than once. */
  executedTwice: number;
}

/**
 * How often the round-trip phase polls rmtsts. Every millisecond, from this same process, the polls
 * themselves (two queries each) queued the completion they wait for behind them on PGlite's one
 * connection; 5 ms adds at most 5 ms to a round trip.
 */
const ROUND_TRIP_POLL_MS = 5;
/** How often the sustained phase's owners poll rmtsts (the browser app polls every second). */
const SUSTAINED_POLL_MS = 100;
/** Owners acting at once in the sustained phase (BENCH_COMMAND_WORKERS). */
const SUSTAINED_WORKERS = Number(process.env.BENCH_COMMAND_WORKERS ?? 256);
/** Vehicles per owner: 1,000 owners for 10,000 vehicles. */
const VEHICLES_PER_OWNER = 10;

/**
 * Remote commands with zero simulated latency: accepted-to-C round trip through rmtsts (one
 * command at a time, polled every 5 ms), then commands per second sustained across the whole
 * fleet (owners of 10 cars each, signed in) by SUSTAINED_WORKERS owners at once, each cycling
 * through its share of the fleet; then every accepted command's outcome, by the database and by
 * the fleet's count of executions.
 */
export async function benchCommands(options: {
  vehicles: number;
  samples: number;
  seconds: number;
  env?: Record<string, string>;
}): Promise<CommandBenchResult> {
  const vehiclesPerOwner = Math.min(VEHICLES_PER_OWNER, options.vehicles);
  const fleet: BulkFleet = {
    owners: Math.ceil(options.vehicles / vehiclesPerOwner),
    vehiclesPerOwner,
    emailPrefix: "bench-",
    vinPrefix: "2HMBNGC5",
    password: "Bench-Pass-2026!",
    pin: "1357",
  };
  const executions = new Map<string, number>();
  let tokens: string[] = [];
  const server = await startServer(
    {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "error",
      WEB_DIST: "/nonexistent",
      EMBEDDED_MQTT_PORT: "0",
      DAILY_COMMAND_LIMIT: "1000000",
      COMMAND_DEADLINE_SECONDS: "30",
      ...options.env,
    },
    async (db) => {
      await insertBulkFleet(db, fleet);
      tokens = await issueAccessTokens(db, fleet);
    },
    (_vin, transactionId) => void executions.set(transactionId, (executions.get(transactionId) ?? 0) + 1),
  );
  try {
    const client = httpClient(server.url);
    const owners = await server.db.query<{ id: string; owner: number }>(
      `select v.id, substring(a.email from '^bench-(\\d+)@')::int as owner from vehicles v join accounts a on a.id = v.account_id where a.email like 'bench-%' order by v.vin`,
    );
    const auth = owners.map((v) => ({ accessToken: tokens[v.owner]!, vehicleId: v.id }));
    const vehicleIds = auth.map((a) => a.vehicleId);

    const transactionIds: string[] = [];
    async function roundTrip(headers: (typeof auth)[number], command: string, pollMs: number): Promise<number> {
      const started = performance.now();
      const { accessToken } = headers;
      const pAuth = await issuePAuth(server.db, accessToken, headers.vehicleId);
      const sent = await client.call(command, {}, { ...headers, pAuth });
      const transactionId = sent.headers.get("transactionid");
      if (!transactionId) throw new Error(`command refused: ${JSON.stringify(sent.json)}`);
      transactionIds.push(transactionId);
      for (;;) {
        const { json: status } = await client.call("rmtsts", {}, { accessToken, transactionId });
        // A failure (7703 past the deadline, a car's refusal) ends the round trip too; the outcomes count it.
        if (status.result.transaction.apiResult === "C") return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    }

    const latencies: number[] = [];
    for (let i = 0; i < options.samples; i++) latencies.push(await roundTrip(auth[0]!, i % 2 ? "drlck" : "drulck", ROUND_TRIP_POLL_MS));
    const serverSide = (
      await server.db.query<{ ms: number }>(
        "select extract(epoch from ended_at - started_at) * 1000 as ms from remote_transactions where id = any($1::uuid[])",
        [transactionIds.slice(0, options.samples)],
      )
    ).map((row) => Number(row.ms));

    // One client connection per worker (a thousand at once overflow the listen backlog); each
    // worker cycles through its own share of the fleet, so every vehicle gets commands.
    const sustained: number[] = [];
    const workers = Math.min(SUSTAINED_WORKERS, auth.length);
    const phaseStart = performance.now();
    const cpu = measureCpuSplit();
    const profile = await profileThisProcess();
    const end = phaseStart + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const mine = auth.filter((_, i) => i % workers === worker);
        for (let i = 0; performance.now() < end; i++) {
          sustained.push(await roundTrip(mine[i % mine.length]!, Math.floor(i / mine.length) % 2 ? "drlck" : "drulck", SUSTAINED_POLL_MS));
        }
      }),
    );
    // Commands are started for `seconds`; the rate counts every one of them over the time until the
    // last came back (on a loaded machine a round trip can outlast the window itself).
    const sustainedSeconds = (performance.now() - phaseStart) / 1000;
    const sustainedCpu = cpu.stop();
    await profile.stop(`commands-${options.env?.DATABASE_URL ? "postgres" : "pglite"}`);
    // Every command accepted has come back by now (each round trip waited for its C); none is pending.
    const outcomes = await server.db.query<{ state: string; status_code: string | null; n: number }>(
      "select state, status_code, count(*)::int as n from remote_transactions where id = any($1::uuid[]) group by state, status_code",
      [transactionIds],
    );
    const count = (match: (row: (typeof outcomes)[number]) => boolean) => outcomes.filter(match).reduce((n, row) => n + row.n, 0);
    return {
      vehicles: vehicleIds.length,
      sustainedWorkers: workers,
      sustainedCpu,
      accepted: transactionIds.length,
      completed: count((row) => row.state === "C" && row.status_code === "0000"),
      failed: count((row) => row.state === "C" && row.status_code !== "0000"),
      lost: transactionIds.length - count(() => true) + count((row) => row.state !== "C"),
      executedTwice: [...executions.values()].filter((n) => n > 1).length,
      roundTripSamples: latencies.length,
      roundTripP50Ms: round(percentile(latencies, 50)),
      roundTripP99Ms: round(percentile(latencies, 99)),
      acceptedToResultP50Ms: round(percentile(serverSide, 50)),
      acceptedToResultP99Ms: round(percentile(serverSide, 99)),
      sustainedCommandsPerSecond: round(sustained.length / sustainedSeconds),
      sustainedSeconds: round(sustainedSeconds),
      sustainedP50Ms: round(percentile(sustained, 50)),
      sustainedP99Ms: round(percentile(sustained, 99)),
    };
  } finally {
    await server.close();
  }
}
