import fs from "node:fs";

/** Busy CPU time of the whole machine so far (user, nice, system, irq, softirq), in seconds (Linux /proc/stat). */
function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq] = fs
    .readFileSync("/proc/stat", "utf8")
    .split("\n")[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq!) / 100;
}

/** Busy CPU time of this process so far, in seconds. */
function processSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export interface CpuSplit {
  /** Cores this process kept busy on average (for the command bench: the server, with the embedded broker). */
  thisProcessCores: number;
  /** Cores the load generator's own process kept busy. */
  loadProcessCores: number;
  /** Cores the simulated fleet's process kept busy. */
  fleetProcessCores: number;
  /** Cores the rest of the machine kept busy (the PostgreSQL server's backends, a broker of its own, anything else running). */
  restOfMachineCores: number;
}

/**
 * Starts measuring; `stop(loadSeconds)` answers how many cores this process, the load generator's
 * process (its CPU seconds over the same time, as it reported them), the fleet's process (its CPU
 * seconds so far, read by `fleetSeconds`) and the rest of the machine used meanwhile.
 */
export function measureCpuSplit(fleetSeconds: () => number): { stop(loadSeconds: number): CpuSplit } {
  const started = { at: performance.now(), machine: machineBusySeconds(), self: processSeconds(), fleet: fleetSeconds() };
  return {
    stop(loadSeconds) {
      const seconds = (performance.now() - started.at) / 1000;
      const self = processSeconds() - started.self;
      const fleet = fleetSeconds() - started.fleet;
      const machine = machineBusySeconds() - started.machine;
      const round = (cores: number) => Math.round(cores * 100) / 100;
      return {
        thisProcessCores: round(self / seconds),
        loadProcessCores: round(loadSeconds / seconds),
        fleetProcessCores: round(fleet / seconds),
        restOfMachineCores: round(Math.max(0, machine - self - loadSeconds - fleet) / seconds),
      };
    },
  };
}
