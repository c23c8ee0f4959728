import type { VehicleStatus } from "@carport/protocol";

/** How long after a result its car's status report counts as the same report sent again. */
const REPEAT_WITHIN_MS = 10_000;
/** Entries kept before the ones too old to count are dropped. */
const SWEEP_ABOVE = 10_000;

/**
 * The status each car's last result carried, until the car's next status report: a car sends its
 * status again right after a result (kept on the broker for whoever subscribes later), and that
 * report, when it says the same within seconds, is not written a second time. Per instance: a
 * report handled by another instance is written, which changes only its time.
 */
export function statusesWithResults() {
  // `at` by the car's clock (compared with its next report's), `heard` by this server's (for the sweep).
  const carried = new Map<string, { text: string; at: number; heard: number }>();
  let sweptAt = -Infinity;
  return {
    /** A result is being saved with this status. */
    carried(vin: string, status: VehicleStatus, at: Date, now = Date.now()): void {
      carried.set(vin, { text: JSON.stringify(status), at: at.getTime(), heard: now });
      // Cars that send no status report after their results leave theirs: kept to the last seconds' commands.
      // (at most once a window, so many recent ones are not walked at every result).
      if (carried.size > SWEEP_ABOVE && now - sweptAt >= REPEAT_WITHIN_MS) {
        sweptAt = now;
        for (const [key, { heard }] of carried) if (now - heard >= REPEAT_WITHIN_MS) carried.delete(key);
      }
    },
    /** The result was not saved after all (it named another car's transaction): its status is not kept either. */
    dropped(vin: string): void {
      carried.delete(vin);
    },
    /** True when this status report repeats the one the car's last result carried; either way that one is forgotten. */
    repeats(vin: string, status: VehicleStatus, at: Date): boolean {
      const last = carried.get(vin);
      if (!last) return false;
      carried.delete(vin);
      const since = at.getTime() - last.at;
      return since >= 0 && since < REPEAT_WITHIN_MS && JSON.stringify(status) === last.text;
    },
  };
}
