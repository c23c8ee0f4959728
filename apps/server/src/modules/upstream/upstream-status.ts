import { utcOffsetHours } from "./maker-headers.ts";

const TWENTY_MINUTES_MS = 20 * 60_000;

/**
 * When the car reported a mirrored status, from its lastStatusDate (yyyyMMddHHmmss); now when
 * absent or unreadable. As KiaUvoApiCA reads it (force_refresh_vehicle_state, commit 008b311): the
 * maker gives the cached status's date in the car's Canadian local time, a fresh one in UTC; a
 * date within 20 minutes of now read as UTC is taken as UTC, any other is read in the owners' time
 * zone (UPSTREAM_TIME_ZONE; the Python client guesses among the Canadian zones instead).
 */
export function reportedAtOf(status: { lastStatusDate?: unknown }, timeZone = "UTC", now = new Date()): Date {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(typeof status.lastStatusDate === "string" ? status.lastStatusDate : "");
  if (!m) return now;
  const asUtc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
  if (Number.isNaN(asUtc.getTime())) return now;
  if (Math.abs(now.getTime() - asUtc.getTime()) < TWENTY_MINUTES_MS) return asUtc;
  const local = new Date(asUtc.getTime() - Number(utcOffsetHours(timeZone, asUtc)) * 3_600_000);
  // A local reading ahead of now cannot be right: the date was UTC after all.
  return local.getTime() > now.getTime() + TWENTY_MINUTES_MS ? asUtc : local;
}
