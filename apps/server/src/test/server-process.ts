import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./loopback.ts";
import { TEST_PIN_KEY } from "./test-pin-key.ts";

/** The PIN key of started servers: DEMO=0 requires one (the test key; test-server.ts has the same). */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export interface CarportProcess {
  port: number;
  /** http://localhost:<port> */
  url: string;
  /** Sends SIGTERM and resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
  /** Ends the process at once, as a crash would. */
  kill(): Promise<void>;
  /** Everything it printed. */
  output(): string;
}

/** The newest modification time of a file under the folder the build compiles (tests and their helpers are not). */
function newestChange(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file.endsWith(".test.ts") || file.endsWith(".test.tsx") || file.includes(`${path.sep}test${path.sep}`)) continue;
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * The programs tests start as processes of their own: their source, and the package.json script that
 * runs the bundle `npm run build` compiles it to, as production runs it (with its Node settings).
 */
const PROGRAMS = {
  server: { source: "apps/server/src/main.ts", script: "serve" },
  admin: { source: "apps/server/src/cli/admin.ts", script: "admin:prod" },
  simulator: { source: "apps/simulator/src/main.ts", script: "simulator:prod" },
} as const;

/** The node arguments of a package.json script that runs `node …`. */
export function scriptArgs(script: string): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const [command, ...args] = scripts[script]!.split(" ");
  if (command !== "node") throw new Error(`package.json's ${script} does not run node`);
  return args;
}

export type Program = keyof typeof PROGRAMS;

let buildWasCurrent: boolean | undefined;

/**
 * Whether `npm run build`'s bundles are there and newer than every change to the sources they compile;
 * worked out once per process (a build made during the run is taken by the next one).
 */
export function buildIsCurrent(): boolean {
  return (buildWasCurrent ??= bundlesAreNewerThanSources());
}

function bundlesAreNewerThanSources(): boolean {
  const bundles = [...Object.values(PROGRAMS).map((p) => scriptArgs(p.script).at(-1)!), "apps/server/dist/pglite-thread.js"].map((f) =>
    path.join(ROOT, f),
  );
  if (!bundles.every((file) => fs.existsSync(file))) return false;
  const built = Math.min(...bundles.map((file) => fs.statSync(file).mtimeMs));
  const sources = ["apps/server/src", "apps/simulator/src", ...fs.readdirSync(path.join(ROOT, "packages")).map((p) => `packages/${p}/src`)];
  return sources.every((folder) => newestChange(path.join(ROOT, folder)) < built);
}

/**
 * The node arguments that run a program as its own process: its compiled bundle as its package.json
 * script runs it when the build is current (about half a second to start, against three under tsx),
 * its source under tsx otherwise.
 * The compiled server and operator tool default to production (DEMO=0) where their sources default to
 * the demo: a caller that relies on the demo says DEMO=1.
 */
export function programArgs(program: Program): string[] {
  return buildIsCurrent() ? scriptArgs(PROGRAMS[program].script) : ["--import", "tsx", PROGRAMS[program].source];
}

/**
 * Starts the real server as its own process, as `npm start` does (built web app, demo fleet),
 * on a free port and a fresh in-memory database unless env says otherwise (env.PORT names the port;
 * an undefined value removes the variable); compiled when the build is current (programArgs).
 * `nodeArgs` runs another entry.
 */
export async function startCarport(
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = programArgs("server"),
): Promise<CarportProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    DEMO: "1",
    PIN_KEY: TEST_PIN_KEY,
    EMBEDDED_MQTT_PORT: "0",
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.once("exit", () => undefined);
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
    const check = () => {
      if (output.includes("Carport is running at")) {
        clearTimeout(timer);
        resolve();
      } else setTimeout(check, 100);
    };
    check();
  });
  return {
    port,
    url: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    output: () => output,
  };
}
