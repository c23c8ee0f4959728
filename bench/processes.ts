import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Starts a TypeScript entry point as its own process and waits until it prints `ready`. */
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
  const child = spawn(process.execPath, [...profile, "--import", "tsx", entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 120_000);
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
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
