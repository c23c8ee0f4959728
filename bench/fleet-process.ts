import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { LinkCredentials } from "@carport/telematics";
import { startProcess } from "./processes.ts";

/**
 * The simulated fleet in a process of its own (apps/simulator), as cars are off the server's
 * machine: its twins take each provision as a server publishes it, and it counts how many times
 * each command was carried out (read when it stops).
 */
export async function startFleetProcess(options: {
  mqttUrl: string;
  namespace: string;
  /** A gateway identity the broker knows (the embedded broker, a NATS cluster); none on a trusting Mosquitto. */
  credentials?: LinkCredentials;
  /** Keep the fleet's session on the broker while it reconnects (a clustered broker's node going). */
  persistentSession?: boolean;
}) {
  const executionsFile = path.join(os.tmpdir(), `carport-fleet-${randomBytes(4).toString("hex")}-executions.json`);
  const fleet = await startProcess(
    "apps/simulator/src/main.ts",
    {
      MQTT_URL: options.mqttUrl,
      LINK_NAMESPACE: options.namespace,
      ...(options.credentials ? { LINK_USERNAME: options.credentials.username, LINK_SECRET: options.credentials.secret } : {}),
    },
    /Simulated fleet connected/,
    ["--report-seconds", "1", "--executions-file", executionsFile, ...(options.persistentSession ? ["--persistent-session"] : [])],
  );
  let stopped: Promise<Record<string, number>> | undefined;
  return {
    pid: fleet.child.pid!,
    /** Waits until the fleet simulates at least this many vehicles (every provision taken). */
    waitForVehicles: (vehicles: number, timeoutMs = 120_000) =>
      fleet.waitFor((output) => [...output.matchAll(/^(\d+) vehicles simulated/gm)].some((line) => Number(line[1]) >= vehicles), timeoutMs),
    /** CPU seconds the fleet's process has used so far (Linux /proc). */
    cpuSeconds: () => processCpuSeconds(fleet.child.pid!),
    /** Stops the fleet (once, however often it is called); answers how many times it carried out each transaction. */
    stop(): Promise<Record<string, number>> {
      stopped ??= fleet.stop().then(() => {
        try {
          return JSON.parse(fs.readFileSync(executionsFile, "utf8")) as Record<string, number>;
        } finally {
          fs.rmSync(executionsFile, { force: true });
        }
      });
      return stopped;
    },
  };
}

/** User and system CPU seconds of a process so far (fields 14 and 15 of /proc/<pid>/stat, in ticks of 1/100 s). */
export function processCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
