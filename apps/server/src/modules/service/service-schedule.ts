import type { ServiceRecord } from "./service-repository.ts";

const DAY_MS = 86_400_000;

function parseDate(yyyymmdd: string): Date {
  return new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))));
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll("-", "");
}

let today = { text: "", from: 0, until: 0 };

/** Today (UTC) as yyyymmdd, worked out again only when the day changes: nxtsvc asks on every call. */
export function todayDate(now = Date.now()): string {
  if (now < today.from || now >= today.until) {
    const from = now - (now % DAY_MS);
    today = { text: formatDate(new Date(from)), from, until: from + DAY_MS };
  }
  return today.text;
}

/** A real calendar date in yyyymmdd. */
export function isCalendarDate(yyyymmdd: string): boolean {
  return /^\d{8}$/.test(yyyymmdd) && formatDate(parseDate(yyyymmdd)) === yyyymmdd;
}

/**
 * The next service from the last one: interval distance and months later, whichever comes first;
 * distance and days left go negative once overdue. Distances in km.
 */
export function serviceSchedule(record: ServiceRecord, currentOdometerKm: number, today: Date = new Date()) {
  const last = parseDate(record.last_service_date);
  const next = new Date(last);
  next.setUTCMonth(next.getUTCMonth() + record.interval_months);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const nextOdometer = record.last_service_odometer + record.interval_km;
  return {
    lastOdometer: record.last_service_odometer,
    lastDate: record.last_service_date,
    nextOdometer,
    nextDate: formatDate(next),
    distanceLeft: Math.round(nextOdometer - currentOdometerKm),
    daysLeft: Math.round((next.getTime() - todayUtc) / DAY_MS),
  };
}
