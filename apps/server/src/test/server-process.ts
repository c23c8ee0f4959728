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
 * startCarport's `nodeArgs` for the compiled server (apps/server/dist, from `npm run build`), as
 * production runs it and without tsx compiling the sources at each start; undefined when that build
 * is missing or older than a change to the server's or the packages' sources, so a run never tests
 * stale code.
 */
export function builtServerArgs(): string[] | undefined {
  const main = path.join(ROOT, "apps/server/dist/main.js");
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, "apps/server/dist/pglite-thread.js"))) return undefined;
  const sources = ["apps/server/src", ...fs.readdirSync(path.join(ROOT, "packages")).map((p) => `packages/${p}/src`)];
  const built = fs.statSync(main).mtimeMs;
  return sources.every((folder) => newestChange(path.join(ROOT, folder)) < built) ? ["--enable-source-maps", main] : undefined;
}

/**
 * Starts the real server as its own process, as `npm start` does (built web app, demo fleet),
 * on a free port and a fresh in-memory database unless env says otherwise (env.PORT names the port;
 * an undefined value removes the variable). `nodeArgs` runs another entry, e.g. the compiled one.
 */
export async function startCarport(
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = ["--import", "tsx", "apps/server/src/main.ts"],
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
