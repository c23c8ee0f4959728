/** Two-digit zero padding. */
function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** The e-mail support form's date and time default to now, in UTC (vehicle-area.md 3 and 5). */
export function supportDateTimeDefaults(now: Date = new Date()): { date: string; time: string } {
  return {
    date: `${now.getUTCFullYear()}${pad2(now.getUTCMonth() + 1)}${pad2(now.getUTCDate())}`,
    time: `${pad2(now.getUTCHours())}${pad2(now.getUTCMinutes())}`,
  };
}

/** The UTC instant of a support date "yyyymmdd" and time "hhmm" (24-hour); null when not a real date and time. */
export function parseSupportDateTime(date: string, time: string): Date | null {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  const t = /^(\d{2})(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (hours > 23 || minutes > 59 || month < 1 || month > 12 || day < 1) return null;
  const instant = new Date(Date.UTC(year, month - 1, day, hours, minutes));
  if (instant.getUTCMonth() !== month - 1 || instant.getUTCFullYear() !== year) return null;
  return instant;
}

/** Why the support date and time are refused: unreadable, or in the future. */
export type SupportDateTimeReason = "SUPPORT_DATETIME_INVALID" | "SUPPORT_DATETIME_FUTURE";

/**
 * The reason a support request's date and time block submission, or null. A time later than the
 * current minute is in the future (vehicle-area.md 5, "Email support"); the current minute is not.
 */
export function supportDateTimeReason(date: string, time: string, now: Date = new Date()): SupportDateTimeReason | null {
  const instant = parseSupportDateTime(date, time);
  if (!instant) return "SUPPORT_DATETIME_INVALID";
  const currentMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return instant.getTime() > currentMinute ? "SUPPORT_DATETIME_FUTURE" : null;
}

/** True when the date and time are after the current minute, which blocks submission with a dialog. */
export function isFutureSupportDateTime(date: string, time: string, now: Date = new Date()): boolean {
  return supportDateTimeReason(date, time, now) === "SUPPORT_DATETIME_FUTURE";
}
