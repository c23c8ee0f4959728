import fs from "node:fs";
import path from "node:path";
import { Session } from "node:inspector/promises";

/**
 * With BENCH_PROFILE_DIR set, a CPU profile of this process from now until `stop`, written there as
 * <name>.cpuprofile (bench/profile-summary.ts reads it): a phase of a run, without the start-up.
 */
export async function profileThisProcess(): Promise<{ stop(name: string): Promise<void> }> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(name) {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    },
  };
}
