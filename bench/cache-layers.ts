import fs from "node:fs";
import autocannon from "autocannon";
import { ANSWER_KINDS } from "../apps/server/src/config.ts";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { startServerProcess } from "./processes.ts";
import { EVERYDAY_READS } from "./api-throughput.ts";

/** One everyday read under one ANSWER_CACHE setting: its throughput and the server's CPU per answer. */
export interface CacheLayerRow {
  /** "all on", "<kind> off" or "all off". */
  setting: string;
  read: string;
  requestsPerSecond: number;
  cpuUsPerRequest: number;
  errors: number;
}

/** CPU time a process has used so far (user + system), in µs, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The demo owner's PIN (apps/server/src/seed/demo-fleet.ts). */
const DEMO_PIN = "2580";

/**
 * What each kind of kept answer buys: every everyday read on PGlite with all kinds on, with each
 * kind off in turn (ANSWER_CACHE=<kind>), and with all off, each read loaded `seconds` at
 * `connections`. A measurement, never an assertion: a kind whose "off" row matches "all on" buys little.
 */
export async function benchCacheLayers(options: { seconds: number; connections: number; reads?: readonly string[] }) {
  const rows: CacheLayerRow[] = [];
  const settings = [["all on", "on"], ...ANSWER_KINDS.map((kind) => [`${kind} off`, kind]), ["all off", "off"]] as const;
  for (const [label, setting] of settings) {
    const server = await startServerProcess({
      WEB_DIST: "/nonexistent",
      EMBEDDED_MQTT_PORT: "0",
      DATA_DIR: "memory://",
      ANSWER_CACHE: setting,
    });
    try {
      const base = server.match[1]!;
      const client = httpClient(base);
      const accessToken = await client.login("demo@hacc.test", "Demo-Pass-2026!");
      const vehicleId = (await client.call("vhcllst", {}, { accessToken })).json.result.vehicles[0].vehicleId;
      const pin = await client.call("vrfypin", { pin: DEMO_PIN }, { accessToken, vehicleId });
      const sent = await client.call("drlck", {}, { accessToken, vehicleId, pAuth: pin.json.result.pAuth });
      const transactionId = sent.headers.get("transactionid") ?? "";
      const headersOf: Record<string, Record<string, string>> = {
        vhcllst: { accessToken },
        lstvhclsts: { accessToken, vehicleId },
        sltvhcl: { accessToken, vehicleId },
        nxtsvc: { accessToken, vehicleId },
        ntcmsgcnt: { accessToken },
        rmtsts: { accessToken, transactionId },
      };
      for (const read of options.reads ?? EVERYDAY_READS) {
        // A second of load first, not counted: the server's code paths get compiled.
        await autocannon({
          url: `${base}/tods/api/${read}`,
          method: "POST",
          connections: options.connections,
          duration: 1,
          headers: { "content-type": "application/json", ...headersOf[read] },
          body: "{}",
        });
        const cpuBefore = cpuMicros(server.child.pid!);
        const result = await autocannon({
          url: `${base}/tods/api/${read}`,
          method: "POST",
          connections: options.connections,
          duration: options.seconds,
          headers: { "content-type": "application/json", ...headersOf[read] },
          body: "{}",
          verifyBody: (body: unknown) => String(body).startsWith('{"responseHeader":{"responseCode":0'),
        });
        rows.push({
          setting: label,
          read,
          requestsPerSecond: Math.round(result.requests.average),
          cpuUsPerRequest: Math.round((cpuMicros(server.child.pid!) - cpuBefore) / Math.max(1, result.requests.total)),
          errors: result.errors + result.non2xx + result.mismatches,
        });
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** The rows as a table: a line per setting, the CPU per answer of each read and its share of "all on"'s. */
export function printCacheLayers(rows: CacheLayerRow[]) {
  const on = new Map(rows.filter((r) => r.setting === "all on").map((r) => [r.read, r]));
  console.log(
    "\nWhat each kind of kept answer buys (PGlite, the server in its own process): the server's CPU µs per answer of each read, × all on's; req/s in brackets:",
  );
  const settings = [...new Set(rows.map((r) => r.setting))];
  console.table(
    settings.map((setting) => ({
      setting,
      ...Object.fromEntries(
        rows
          .filter((r) => r.setting === setting)
          .map((r) => {
            const base = on.get(r.read)?.cpuUsPerRequest ?? r.cpuUsPerRequest;
            const times = (r.cpuUsPerRequest / Math.max(1, base)).toFixed(2);
            return [r.read, `${r.cpuUsPerRequest} (${times}×) [${r.requestsPerSecond}]${r.errors ? ` ${r.errors} err` : ""}`];
          }),
      ),
    })),
  );
}
