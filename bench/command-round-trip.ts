import { startServer, type RunningServer } from "../apps/server/src/server.ts";
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { LinkCredentials } from "@carport/telematics";
import { saveServiceIdentity } from "../apps/server/src/modules/vehicle-link/link-identities.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { commandRoundTrip, pollRmtsts, type OwnerHeaders } from "./command-owner.ts";
import type { OwnersJob, OwnersMessage, ParentMessage } from "./command-owners-process.ts";
import { insertBulkFleet, insertCommandHistory, issueAccessTokens, pAuthIssuer, type BulkFleet } from "./bulk-fleet.ts";
import { measureCpuSplit, type CpuSplit } from "./cpu-split.ts";
import { startFleetProcess } from "./fleet-process.ts";
import { clearRetained } from "../apps/server/src/test/retained-messages.ts";
import { cacheLookups } from "../apps/server/src/test/cache-probes.ts";
import { profileThisProcess } from "./profile-this-process.ts";
import { percentile, round } from "./stats.ts";

/** A phase's commands a second, to the last one back, and its round trips' percentiles. */
interface PhaseFigures {
  seconds: number;
  commandsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface CommandBenchResult {
  /**
   * The headline: commands as the browser app sends them (vrfypin with the PIN, then the command
   * repeating it in its body), each waited for to its result; by `workers` owners at once, and
   * offered at `offeredPerSecond` (an open load, each round trip timed from when its command was due).
   */
  browserPath: {
    sustained: PhaseFigures & { workers: number };
    atRate: PhaseFigures & { offeredPerSecond: number; commands: number };
  };
  vehicles: number;
  /** Days of past commands the database held (one a day per vehicle). */
  historyDays: number;
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
  /** How the owners learnt each result: "live stream", or "polling every N ms". */
  sustainedWait: string;
  /** The vehicle link: the server's embedded broker, or the broker at this address. */
  broker: string;
  /** Where the sustained phase's CPU went: this process (the server, with the embedded broker), the owners' process (the load), the fleet's process and the rest (PostgreSQL, a broker of its own). */
  sustainedCpu: CpuSplit;
  /**
   * Commands offered at the target rate, each to a car of its own (an open load: they start when
   * due whether or not the earlier ones have come back), after the sustained phase: the round trip a
   * site's owners would see at that rate. `commandsPerSecond` counts them to the last one back.
   */
  atTarget: PhaseFigures & { offeredPerSecond: number; commands: number };
  /** Every command accepted in the run, and what became of it: by the database and by the fleet's own count. */
  accepted: number;
  completed: number;
  failed: number;
  /** Accepted but never completed nor failed (pending when the run ended, after waiting past the deadline). */
  lost: number;
  /** Carried out by a car more than once. */
  executedTwice: number;
  /** Session checks read from the database (not answered from memory) over the four load phases, per command accepted. */
  sessionChecksReadPerCommand: number;
}

/**
 * How often the round-trip phase polls rmtsts. Every millisecond, from this same process, the polls
 * themselves (two queries each) queued the completion they wait for behind them on PGlite's one
 * connection; 5 ms adds at most 5 ms to a round trip.
 */
const ROUND_TRIP_POLL_MS = 5;
/**
 * The sustained phases' owners wait for each result on their accounts' live streams, as the browser
 * app does with every owner's app open; with BENCH_COMMAND_WAIT=poll they poll rmtsts every
 * SUSTAINED_POLL_MS instead, as a client without the stream does, only faster than any (the app
 * without its stream polls every second).
 */
const ON_STREAMS = process.env.BENCH_COMMAND_WAIT !== "poll";
const SUSTAINED_POLL_MS = 100;
/** Owners acting at once in the sustained phase (BENCH_COMMAND_WORKERS). */
const SUSTAINED_WORKERS = Number(process.env.BENCH_COMMAND_WORKERS ?? 256);
/** Vehicles per owner: 1,000 owners for 10,000 vehicles. */
const VEHICLES_PER_OWNER = 10;
/** Days of past commands the fleet's database holds before a run (see insertCommandHistory). */
const HISTORY_DAYS = 10;

/**
 * Starts the sustained phase's owners in a process of their own (bench/command-owners-process.ts)
 * and waits until it has opened a connection per owner; `run` hands it the job, issues each pAuth it asks for here, and
 * answers its round trips, transactions and CPU time.
 */
async function startOwnersProcess(
  url: string,
  owners: number,
  issuePAuth: (accessToken: string, vehicleId: string) => Promise<string>,
  /** The accounts whose live streams the owners wait on (their access tokens); null: they poll. */
  streamsFor: string[] | null,
) {
  const child = fork(new URL("./command-owners-process.ts", import.meta.url), [url, String(owners)], {
    execArgv: ["--import", "tsx"],
    stdio: "inherit",
  });
  const send = (message: ParentMessage) => child.send(message);
  let done: (message: Extract<OwnersMessage, { kind: "done" }>) => void;
  let failed: (error: unknown) => void;
  const finished = new Promise<Extract<OwnersMessage, { kind: "done" }>>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const ready = new Promise<void>((resolve) => {
    child.on("message", (message: OwnersMessage) => {
      if (message.kind === "ready") resolve();
      else if (message.kind === "done") {
        done(message);
        child.kill();
      } else
        issuePAuth(message.accessToken, message.vehicleId).then(
          (pAuth) => send({ kind: "pAuth", request: message.request, pAuth }),
          failed,
        );
    });
  });
  child.once("exit", (code, signal) => failed(new Error(`the owners' process ended (${code ?? signal}) before it was done`)));
  send({ kind: "prepare", streamsFor });
  await Promise.race([ready, finished]);
  return {
    run(job: OwnersJob) {
      send({ kind: "start", job });
      return finished;
    },
  };
}

function phaseFigures(latencies: number[], seconds: number): PhaseFigures {
  return {
    seconds: round(seconds),
    commandsPerSecond: round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

/**
 * Remote commands with zero simulated latency: accepted-to-C round trip through rmtsts (one
 * command at a time, polled every 5 ms); then the owner's real path, commands as the browser app
 * sends them (vrfypin, then the command), sustained by SUSTAINED_WORKERS owners at once and offered
 * at `browserTargetRate`; then the same on the bench's stand-in pAuth (signed here, no vrfypin):
 * commands per second sustained across the whole
 * fleet (owners of 10 cars each, signed in) by SUSTAINED_WORKERS owners at once, each cycling
 * through its share of the fleet, and offered at `targetRate`; then every accepted command's outcome, by the database and by
 * the fleet's count of executions. Shaped as a site runs: the server in this process, the owners
 * and the fleet each in a process of their own, the vehicle link on the server's embedded broker
 * or, with `mqttUrl`, on a broker of its own (under a namespace of this run's).
 */
export async function benchCommands(options: {
  vehicles: number;
  samples: number;
  seconds: number;
  /** The commands a second the stand-in's at-target phase offers. */
  targetRate: number;
  /** The commands a second the browser path's at-rate phase offers. */
  browserTargetRate: number;
  env?: Record<string, string>;
  mqttUrl?: string;
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
  const namespace = `carport-bench/${randomBytes(4).toString("hex")}`;
  // On a broker of its own (Mosquitto trusting loopback here) the cars are online before the
  // portal, as in the scale-out run: started after, the fleet would get every retained provision
  // at once, past the broker's queue for one client. The embedded broker exists once the server
  // does, and the fleet signs in to it as a gateway for every car.
  let fleetProcess = options.mqttUrl ? await startFleetProcess({ mqttUrl: options.mqttUrl, namespace }) : null;
  let server: RunningServer | null = null;
  try {
    let tokens: string[] = [];
    let gateway: LinkCredentials | undefined;
    server = await startServer(
      {
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: "memory://",
        LOG_LEVEL: "error",
        WEB_DIST: "/nonexistent",
        SIMULATOR: "off",
        LINK_NAMESPACE: namespace,
        ...(options.mqttUrl ? { MQTT_URL: options.mqttUrl } : { EMBEDDED_MQTT_PORT: "0" }),
        DAILY_COMMAND_LIMIT: "1000000",
        COMMAND_DEADLINE_SECONDS: "30",
        ...options.env,
      },
      async (db) => {
        await insertBulkFleet(db, fleet);
        await insertCommandHistory(db, fleet, HISTORY_DAYS);
        tokens = await issueAccessTokens(db, fleet);
        if (!options.mqttUrl) gateway = await saveServiceIdentity(db, { kind: "gateway", username: "bench-fleet", vins: "all" });
      },
    );
    fleetProcess ??= await startFleetProcess({ mqttUrl: server.vehicleLink.brokerUrl, namespace, credentials: gateway! });
    const client = httpClient(server.url);
    const fleetRows = await server.db.query<{ id: string; owner: number }>(
      `select v.id, substring(a.email from '^bench-(\\d+)@')::int as owner from vehicles v join accounts a on a.id = v.account_id where a.email like 'bench-%' order by v.vin`,
    );
    const auth: OwnerHeaders[] = fleetRows.map((v) => ({ accessToken: tokens[v.owner]!, vehicleId: v.id }));
    const vehicleIds = auth.map((a) => a.vehicleId);
    await fleetProcess.waitForVehicles(vehicleIds.length);

    const transactionIds: string[] = [];
    const db = server.db;
    const issuePAuth = await pAuthIssuer(db);
    const pAuthFor = async (accessToken: string, vehicleId: string) => issuePAuth(accessToken, vehicleId);
    const latencies: number[] = [];
    for (let i = 0; i < options.samples; i++) {
      const { ms, transactionId } = await commandRoundTrip(
        client,
        pAuthFor,
        auth[0]!,
        i % 2 ? "drlck" : "drulck",
        pollRmtsts(client, ROUND_TRIP_POLL_MS),
      );
      latencies.push(ms);
      transactionIds.push(transactionId);
    }
    const serverSide = (
      await server.db.query<{ ms: number }>(
        "select extract(epoch from ended_at - started_at) * 1000 as ms from remote_transactions where id = any($1::uuid[])",
        [transactionIds],
      )
    ).map((row) => Number(row.ms));

    const workers = Math.min(SUSTAINED_WORKERS, auth.length);
    const streamsFor = ON_STREAMS ? [...new Set(tokens)] : null;
    const checksBefore = await cacheLookups(server, "session_cache");

    // The owner's real path first: vrfypin with the PIN, then the command repeating it.
    const browserOwners = await startOwnersProcess(server.url, workers, pAuthFor, streamsFor);
    const browserStart = performance.now();
    const browser = await browserOwners.run({ auth, workers, seconds: options.seconds, pollMs: SUSTAINED_POLL_MS, pin: fleet.pin });
    const browserSeconds = (performance.now() - browserStart) / 1000;
    transactionIds.push(...browser.transactionIds);
    const browserRateOwners = await startOwnersProcess(server.url, workers, pAuthFor, streamsFor);
    const browserRateStart = performance.now();
    const browserAtRate = await browserRateOwners.run({
      auth,
      workers,
      seconds: options.seconds,
      pollMs: SUSTAINED_POLL_MS,
      rate: options.browserTargetRate,
      pin: fleet.pin,
    });
    const browserRateSeconds = (performance.now() - browserRateStart) / 1000;
    transactionIds.push(...browserAtRate.transactionIds);

    // The stand-in path: pAuths signed here as vrfypin signs them, so the figures are of the command alone.
    const ownersProcess = await startOwnersProcess(server.url, workers, pAuthFor, streamsFor);
    const phaseStart = performance.now();
    const cpu = measureCpuSplit(fleetProcess.cpuSeconds);
    const profile = await profileThisProcess();
    const owners = await ownersProcess.run({ auth, workers, seconds: options.seconds, pollMs: SUSTAINED_POLL_MS });
    const sustained = owners.latencies;
    transactionIds.push(...owners.transactionIds);
    // Commands are started for `seconds`; the rate counts every one of them over the time until the
    // last came back (on a loaded machine a round trip can outlast the window itself).
    const sustainedSeconds = (performance.now() - phaseStart) / 1000;
    const sustainedCpu = cpu.stop(owners.cpuSeconds);
    await profile.stop(`commands-${options.env?.DATABASE_URL ? "postgres" : "pglite"}`);

    const rateOwners = await startOwnersProcess(server.url, workers, pAuthFor, streamsFor);
    const rateStart = performance.now();
    const atRate = await rateOwners.run({ auth, workers, seconds: options.seconds, pollMs: SUSTAINED_POLL_MS, rate: options.targetRate });
    const rateSeconds = (performance.now() - rateStart) / 1000;
    transactionIds.push(...atRate.transactionIds);

    const checksRead = (await cacheLookups(server, "session_cache")).miss - checksBefore.miss;
    const phasesCommands =
      browser.transactionIds.length + browserAtRate.transactionIds.length + owners.transactionIds.length + atRate.transactionIds.length;
    // Every command accepted has come back by now (each round trip waited for its C); none is pending.
    const outcomes = await server.db.query<{ state: string; status_code: string | null; n: number }>(
      "select state, status_code, count(*)::int as n from remote_transactions where id = any($1::uuid[]) group by state, status_code",
      [transactionIds],
    );
    const executions = await fleetProcess.stop();
    const count = (match: (row: (typeof outcomes)[number]) => boolean) => outcomes.filter(match).reduce((n, row) => n + row.n, 0);
    return {
      browserPath: {
        sustained: { workers, ...phaseFigures(browser.latencies, browserSeconds) },
        atRate: {
          offeredPerSecond: options.browserTargetRate,
          commands: browserAtRate.latencies.length,
          ...phaseFigures(browserAtRate.latencies, browserRateSeconds),
        },
      },
      vehicles: vehicleIds.length,
      historyDays: HISTORY_DAYS,
      broker: options.mqttUrl ?? "embedded",
      sustainedWorkers: workers,
      sustainedWait: ON_STREAMS ? "live stream" : `polling every ${SUSTAINED_POLL_MS} ms`,
      sustainedCpu,
      accepted: transactionIds.length,
      completed: count((row) => row.state === "C" && row.status_code === "0000"),
      failed: count((row) => row.state === "C" && row.status_code !== "0000"),
      lost: transactionIds.length - count(() => true) + count((row) => row.state !== "C"),
      executedTwice: Object.values(executions).filter((n) => n > 1).length,
      sessionChecksReadPerCommand: round(checksRead / Math.max(phasesCommands, 1), 3),
      roundTripSamples: latencies.length,
      roundTripP50Ms: round(percentile(latencies, 50)),
      roundTripP99Ms: round(percentile(latencies, 99)),
      acceptedToResultP50Ms: round(percentile(serverSide, 50)),
      acceptedToResultP99Ms: round(percentile(serverSide, 99)),
      sustainedCommandsPerSecond: round(sustained.length / sustainedSeconds),
      sustainedSeconds: round(sustainedSeconds),
      sustainedP50Ms: round(percentile(sustained, 50)),
      sustainedP99Ms: round(percentile(sustained, 99)),
      atTarget: { offeredPerSecond: options.targetRate, commands: atRate.latencies.length, ...phaseFigures(atRate.latencies, rateSeconds) },
    };
  } finally {
    await fleetProcess?.stop();
    await server?.close();
    if (options.mqttUrl) await clearRetained(options.mqttUrl, namespace, 2000);
  }
}
