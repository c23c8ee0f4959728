import type { TimedSample } from "@carport/domain";
import { formatDateTime, formatNumber, type UiLanguage } from "../../i18n/format.ts";

/** The values a chart draws. */
export type ChartField = "soc" | "fuel" | "rangeKm" | "auxBattery";

/** A chart's columns for uPlot: times in seconds, then the values (null where the car gave none). */
export function chartColumns(samples: readonly TimedSample[], field: ChartField, scale = 1): [number[], (number | null)[]] {
  return [
    samples.map((s) => Date.parse(s.at) / 1000),
    samples.map((s) => (s[field] === null ? null : Math.round((s[field] as number) * scale * 10) / 10)),
  ];
}

/** What a chart shows, in words: first and last value, lowest and highest; null when it has none. */
export function seriesSummary(values: readonly (number | null)[]): { first: number; last: number; min: number; max: number } | null {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return null;
  return { first: known[0]!, last: known.at(-1)!, min: Math.min(...known), max: Math.max(...known) };
}

/** The charge chart of a car with a traction battery, the fuel chart of one without. */
export function energyField(samples: readonly TimedSample[]): "soc" | "fuel" {
  return samples.some((s) => s.soc !== null) ? "soc" : "fuel";
}

/** "07/12/2026 13:05: 62 %" in the page's language. */
export function hoverText(language: UiLanguage, read: { at: number; value: number }, unit: string): string {
  const value = `${formatNumber(language, read.value, 1)}${unit === "%" ? (language === "fr" ? "\u00a0%" : "%") : `\u00a0${unit}`}`;
  return `${formatDateTime(language, new Date(read.at * 1000))}${language === "fr" ? "\u00a0: " : ": "}${value}`;
}
