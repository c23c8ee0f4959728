import fs from "node:fs";
import { processCpuSeconds } from "./fleet-process.ts";

/** Resident memory of a process in MiB (Linux /proc), or null once it is gone. */
export function residentMiB(pid: number): number | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds each part of the run used while it sampled: every `everyMs` it reads the CPU time of
 * each part's processes (asked again each time: PostgreSQL's backends come and go), and keeps per
 * process the first and last figure seen, so a process killed on the way counts up to its last sample.
 */
export function cpuSampler(parts: Record<string, () => Promise<number[]> | number[]>, everyMs = 1000) {
  const seen = new Map<string, Map<number, { first: number; last: number }>>();
  const sample = async () => {
    for (const [part, pidsOf] of Object.entries(parts)) {
      const pids = await Promise.resolve(pidsOf()).catch(() => [] as number[]);
      let byPid = seen.get(part);
      if (!byPid) seen.set(part, (byPid = new Map()));
      for (const pid of pids) {
        let seconds: number;
        try {
          seconds = processCpuSeconds(pid);
        } catch {
          continue;
        }
        const known = byPid.get(pid);
        if (known) known.last = seconds;
        // A process first seen now (a new backend) counts from zero: all it used was in the run.
        else byPid.set(pid, { first: started ? 0 : seconds, last: seconds });
      }
    }
  };
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let running = Promise.resolve();
  return {
    async start() {
      await sample();
      started = true;
      timer = setInterval(() => (running = running.then(sample)), everyMs);
    },
    /** Stops sampling; answers the CPU seconds of each part. */
    async stop(): Promise<Record<string, number>> {
      if (timer) clearInterval(timer);
      await running;
      await sample();
      return Object.fromEntries(
        [...seen].map(([part, byPid]) => [part, Math.round([...byPid.values()].reduce((sum, p) => sum + p.last - p.first, 0) * 10) / 10]),
      );
    },
  };
}
