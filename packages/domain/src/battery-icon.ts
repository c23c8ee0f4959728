/**
 * The battery icon step of a charge level in percent (vehicle-area.md 9), defined precisely:
 * - below 10 (and anything not a number): the nearest of 3, 6 and 9 (below 4.5 is 3, below 7.5 is 6, else 9);
 * - from 10.9 to 19.8 inclusive: 11;
 * - otherwise the nearest multiple of 10 (halves up), at most 100; so 10 to 10.89 is 10 and 19.81 to 24.99 is 20.
 */
export function batteryIconStep(level: number): number {
  if (!Number.isFinite(level) || level < 10) {
    const low = Number.isFinite(level) ? level : 0;
    if (low < 4.5) return 3;
    return low < 7.5 ? 6 : 9;
  }
  if (level >= 10.9 && level <= 19.8) return 11;
  return Math.min(100, Math.round(level / 10) * 10);
}

/** Text of an EV charge time shown when no time is known (zero, negative or missing minutes). */
export const NO_CHARGE_TIME = "--:--";

/** An EV remaining charge time in minutes as "h:mm" ("1:35"); '--:--' when zero or unknown. */
export function evChargeTimeText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return NO_CHARGE_TIME;
  const total = Math.round(minutes);
  if (total <= 0) return NO_CHARGE_TIME;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
