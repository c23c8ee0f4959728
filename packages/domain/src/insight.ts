import { z } from "zod";

/**
 * Insight (issue 57): the owner's tariff, what a charging session cost under it, trip efficiency
 * with its season, the places the owner names, and the month a summary covers.
 */

/** Highest prices accepted: far above any real tariff, low enough to catch a typed-in cents value. */
export const MAX_KWH_PRICE = 5;
export const MAX_LITRE_PRICE = 10;

/** An off-peak window: local times "HH:MM" in the tariff's time zone; end before start wraps past midnight. */
export interface TariffWindow {
  start: string;
  end: string;
  /** Dollars per kWh inside the window. */
  kwhPrice: number;
}

/** The owner's tariff for one car. Prices in dollars; null where the car does not use that energy. */
export interface Tariff {
  /** IANA time zone the off-peak window is read in (the owner's). */
  timeZone: string;
  /** Dollars per kWh outside the off-peak window (or all day without one). */
  kwhPrice: number | null;
  /** Dollars per litre of fuel. */
  litrePrice: number | null;
  offPeak: TariffWindow | null;
}

/** Why a tariff cannot be saved: the field (dotted path) and a reason code. */
export interface TariffProblem {
  field: string;
  reason: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether Intl knows the time zone (an IANA name such as "America/Toronto", or "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Minutes after midnight of an "HH:MM" time; null when it is not one. */
export function minuteOfDay(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function priceProblem(field: string, value: number | null, max: number): TariffProblem | null {
  if (value === null) return null;
  if (!Number.isFinite(value) || value < 0) return { field, reason: "PRICE_NEGATIVE" };
  if (value > max) return { field, reason: "PRICE_TOO_HIGH" };
  return null;
}

/** Every reason the tariff is refused, field by field; empty when it can be saved. */
export function tariffProblems(tariff: Tariff): TariffProblem[] {
  const problems: (TariffProblem | null)[] = [
    isTimeZone(tariff.timeZone) ? null : { field: "timeZone", reason: "TIME_ZONE_UNKNOWN" },
    priceProblem("kwhPrice", tariff.kwhPrice, MAX_KWH_PRICE),
    priceProblem("litrePrice", tariff.litrePrice, MAX_LITRE_PRICE),
  ];
  if (tariff.kwhPrice === null && tariff.litrePrice === null && !tariff.offPeak)
    problems.push({ field: "kwhPrice", reason: "PRICE_REQUIRED" });
  const w = tariff.offPeak;
  if (w) {
    const start = minuteOfDay(w.start);
    const end = minuteOfDay(w.end);
    if (start === null) problems.push({ field: "offPeak.start", reason: "TIME_INVALID" });
    if (end === null) problems.push({ field: "offPeak.end", reason: "TIME_INVALID" });
    if (start !== null && start === end) problems.push({ field: "offPeak.end", reason: "WINDOW_EMPTY" });
    problems.push(priceProblem("offPeak.kwhPrice", w.kwhPrice, MAX_KWH_PRICE));
    if (tariff.kwhPrice === null) problems.push({ field: "kwhPrice", reason: "PEAK_PRICE_REQUIRED" });
  }
  return problems.filter((p): p is TariffProblem => p !== null);
}

const price = z.number().nullable();

/** The tariff as the owner sends it; each problem names its field (the server answers 7998 with it). */
export const tariffSchema = z
  .object({
    timeZone: z.string().max(64),
    kwhPrice: price,
    litrePrice: price,
    offPeak: z.object({ start: z.string().max(5), end: z.string().max(5), kwhPrice: z.number() }).nullable(),
  })
  .superRefine((value, context) => {
    for (const problem of tariffProblems(value)) {
      context.addIssue({ code: "custom", path: problem.field.split("."), message: problem.reason });
    }
  });

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The time zone's offset from UTC at an instant, in ms (local = UTC + offset). */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return local - Math.floor(at / 1000) * 1000;
}

/** ms of [a, b) that fall in the daily local window [start, end) minutes, given local times (UTC + offset). */
function windowOverlap(localA: number, localB: number, startMin: number, endMin: number): number {
  const day0 = Math.floor(localA / DAY_MS) * DAY_MS;
  let total = 0;
  for (let day = day0 - DAY_MS; day <= localB; day += DAY_MS) {
    const from = day + startMin * 60_000;
    const to = day + (endMin > startMin ? endMin : endMin + 1440) * 60_000;
    total += Math.max(0, Math.min(localB, to) - Math.max(localA, from));
  }
  return total;
}

/**
 * The share (0-1) of [startedAt, endedAt) inside the off-peak window, read in the time zone: cut at
 * every UTC hour (an offset changes only there), so a daylight-saving change inside is counted right.
 */
export function offPeakShare(startedAt: string, endedAt: string, window: Pick<TariffWindow, "start" | "end">, timeZone: string): number {
  const start = Date.parse(startedAt);
  const end = Date.parse(endedAt);
  const startMin = minuteOfDay(window.start);
  const endMin = minuteOfDay(window.end);
  if (!(end > start) || startMin === null || endMin === null || startMin === endMin) return 0;
  let inside = 0;
  for (let a = start; a < end;) {
    const b = Math.min(end, (Math.floor(a / HOUR_MS) + 1) * HOUR_MS);
    const offset = zoneOffsetMs(timeZone, a);
    inside += windowOverlap(a + offset, b + offset, startMin, endMin);
    a = b;
  }
  return inside / (end - start);
}

/** What a charging session cost: its kWh split between off-peak and peak, and the dollars. */
export interface SessionCost {
  offPeakKwh: number;
  peakKwh: number;
  /** Dollars, to the cent. */
  cost: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The charge a session gained between two of its reads, in kWh: what its cost is split by. */
export interface ChargeStep {
  from: string;
  to: string;
  kwh: number;
}

/**
 * A session's steps: each rise in charge between consecutive reads inside it, times the battery.
 * Empty without a battery capacity (or with fewer than two reads).
 */
export function chargeSteps(
  samples: readonly { at: string; soc: number | null }[],
  session: { startedAt: string; endedAt: string | null },
  capacityKwh: number | null,
): ChargeStep[] {
  if (capacityKwh === null) return [];
  const start = Date.parse(session.startedAt);
  const end = session.endedAt === null ? Number.POSITIVE_INFINITY : Date.parse(session.endedAt);
  const reads = samples
    .filter((s) => s.soc !== null && Date.parse(s.at) >= start && Date.parse(s.at) <= end)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const steps: ChargeStep[] = [];
  for (let i = 1; i < reads.length; i++) {
    const gain = reads[i]!.soc! - reads[i - 1]!.soc!;
    if (gain > 0) steps.push({ from: reads[i - 1]!.at, to: reads[i]!.at, kwh: (gain / 100) * capacityKwh });
  }
  return steps;
}

/**
 * The cost of a session's energy under the tariff. Its energy splits by where it was gained: each
 * step between two reads at a steady power across that step, so a step that straddles the window's
 * edge splits as its time does. Without steps, the whole session at a steady power (an AC charge
 * nearly is). Null without energy or without a price per kWh.
 */
export function sessionCost(
  session: { startedAt: string; endedAt: string | null; minutes: number; kwh: number | null },
  tariff: Tariff | null,
  steps: readonly ChargeStep[] = [],
): SessionCost | null {
  if (!tariff || tariff.kwhPrice === null || session.kwh === null) return null;
  let share = 0;
  if (tariff.offPeak) {
    const window = tariff.offPeak;
    const stepped = steps.reduce((sum, s) => sum + s.kwh, 0);
    if (stepped > 0) {
      share = steps.reduce((sum, s) => sum + s.kwh * offPeakShare(s.from, s.to, window, tariff.timeZone), 0) / stepped;
    } else {
      const endedAt = session.endedAt ?? new Date(Date.parse(session.startedAt) + session.minutes * 60_000).toISOString();
      share = offPeakShare(session.startedAt, endedAt, window, tariff.timeZone);
    }
  }
  const offPeakKwh = round(session.kwh * share, 2);
  const peakKwh = round(session.kwh - offPeakKwh, 2);
  const cost = offPeakKwh * (tariff.offPeak?.kwhPrice ?? 0) + peakKwh * tariff.kwhPrice;
  return { offPeakKwh, peakKwh, cost: round(cost, 2) };
}

/** Energy per distance: kWh/100 km for a car on its battery, L/100 km on fuel; null for no distance. */
export function per100Km(amount: number | null, km: number): number | null {
  if (amount === null || !(km > 0) || amount < 0) return null;
  return round((amount / km) * 100, 1);
}

/** The four seasons, by meteorological quarter. */
export const SEASONS = ["winter", "spring", "summer", "autumn"] as const;
export type Season = (typeof SEASONS)[number];

/**
 * The season of a date in the time zone: December-February winter, March-May spring, and so on;
 * turned round south of the equator (a latitude below zero).
 */
export function seasonOf(at: string, timeZone = "UTC", lat: number | null = null): Season {
  const t = Date.parse(at);
  const month = new Date(t + zoneOffsetMs(timeZone, t)).getUTCMonth();
  const north = Math.floor(((month + 1) % 12) / 3);
  return SEASONS[lat !== null && lat < 0 ? (north + 2) % 4 : north]!;
}

/** A place the owner names: a circle around a position. */
export interface Place {
  id: string;
  name: string;
  lat: number;
  lon: number;
  radiusM: number;
}

export const PLACE_NAME_MAX = 40;
export const PLACE_RADIUS_MIN_M = 25;
export const PLACE_RADIUS_MAX_M = 5000;
/** How many places one account may name. */
export const PLACES_MAX = 20;

/** A place as the owner sends it (an id to change one already saved). */
export const placeInputSchema = z.object({
  id: z.string().uuid().optional(),
  name: z
    .string()
    .transform((s) => s.trim())
    .superRefine((s, context) => {
      if (s.length === 0) context.addIssue({ code: "custom", message: "NAME_REQUIRED" });
      else if (s.length > PLACE_NAME_MAX) context.addIssue({ code: "custom", message: "NAME_TOO_LONG" });
    }),
  lat: z.number().min(-90, "LATITUDE_INVALID").max(90, "LATITUDE_INVALID"),
  lon: z.number().min(-180, "LONGITUDE_INVALID").max(180, "LONGITUDE_INVALID"),
  radiusM: z.number().int("RADIUS_INVALID").min(PLACE_RADIUS_MIN_M, "RADIUS_TOO_SMALL").max(PLACE_RADIUS_MAX_M, "RADIUS_TOO_LARGE"),
});

/** Great-circle distance in metres. */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The name of the nearest place whose circle holds the position; null when none does or no position. */
export function placeAt(lat: number | null, lon: number | null, places: readonly Place[]): string | null {
  if (lat === null || lon === null) return null;
  let best: { name: string; d: number } | null = null;
  for (const place of places) {
    const d = distanceM(lat, lon, place.lat, place.lon);
    if (d <= place.radiusM && (!best || d < best.d)) best = { name: place.name, d };
  }
  return best?.name ?? null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A "YYYY-MM" month's first instant and the next month's, in the time zone; null when not a month. */
export function monthPeriod(month: string, timeZone: string): { from: string; to: string } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]) - 1;
  const startOf = (year: number, mon: number) => {
    const naive = Date.UTC(year, mon, 1);
    // The local midnight: the naive instant moved by the offset there (checked once more across a change).
    let at = naive - zoneOffsetMs(timeZone, naive);
    at = naive - zoneOffsetMs(timeZone, at);
    return new Date(at).toISOString();
  };
  return { from: startOf(y, m), to: startOf(m === 11 ? y + 1 : y, (m + 1) % 12) };
}

/** The month before a "YYYY-MM" month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The month ("YYYY-MM") an instant falls in, in the time zone. */
export function monthOf(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMs(timeZone, at.getTime()));
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The month a summary is asked for: "YYYY-MM", 2000 onwards. */
export const summaryMonthSchema = z.string().regex(MONTH, "MONTH_INVALID");

/** One month's figures. */
export interface MonthFigures {
  month: string;
  km: number;
  trips: number;
  /** kWh added by charging sessions that started in the month. */
  kwhCharged: number;
  /** kWh used driving (trips with a known energy). */
  kwhUsed: number;
  litresUsed: number;
  /** Dollars: charging sessions' cost plus fuel at the litre price; null without a tariff. */
  cost: number | null;
  /** kWh/100 km over the trips with a known energy; null without any. */
  kwhPer100Km: number | null;
  litresPer100Km: number | null;
}

/** What a summary adds up, per trip and per session. */
export interface SummaryTrip {
  km: number;
  kwh: number | null;
  litres: number | null;
}

/** A month's figures from its trips and sessions (with their cost under the tariff). */
export function monthFigures(
  month: string,
  trips: readonly SummaryTrip[],
  sessions: readonly { kwh: number | null; cost: number | null }[],
  tariff: Tariff | null,
): MonthFigures {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const withKwh = trips.filter((t) => t.kwh !== null);
  const withLitres = trips.filter((t) => t.litres !== null && t.litres > 0);
  const kwhUsed = sum(withKwh.map((t) => t.kwh!));
  const litresUsed = sum(withLitres.map((t) => t.litres!));
  const chargeCost = sum(sessions.map((s) => s.cost ?? 0));
  const fuelCost = tariff?.litrePrice != null ? litresUsed * tariff.litrePrice : 0;
  return {
    month,
    km: round(sum(trips.map((t) => t.km)), 1),
    trips: trips.length,
    kwhCharged: round(sum(sessions.map((s) => s.kwh ?? 0)), 1),
    kwhUsed: round(kwhUsed, 1),
    litresUsed: round(litresUsed, 1),
    cost: tariff ? round(chargeCost + fuelCost, 2) : null,
    kwhPer100Km: per100Km(withKwh.length ? kwhUsed : null, sum(withKwh.map((t) => t.km))),
    litresPer100Km: per100Km(withLitres.length ? litresUsed : null, sum(withLitres.map((t) => t.km))),
  };
}

/** The change from last month, in percent (rounded); null when last month has no figure to compare. */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
