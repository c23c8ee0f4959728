import fs from "node:fs";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase } from "../apps/server/src/test/empty-postgres-database.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { startProcess, startServerProcess } from "./processes.ts";
import { percentile, round } from "./stats.ts";

export interface ThroughputRow {
  target: string;
  database: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The bare route's req/s and CPU per answer at the same connections, in the rounds beside this read's. */
  bareRequestsPerSecond: number;
  bareCpuUsPerRequest: number;
  /** The bare route's worst p99 of the same rounds: what the machine alone gives at these connections. */
  bareP99Ms: number;
  /** Throughput as a share of the bare route's in the same round (the median round's). */
  ratioToBare: number;
  /** The server process's CPU time per answer (user + system), in µs: steadier than req/s on a shared machine. */
  cpuUsPerRequest: number;
  /** The bare route's CPU per answer over this one's: the share of its throughput this read would reach on the same CPU. */
  cpuRatioToBare: number;
  /** Each round's ratio to the bare route, in the order measured. */
  roundRatios: number[];
}

/** CPU time a process has used so far (user + system), in µs, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Seconds of load before the measured ones, not counted: the server's code paths get compiled first. */
const WARM_UP_SECONDS = 1;

type LoadResult = Awaited<ReturnType<typeof load>>;

async function warmUp(url: string, connections: number, headers: Record<string, string>) {
  await autocannon({
    url,
    method: "POST",
    connections,
    duration: WARM_UP_SECONDS,
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });
}

async function load(pid: number, url: string, connections: number, seconds: number, headers: Record<string, string>, envelope = true) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url,
    method: "POST",
    connections,
    duration: seconds,
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
    // A call's refusal is an envelope with HTTP 200: only a success envelope counts as its answer.
    ...(envelope ? { verifyBody: (body: unknown) => String(body).startsWith('{"responseHeader":{"responseCode":0') } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.mismatches,
    cpuUsPerRequest: Math.round((cpuMicros(pid) - cpuBefore) / Math.max(1, result.requests.total)),
  };
}

/** A fresh PostgreSQL database for one benchmark run; dropped afterwards. */
export function postgresDatabase(adminUrl: string) {
  return createEmptyPostgresDatabase({ prefix: "carport_bench", adminUrl });
}

/** The demo owner's PIN (apps/server/src/seed/demo-fleet.ts), for a pAuth and one command to read with rmtsts. */
const DEMO_PIN = "2580";

/** The six signed-in reads a client or page makes on every visit: each is a target of its own. */
export const EVERYDAY_READS = ["vhcllst", "lstvhclsts", "sltvhcl", "nxtsvc", "ntcmsgcnt", "rmtsts"] as const;

/** Rounds of the bare route and a read, one beside the other, for each read at each connection count. */
const ROUNDS = 3;

/**
 * A read's row from its rounds: each round's ratio is the read's over the bare route's of the same
 * round, and the row gives the median round's; p99 is the worst round's, errors all rounds'.
 */
function summariseRounds(
  target: string,
  database: string,
  connections: number,
  rounds: Array<{ bare: LoadResult; read: LoadResult }>,
): ThroughputRow {
  const ratioOf = ({ bare, read }: (typeof rounds)[number]) => read.requestsPerSecond / bare.requestsPerSecond;
  const middle = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)]!;
  return {
    target,
    database,
    connections,
    requestsPerSecond: middle.read.requestsPerSecond,
    p50Ms: percentile(
      rounds.map((r) => r.read.p50Ms),
      50,
    ),
    p99Ms: Math.max(...rounds.map((r) => r.read.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.read.errors, 0),
    cpuUsPerRequest: middle.read.cpuUsPerRequest,
    bareRequestsPerSecond: middle.bare.requestsPerSecond,
    bareCpuUsPerRequest: middle.bare.cpuUsPerRequest,
    bareP99Ms: Math.max(...rounds.map((r) => r.bare.p99Ms)),
    ratioToBare: round(ratioOf(middle), 2),
    cpuRatioToBare: round(
      percentile(
        rounds.map((r) => r.bare.cpuUsPerRequest / Math.max(1, r.read.cpuUsPerRequest)),
        50,
      ),
      2,
    ),
    roundRatios: rounds.map((r) => round(ratioOf(r), 2)),
  };
}

