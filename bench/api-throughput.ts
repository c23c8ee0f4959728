import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { startProcess } from "./processes.ts";

export interface ThroughputRow {
  target: string;
  database: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Throughput as a share of the bare route's at the same connections. */
  ratioToBare?: number;
}

async function load(url: string, connections: number, seconds: number, headers: Record<string, string>, envelope = true) {
  const result = await autocannon({
    url, method: "POST", connections, duration: seconds, headers: { "content-type": "application/json", ...headers }, body: "{}",
    // A call's refusal is an envelope with HTTP 200: only a success envelope counts as its answer.
    ...(envelope ? { verifyBody: (body: unknown) => String(body).startsWith('{"responseHeader":{"responseCode":0') } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.mismatches,
  };
}

/** A fresh PostgreSQL database for one benchmark run; dropped afterwards. */
export async function postgresDatabase(adminUrl: string) {
  const name = `carport_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * lstvhclsts and vhcllst (authenticated, real database) at several connection counts, each beside
 * a bare Fastify route returning a constant, measured in the same run from another process.
 */
export async function benchApi(options: { connections: number[]; seconds: number; postgresAdminUrl?: string }): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  const bare = await startProcess("bench/bare-server.ts", {}, /listening (http:\/\/[\d.:]+)/);
  const bareUrl = `${bare.match[1]}/bare`;
  const bareBy = new Map<number, number>();
  for (const connections of options.connections) {
    const result = await load(bareUrl, connections, options.seconds, {}, false);
    bareBy.set(connections, result.requestsPerSecond);
    rows.push({ target: "bare Fastify route (constant)", database: "none", connections, ...result });
  }
  await bare.stop();

  const databases: Array<{ name: string; env: Record<string, string>; drop?: () => Promise<void> }> = [{ name: "PGlite", env: { DATA_DIR: "memory://" } }];
  if (options.postgresAdminUrl) {
    const db = await postgresDatabase(options.postgresAdminUrl);
    databases.push({ name: "PostgreSQL", env: { DATABASE_URL: db.url }, drop: db.drop });
  }
  for (const database of databases) {
    const server = await startProcess(
      "apps/server/src/main.ts",
      { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", WEB_DIST: "/nonexistent", EMBEDDED_MQTT_PORT: "0", ...database.env },
      /Carport is running at (http:\/\/localhost:\d+)/,
    );
    try {
      const base = server.match[1]!;
      const client = httpClient(base);
      const accessToken = await client.login("demo@hacc.test", "Demo-Pass-2026!");
      const vehicleId = (await client.call("vhcllst", {}, { accessToken })).json.result.vehicles[0].vehicleId;
      for (const [target, name, headers] of [
        ["lstvhclsts (token, vehicle, status)", "lstvhclsts", { accessToken, vehicleId }],
        ["vhcllst (token, vehicle list)", "vhcllst", { accessToken }],
      ] as const) {
        for (const connections of options.connections) {
          const result = await load(`${base}/tods/api/${name}`, connections, options.seconds, headers);
          rows.push({ target, database: database.name, connections, ...result, ratioToBare: Math.round((result.requestsPerSecond / bareBy.get(connections)!) * 100) / 100 });
        }
      }
    } finally {
      await server.stop();
      await database.drop?.();
    }
  }
  return rows;
}
