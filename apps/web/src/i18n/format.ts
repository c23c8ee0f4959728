import { distanceUnitLabel, DISTANCE_UNIT, type ClimateUnit, type DistanceUnit } from "@carport/domain";

/**
 * Numbers, measures and dates as each language writes them (Intl): "12,480 km" and "11/21/2026"
 * in English, "12 480 km" and "21/11/2026" in French. Pure functions of the language, so the
 * screens' texts can be tested without a browser.
 */
export type UiLanguage = "en" | "fr";

/** Canadian English and French number writing: "12,480.5" and "12 480,5". */
function numberLocale(language: UiLanguage): string {
  return language === "fr" ? "fr-CA" : "en-CA";
}

/** Numeric dates: mm/dd/yyyy in English, dd/mm/yyyy in French (fr-CA would write yyyy-mm-dd). */
function dateLocale(language: UiLanguage): string {
  return language === "fr" ? "fr-FR" : "en-US";
}

/** A non-breaking space keeps a number and its unit on one line. */
const NBSP = "\u00a0";

export function formatNumber(language: UiLanguage, value: number, maxDecimals = 0, minDecimals = 0): string {
  return new Intl.NumberFormat(numberLocale(language), {
    maximumFractionDigits: maxDecimals,
    minimumFractionDigits: Math.min(minDecimals, maxDecimals),
  }).format(value);
}

/** Dollars to the cent: "$2.80" in English, "2,80 $" in French. */
export function formatMoney(language: UiLanguage, dollars: number): string {
  return new Intl.NumberFormat(numberLocale(language), { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }).format(
    dollars,
  );
}

/** A month ("YYYY-MM") in words: "January 2027", "janvier 2027". */
export function formatMonth(language: UiLanguage, month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, mon - 1, 15)),
  );
}

/** A distance with its unit label: "12,480 km", "7 755 mi". */
export function formatDistance(language: UiLanguage, value: number, unit: DistanceUnit, maxDecimals = 0): string {
  return `${formatNumber(language, value, maxDecimals)}${NBSP}${distanceUnitLabel(unit)}`;
}

/** A speed in the distance unit's hour: "88 km/h", "55 mph". */
export function formatSpeed(language: UiLanguage, value: number, unit: DistanceUnit, maxDecimals = 0): string {
  return `${formatNumber(language, value, maxDecimals)}${NBSP}${unit === DISTANCE_UNIT.miles ? "mph" : "km/h"}`;
}

/** A temperature: "21.5 °C", "21,5 °C", "70 °F". */
export function formatTemperature(language: UiLanguage, value: number, unit: ClimateUnit): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: "unit",
    unit: unit === "F" ? "fahrenheit" : "celsius",
    maximumFractionDigits: 1,
  }).format(value);
}

/** A percentage given from 0 to 100: "62%", "62 %". */
export function formatPercent(language: UiLanguage, value: number): string {
  return new Intl.NumberFormat(numberLocale(language), { style: "percent", maximumFractionDigits: 0 }).format(value / 100);
}

/** Energy in kilowatt-hours with one decimal: "151.6 kWh", "151,6 kWh". */
export function formatEnergy(language: UiLanguage, kwh: number): string {
  return `${formatNumber(language, kwh, 1, 1)}${NBSP}kWh`;
}

/** Litres of fuel: "67 L", "67,5 L". */
export function formatLitres(language: UiLanguage, litres: number): string {
  return `${formatNumber(language, litres, 1)}${NBSP}L`;
}

/** Hydrogen is sold and counted in kilograms: "4.2 kg", "4,2 kg". */
export function formatKilograms(language: UiLanguage, kilograms: number): string {
  return `${formatNumber(language, kilograms, 1)}${NBSP}kg`;
}

/** A duration in minutes as hours and minutes: "19 h 49 min", "45 min". */
export function formatMinutes(language: UiLanguage, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours > 0 ? `${formatNumber(language, hours)}${NBSP}h${NBSP}${rest}${NBSP}min` : `${rest}${NBSP}min`;
}

