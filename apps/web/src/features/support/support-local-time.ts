import { parseSupportDateTime } from "@carport/domain";

/**
 * The support form's date and time as the owner reads and types them, on their own clock (the
 * browser's time zone); the request carries them in UTC (vehicle-area.md 4, "Email support
 * request"), converted here.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Now on the owner's clock: "yyyymmdd" and "hhmm". */
export function localSupportDefaults(now: Date = new Date()): { date: string; time: string } {
  return {
    date: `${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1)}${pad(now.getDate())}`,
    time: `${pad(now.getHours())}${pad(now.getMinutes())}`,
  };
}

/** A local date "yyyymmdd" and time "hhmm" as the request's UTC date and time; null when not a real moment. */
export function supportUtcOf(date: string, time: string): { date: string; time: string } | null {
  // Read as if UTC only to check the date is real; the owner's clock gives the moment.
  const wall = parseSupportDateTime(date, time);
  if (!wall) return null;
  const moment = new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
  return {
    date: `${pad(moment.getUTCFullYear(), 4)}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}`,
    time: `${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}`,
  };
}
