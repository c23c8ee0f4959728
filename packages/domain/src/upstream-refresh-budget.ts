/**
 * When Carport may ask a maker's cloud to wake a linked car for a fresh status: no sooner than
 * `minIntervalSeconds` after the last fresh read, and never in the quiet hours of the owner's time
 * zone (a woken car drains its 12-volt battery; owners ask for quiet nights).
 */
export interface RefreshBudget {
  minIntervalSeconds: number;
  /** "HH:mm-HH:mm", may wrap midnight ("22:00-07:00"); null: no quiet hours. */
  quietHours: { from: number; to: number } | null;
  timeZone: string;
}

/** Parses "22:00-07:00" into minutes of the day; "" answers null (no quiet hours); anything else throws. */
export function parseQuietHours(text: string): { from: number; to: number } | null {
  if (text.trim() === "") return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) throw new Error(`quiet hours '${text}': want HH:mm-HH:mm`);
  return { from: Number(match[1]) * 60 + Number(match[2]), to: Number(match[3]) * 60 + Number(match[4]) };
}

/** Minutes since midnight of `at` in the time zone. */
function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

export function inQuietHours(at: Date, budget: Pick<RefreshBudget, "quietHours" | "timeZone">): boolean {
  const quiet = budget.quietHours;
  if (!quiet || quiet.from === quiet.to) return false;
  const minute = minuteOfDay(at, budget.timeZone);
  return quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}

/** Whether a fresh status may be asked of the car now, given the last fresh read (null: never). */
export function freshStatusAllowed(now: Date, lastFreshAt: Date | null, budget: RefreshBudget): boolean {
  if (inQuietHours(now, budget)) return false;
  return !lastFreshAt || now.getTime() - lastFreshAt.getTime() >= budget.minIntervalSeconds * 1000;
}