/** A calendar day (no time of day), kept as midnight UTC so no time zone moves it. */
export interface CalendarDate {
  readonly utc: Date;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { utc };
}

/** Reads "yyyymmdd" (the wire's dates) or "yyyy-mm-dd" (report dates); null when it is not a real day. */
export function parseCalendarDate(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text ?? "");
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Reads a moment written "yyyyMMddHHmmss" in UTC (lastStatusDate, valet dates); null when unreadable or empty. */
export function parseUtcTimestamp(text: string | null | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** A calendar day written with digits: "11/21/2026" in English, "21/11/2026" in French. */
export function formatCalendarDate(language: UiLanguage, date: CalendarDate): string {
  return new Intl.DateTimeFormat(dateLocale(language), { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).format(
    date.utc,
  );
}

/** A calendar day in words: "November 21, 2026", "21 novembre 2026"; French writes the first "1er octobre 2026". */
export function formatLongCalendarDate(language: UiLanguage, date: CalendarDate): string {
  const parts = new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "long", timeZone: "UTC" }).formatToParts(date.utc);
  return parts.map((part) => (language === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}

/**
 * A moment in the browser's time zone (or the given one), date and time:
 * "11/21/2026, 2:05 PM" in English, "21/11/2026 14:05" in French.
 */
export function formatDateTime(language: UiLanguage, moment: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: language === "fr" ? "2-digit" : "numeric",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  }).format(moment);
}

const DAY_SECONDS = 86_400;

/**
 * The labels of a chart's time axis, for ticks `incrementSeconds` apart (seconds since the epoch),
 * in the browser's time zone (or the given one): days as "11/26" or "26/11"; hours as "10 AM" or
 * "10 h" ("10:30 AM", "10 h 30" between hours), the day under the first tick and each midnight.
 */
export function chartTimeLabels(language: UiLanguage, ticks: readonly number[], incrementSeconds: number, timeZone?: string): string[] {
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat(dateLocale(language), { month: "numeric", day: "numeric", ...zone });
  if (incrementSeconds >= DAY_SECONDS) return ticks.map((tick) => day.format(tick * 1000));
  const withMinutes = incrementSeconds % 3600 !== 0;
  const time = new Intl.DateTimeFormat(dateLocale(language), {
    hour: "numeric",
    ...(withMinutes ? { minute: "2-digit" } : {}),
    ...zone,
  });
  const hourOf = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...zone });
  return ticks.map((tick, i) => {
    const moment = tick * 1000;
    // French writes hours "14 h" and "14 h 30", midnight "0 h".
    const label =
      language === "fr"
        ? time
            .format(moment)
            .replace(/^(\d+):(\d+)$/, "$1 h $2")
            .replace(/^(\d+)$/, "$1 h")
            .replace(/^0(\d)/, "$1")
        : time.format(moment);
    return i === 0 || hourOf.format(moment) === "00:00" ? `${label}\n${day.format(moment)}` : label;
  });
}

/** The language code of an i18next language ("fr" or anything else as English). */
export function uiLanguage(i18nLanguage: string | undefined): UiLanguage {
  return i18nLanguage === "fr" ? "fr" : "en";
}

/** The largest unit that fits an age: seconds under a minute, then minutes, hours, days. */
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", Number.POSITIVE_INFINITY],
];

/** How long ago a moment was, in words: "5 minutes ago", "il y a 5 minutes", "yesterday", "hier". */
export function formatRelativeTime(language: UiLanguage, moment: Date, now: Date): string {
  let amount = Math.max(0, (now.getTime() - moment.getTime()) / 1000);
  let unit: Intl.RelativeTimeFormatUnit = "second";
  for (const [step, size] of RELATIVE_STEPS) {
    unit = step;
    if (amount < size) break;
    amount /= size;
  }
  return new Intl.RelativeTimeFormat(language === "fr" ? "fr-CA" : "en-CA", { numeric: "auto" }).format(-Math.floor(amount), unit);
}