/**
 * Every everyday signed-in read (authenticated, real database) at several connection counts, each
 * in rounds beside a bare Fastify route returning a constant, from another process: this VM's speed
 * drifts by a third within minutes, so a bare figure taken once at the start made the later reads'
 * ratios swing with it, and one taken just before a read still moved its ratio by ±0.15 from one
 * run to the next. Alternating rounds, each read's ratio taken in its own round, and the median.
 */
export async function benchApi(options: {
  connections: number[];
  seconds: number;
  postgresAdminUrl?: string;
  reads?: readonly string[];
}): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  const bare = await startProcess("bench/bare-server.ts", {}, /listening (http:\/\/[\d.:]+)/);
  const bareUrl = `${bare.match[1]}/bare`;
  // Three rounds of 0.4 × the load's seconds: a read and its bare route load 1.2 × as long as one load did.
  const roundSeconds = Math.max(2, Math.round(options.seconds * 0.4));

  const databases: Array<{ name: string; env: Record<string, string>; drop?: () => Promise<void> }> = [
    { name: "PGlite", env: { DATA_DIR: "memory://" } },
  ];
  if (options.postgresAdminUrl) {
    const db = await postgresDatabase(options.postgresAdminUrl);
    databases.push({ name: "PostgreSQL", env: { DATABASE_URL: db.url }, drop: db.drop });
  }
  const reads = options.reads ?? EVERYDAY_READS;
  for (const database of databases) {
    const server = await startServerProcess({
      WEB_DIST: "/nonexistent",
      EMBEDDED_MQTT_PORT: "0",
      ...database.env,
    });
    try {
      const base = server.match[1]!;
      const client = httpClient(base);
      const accessToken = await client.login("demo@hacc.test", "Demo-Pass-2026!");
      const vehicleId = (await client.call("vhcllst", {}, { accessToken })).json.result.vehicles[0].vehicleId;
      // One finished command for rmtsts to read, as a page polls it.
      const pin = await client.call("vrfypin", { pin: DEMO_PIN }, { accessToken, vehicleId });
      const pAuth = pin.json.result?.pAuth as string | undefined;
      if (!pAuth) throw new Error(`vrfypin refused: ${JSON.stringify(pin.json)}`);
      const sent = await client.call("drlck", {}, { accessToken, vehicleId, pAuth });
      const transactionId = sent.headers.get("transactionid");
      if (!transactionId) throw new Error(`drlck refused: ${JSON.stringify(sent.json)}`);
      const headersOf: Record<string, Record<string, string>> = {
        vhcllst: { accessToken },
        lstvhclsts: { accessToken, vehicleId },
        sltvhcl: { accessToken, vehicleId },
        nxtsvc: { accessToken, vehicleId },
        ntcmsgcnt: { accessToken },
        rmtsts: { accessToken, transactionId },
      };
      for (const name of reads) {
        for (const connections of options.connections) {
          const readUrl = `${base}/tods/api/${name}`;
          await warmUp(bareUrl, connections, {});
          await warmUp(readUrl, connections, headersOf[name]!);
          const rounds: Array<{ bare: LoadResult; read: LoadResult }> = [];
          for (let round = 0; round < ROUNDS; round++) {
            const loadBare = () => load(bare.child.pid!, bareUrl, connections, roundSeconds, {}, false);
            const loadRead = () => load(server.child.pid!, readUrl, connections, roundSeconds, headersOf[name]!);
            // Every other round the read goes first, so that a drift of the machine's speed meets both alike.
            if (round % 2 === 0) {
              const bareResult = await loadBare();
              rounds.push({ bare: bareResult, read: await loadRead() });
            } else {
              const read = await loadRead();
              rounds.push({ bare: await loadBare(), read });
            }
          }
          rows.push(summariseRounds(name, database.name, connections, rounds));
        }
      }
    } finally {
      await server.stop();
      await database.drop?.();
    }
  }
  await bare.stop();
  return rows;
}
