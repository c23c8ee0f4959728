import type { TripRow } from "./trip-repository.ts";

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The report dated on `day` of a month covers the month before it: [previous report date, report date). */
export function reportPeriod(reportId: string): { start: Date; end: Date } {
  const year = Number(reportId.slice(0, 4));
  const month = Number(reportId.slice(4, 6)) - 1;
  const day = Number(reportId.slice(6, 8));
  return { start: new Date(Date.UTC(year, month - 1, day)), end: new Date(Date.UTC(year, month, day)) };
}

/** Report ids (yyyymmdd), newest first, from the month after `since` up to today. */
export function reportIds(since: Date, day: number, today: Date = new Date()): string[] {
  const ids: string[] = [];
  let date = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, day));
  while (date <= today) {
    ids.unshift(iso(date).replaceAll("-", ""));
    date = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, day));
  }
  return ids;
}

/** Driving and energy figures of a period, from its trips; null when there were none. */
export function drivingInfo(trips: TripRow[], distanceFactor: number, distanceUnit: number) {
  if (trips.length === 0) return null;
  const sum = (pick: (t: TripRow) => number) => trips.reduce((total, t) => total + pick(t), 0);
  const used = sum((t) => t.drivetrain_kwh + t.climate_kwh + t.accessories_kwh + t.battery_care_kwh);
  const byDay = new Map<string, number>();
  for (const t of trips) {
    const day = iso(new Date(t.started_at));
    byDay.set(day, (byDay.get(day) ?? 0) + t.km);
  }
  const runTime = round(
    sum((t) => t.minutes),
    0,
  );
  const idleEngineTime = round(
    sum((t) => t.idle_minutes),
    0,
  );
  return {
    tripCount: trips.length,
    runTime,
    idleEngineTime,
    mileageTime: Math.max(0, runTime - idleEngineTime),
    timeUnit: "min" as const,
    runDistance: round(sum((t) => t.km) * distanceFactor),
    runDistanceUnit: distanceUnit,
    tirePressureFL: 35,
    tirePressureFR: 35,
    tirePressureRL: 34,
    tirePressureRR: 34,
    totalPwrCsp: round(used),
    regenPwr: round(sum((t) => t.regen_kwh)),
    motorPwrCsp: round(sum((t) => t.drivetrain_kwh)),
    climatePwrCsp: round(sum((t) => t.climate_kwh)),
    edPwrCsp: round(sum((t) => t.accessories_kwh + t.battery_care_kwh)),
    fuelUsed: round(sum((t) => t.fuel_litres)),
    dailyDistance: [...byDay].map(([date, km]) => ({ date, distance: round(km * distanceFactor) })),
  };
}
