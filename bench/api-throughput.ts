import fs from "node:fs";
import autocannon from "autocannon";
import { createEmptyPostgresDatabase } from "../apps/server/src/test/empty-postgres-database.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { startProcess, startServerProcess } from "./processes.ts";

export interface ThroughputRow {
  target: string;
  database: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The bare route's req/s and CPU per answer at the same connections, measured just before this read. */
  bareRequestsPerSecond: number;
  bareCpuUsPerRequest: number;
  /** Throughput as a share of the bare route's just before. */
  ratioToBare: number;
  /** The server process's CPU time per answer (user + system), in µs: steadier than req/s on a shared machine. */
  cpuUsPerRequest: number;
  /** The bare route's CPU per answer over this one's: the share of its throughput this read would reach on the same CPU. */
  cpuRatioToBare: number;
}

/** CPU time a process has used so far (user + system), in µs, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Seconds of load before each measured one, not counted: the server's code paths get compiled first. */
const WARM_UP_SECONDS = 1;

async function load(pid: number, url: string, connections: number, seconds: number, headers: Record<string, string>, envelope = true) {
  await autocannon({
    url,
    method: "POST",
    connections,
    duration: WARM_UP_SECONDS,
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });
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

/**
 * Every everyday signed-in read (authenticated, real database) at several connection counts, each
 * beside a bare Fastify route returning a constant, from another process, loaded just before it:
 * this VM's speed drifts by a third within minutes, so a bare figure taken once at the start made
 * the later reads' ratios swing with it.
 */
export async function benchApi(options: {
  connections: number[];
  seconds: number;
  postgresAdminUrl?: string;
  reads?: readonly string[];
}): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  const bare = await startProcess("bench/bare-server.ts", {}, /listening (http:\/\/[\d.:]+)/);
  const loadBare = (connections: number) => load(bare.child.pid!, `${bare.match[1]}/bare`, connections, options.seconds, {}, false);

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
          const bareResult = await loadBare(connections);
          const result = await load(server.child.pid!, `${base}/tods/api/${name}`, connections, options.seconds, headersOf[name]!);
          rows.push({
            target: name,
            database: database.name,
            connections,
            ...result,
            bareRequestsPerSecond: bareResult.requestsPerSecond,
            bareCpuUsPerRequest: bareResult.cpuUsPerRequest,
            ratioToBare: Math.round((result.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100,
            cpuRatioToBare: Math.round((bareResult.cpuUsPerRequest / Math.max(1, result.cpuUsPerRequest)) * 100) / 100,
          });
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
