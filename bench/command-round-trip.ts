import { startServer } from "../apps/server/src/server.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { insertBulkFleet, issuePAuth, type BulkFleet } from "./bulk-fleet.ts";
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
}

/**
 * How often the round-trip phase polls rmtsts. Every millisecond, from this same process, the polls
 * themselves (two queries each) queued the completion they wait for behind them on PGlite's one
 * connection; 5 ms adds at most 5 ms to a round trip.
 */
const ROUND_TRIP_POLL_MS = 5;
/** How often the sustained phase's owners poll rmtsts (the browser app polls every second). */
const SUSTAINED_POLL_MS = 100;
/** Owners acting at once in the sustained phase. */
const SUSTAINED_WORKERS = 128;

/**
 * Remote commands with zero simulated latency: accepted-to-C round trip through rmtsts (one
 * command at a time, polled every millisecond), then commands per second sustained across the
 * whole fleet (one owner, `vehicles` cars) by 128 workers each cycling through its share of it.
 */
export async function benchCommands(options: { vehicles: number; samples: number; seconds: number; env?: Record<string, string> }): Promise<CommandBenchResult> {
  const fleet: BulkFleet = { owners: 1, vehiclesPerOwner: options.vehicles, emailPrefix: "bench-", vinPrefix: "2HMBNGC5", password: "Bench-Pass-2026!", pin: "1357" };
  const server = await startServer(
    {
      PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "error", WEB_DIST: "/nonexistent", EMBEDDED_MQTT_PORT: "0",
      DAILY_COMMAND_LIMIT: "1000000", COMMAND_DEADLINE_SECONDS: "30", ...options.env,
    },
    async (db) => {
      await insertBulkFleet(db, fleet);
    },
  );
  try {
    const client = httpClient(server.url);
    const accessToken = await client.login("bench-0@bench.test", fleet.password);
    const { json } = await client.call("vhcllst", {}, { accessToken });
    const auth = (json.result.vehicles as Array<{ vehicleId: string }>).map((v) => ({ accessToken, vehicleId: v.vehicleId }));
    const vehicleIds = auth.map((a) => a.vehicleId);

    const transactionIds: string[] = [];
    async function roundTrip(headers: (typeof auth)[number], command: string, pollMs: number): Promise<number> {
      const started = performance.now();
      const pAuth = await issuePAuth(server.db, accessToken, headers.vehicleId);
      const sent = await client.call(command, {}, { ...headers, pAuth });
      const transactionId = sent.headers.get("transactionid");
      if (!transactionId) throw new Error(`command refused: ${JSON.stringify(sent.json)}`);
      transactionIds.push(transactionId);
      for (;;) {
        const { json: status } = await client.call("rmtsts", {}, { accessToken, transactionId });
        if (status.result.transaction.apiResult === "C") {
          if (status.result.transaction.apiStatusCode !== "0000") throw new Error(JSON.stringify(status.result));
          return performance.now() - started;
        }
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
    const end = performance.now() + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const mine = auth.filter((_, i) => i % workers === worker);
        for (let i = 0; performance.now() < end; i++) {
          const took = await roundTrip(mine[i % mine.length]!, Math.floor(i / mine.length) % 2 ? "drlck" : "drulck", SUSTAINED_POLL_MS);
          if (performance.now() <= end) sustained.push(took);
        }
      }),
    );
    return {
      vehicles: vehicleIds.length,
      roundTripSamples: latencies.length,
      roundTripP50Ms: round(percentile(latencies, 50)),
      roundTripP99Ms: round(percentile(latencies, 99)),
      acceptedToResultP50Ms: round(percentile(serverSide, 50)),
      acceptedToResultP99Ms: round(percentile(serverSide, 99)),
      sustainedCommandsPerSecond: round(sustained.length / options.seconds),
      sustainedSeconds: options.seconds,
      sustainedP50Ms: round(percentile(sustained, 50)),
      sustainedP99Ms: round(percentile(sustained, 99)),
    };
  } finally {
    await server.close();
  }
}
