import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The line the server prints once it answers, with its address. */
export const SERVER_READY = /Carport is running at (http:\/\/localhost:\d+)/;

/**
 * Starts the compiled server (`buildNode`, as `npm run build` makes it) as `npm run serve` does, on
 * a free loopback port, logging warnings only, with the demo's accounts and fleet unless `env` says
 * otherwise (the compiled server's default is DEMO=0).
 */
export function startServerProcess(env: Record<string, string>) {
  const defaults = { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO: "1" };
  return startProcess("apps/server/dist/main.js", { ...defaults, ...env }, SERVER_READY);
}

/** How long a process may take to print that it is ready (BENCH_START_TIMEOUT_SECONDS: longer, for a larger fleet). */
const startTimeoutMs = () => Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 300) * 1000;

/** Starts an entry point (TypeScript, or compiled JavaScript) as its own process and waits until it prints `ready`. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  args: string[] = [],
): Promise<{
  child: ChildProcess;
  match: RegExpMatchArray;
  waitFor(pattern: RegExp | ((output: string) => boolean), timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}> {
  // BENCH_PROFILE_DIR: each process writes a CPU profile there when it stops (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  // A compiled entry runs as `npm run serve` runs it; a TypeScript one through tsx.
  const runner = entry.endsWith(".js") ? ["--enable-source-maps"] : ["--import", "tsx"];
  const child = spawn(process.execPath, [...profile, ...runner, entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    // A server on a three-node NATS cluster subscribes through JetStream consumers replicated three
    // times: on a slow two-core VM that took 99 s and more, so the bound is well past it.
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), startTimeoutMs());
    const onData = (chunk: Buffer) => {
      output += chunk;
      const found = output.match(ready);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
  });
  return {
    child,
    match,
    /** Waits until what the process has printed matches the pattern, or passes the test. */
    async waitFor(pattern, timeoutMs) {
      const end = Date.now() + timeoutMs;
      const printed = typeof pattern === "function" ? pattern : (text: string) => pattern.test(text);
      while (!printed(output)) {
        if (child.exitCode !== null || Date.now() > end) throw new Error(`${entry} never printed ${pattern}:\n${output.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      // Ended already, by itself or killed (a SIGKILLed child has a signal and no exit code).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
