import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../apps/server/src/test/loopback.ts";
import { PRODUCTION_OPT_OUTS } from "../apps/server/src/test/production-settings.ts";
import { scriptArgs } from "../apps/server/src/test/server-process.ts";
import { postgresDatabase } from "./api-throughput.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface StartFigures {
  database: "PGlite" | "PostgreSQL";
  /** DEMO=1 seeds the demo accounts and fleet at the first start; DEMO=0 a production start (opt-outs for mail, hosts, secrets). */
  demo: boolean;
  /** From spawning the compiled server to its first 200 on /healthz. */
  healthyMs: number;
  /** Resident memory then, and the most it held on the way (VmHWM), in MiB. */
  rssMiB: number;
  peakRssMiB: number;
  /** The CPU time the process had used by then (user + system, all its threads): on a loaded machine, steadier than the wall clock. */
  cpuMs: number;
  /** What the server logged of its own steps (server.ts: database, migrations, seed, vehicleLink, app), in ms. */
  phasesMs: Record<string, number>;
}

function memoryOf(pid: number): { rssMiB: number; peakRssMiB: number; cpuMs: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const mib = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 102.4) / 10;
  // utime and stime, fields 14 and 15 of /proc/PID/stat (after the command's parenthesis), in clock ticks of 10 ms.
  const [utime, stime] = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ").slice(11, 13).map(Number);
  return { rssMiB: mib("VmRSS"), peakRssMiB: mib("VmHWM"), cpuMs: (utime! + stime!) * 10 };
}

/** One first start of the compiled server (`npm run serve`, with its Node settings) on a database nobody used: a new PGlite folder, or a new PostgreSQL database. */
async function firstStart(database: StartFigures["database"], demo: boolean, postgresAdminUrl: string): Promise<StartFigures> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-bench-start-"));
  const postgres = database === "PostgreSQL" ? await postgresDatabase(postgresAdminUrl) : undefined;
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...(demo ? { DEMO: "1", PIN_KEY: PRODUCTION_OPT_OUTS.PIN_KEY } : { ...PRODUCTION_OPT_OUTS, DEMO: "0" }),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    EMBEDDED_MQTT_PORT: "0",
    WEB_DIST: "/nonexistent",
    BACKUP_DIR: path.join(folder, "backups"),
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: path.join(folder, "pglite") }),
  };
  if (!postgres) delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, scriptArgs("serve"), {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const healthyMs = Math.round(performance.now() - started);
    const memory = memoryOf(child.pid!);
    // The log line of the steps is written just before the first answer, but may reach the pipe after it.
    const phasesLine = async () => output.split("\n").find((line) => line.includes('"startPhasesMs"'));
    for (let tries = 0; tries < 100 && !(await phasesLine()); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    const line = await phasesLine();
    const phasesMs = line ? (JSON.parse(line) as { startPhasesMs: Record<string, number> }).startPhasesMs : {};
    return { database, demo, healthyMs, ...memory, phasesMs };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await postgres?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The compiled server's first start on each database, demo and production, once each. */
export async function benchStart(options: { postgresAdminUrl: string }): Promise<StartFigures[]> {
  const rows: StartFigures[] = [];
  for (const database of ["PGlite", "PostgreSQL"] as const)
    for (const demo of [true, false]) rows.push(await firstStart(database, demo, options.postgresAdminUrl));
  return rows;
}

export function printStart(rows: StartFigures[]): void {
  console.log(
    "\nFirst start of the compiled server on a database nobody used (spawn → first 200 on /healthz; resident memory then, and its peak):",
  );
  console.table(
    rows.map((r) => ({
      database: r.database,
      start: r.demo ? "DEMO=1 (seeds the demo)" : "DEMO=0",
      "healthy ms": r.healthyMs,
      "CPU ms": r.cpuMs,
      "RSS MiB": r.rssMiB,
      "peak RSS MiB": r.peakRssMiB,
      "server's steps ms": Object.entries(r.phasesMs)
        .map(([step, ms]) => `${step} ${ms}`)
        .join(", "),
    })),
  );
  for (const r of rows.filter((r) => r.database === "PGlite"))
    console.log(
      `  target on a fresh PGlite folder (${r.demo ? "DEMO=1" : "DEMO=0"}): healthy < 5000 ms → ${r.healthyMs} ms (${r.healthyMs < 5000 ? "met" : "missed"}; ${r.cpuMs} ms of CPU); resident < 300 MiB → ${r.rssMiB} MiB (${r.rssMiB < 300 ? "met" : "missed"})`,
    );
}
