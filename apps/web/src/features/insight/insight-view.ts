import type { TariffProblem } from "@carport/domain";

/** The catalogue key of each reason a tariff or place field is refused with (the domain's codes). */
export const REASON_KEYS = {
  TIME_ZONE_UNKNOWN: "insight.errors.timeZone",
  PRICE_NEGATIVE: "insight.errors.priceNegative",
  PRICE_TOO_HIGH: "insight.errors.priceTooHigh",
  PRICE_REQUIRED: "insight.errors.priceRequired",
  PEAK_PRICE_REQUIRED: "insight.errors.peakPriceRequired",
  TIME_INVALID: "insight.errors.time",
  WINDOW_EMPTY: "insight.errors.windowEmpty",
  NOT_A_NUMBER: "insight.errors.notANumber",
} as const;
export type ReasonKey = (typeof REASON_KEYS)[keyof typeof REASON_KEYS];

/** The key for a problem's reason; an unknown reason reads as "not a number". */
export function reasonKey(reason: string): ReasonKey {
  return (REASON_KEYS as Record<string, ReasonKey>)[reason] ?? REASON_KEYS.NOT_A_NUMBER;
}

/** A typed-in price: "" is none, "0,12" (French decimal comma) is 0.12; NaN when not a number. */
export function parsePrice(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(",", ".")
    .replace(/^\$|\$$/g, "")
    .trim();
  if (trimmed === "") return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The problems by field (the first of each), for the form's error messages. */
export function problemsByField(problems: readonly TariffProblem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const p of problems) byField[p.field] ??= p.reason;
  return byField;
}

/** The month `delta` months from a "YYYY-MM" month. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The browser's time zone, offered as the tariff's first time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
