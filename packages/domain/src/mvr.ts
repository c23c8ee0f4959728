import { z } from "zod";

/** The monthly report can be generated on days 1 to 28 of the month (vehicle-area.md 5 and 9). */
export const MVR_DAY_MIN = 1;
/** Last selectable report day, so every month has it. */
export const MVR_DAY_MAX = 28;
/** The report-day choices, 1 to 28. */
export const MVR_DAY_OPTIONS: readonly number[] = Array.from({ length: MVR_DAY_MAX }, (_, i) => i + MVR_DAY_MIN);

/** Key shown when no valid report day is chosen. */
export const MVR_DAY_REQUIRED = "PLEASE_SELECT_SETTING";

/** PLEASE_SELECT_SETTING unless the day is a whole number from 1 to 28. */
export function mvrDayReason(day: number | null | undefined): typeof MVR_DAY_REQUIRED | null {
  return typeof day === "number" && Number.isInteger(day) && day >= MVR_DAY_MIN && day <= MVR_DAY_MAX ? null : MVR_DAY_REQUIRED;
}

/** Server-side report-day check (svmvrdy); message PLEASE_SELECT_SETTING. */
export const mvrDaySchema = z
  .number({ error: MVR_DAY_REQUIRED })
  .refine((day) => mvrDayReason(day) === null, { message: MVR_DAY_REQUIRED });

/** Languages with their own ordinal forms. */
export type OrdinalLanguage = "en" | "fr";

/** The ordinal suffix of a day: English st/nd/rd/th (11th-13th included), French er for 1 and e otherwise. */
export function ordinalSuffix(n: number, language: OrdinalLanguage): string {
  if (language === "fr") return n === 1 ? "er" : "e";
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  switch (Math.abs(n) % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

/** A day as an ordinal: "1st", "22nd" in English; "1er", "2e" in French. */
export function formatOrdinal(n: number, language: OrdinalLanguage): string {
  return `${n}${ordinalSuffix(n, language)}`;
}

/** A report date as listed: "yyyy-mm-dd" shown "mm/dd/yyyy" (vehicle-area.md 3); other text unchanged. */
export function formatMvrReportDate(reportDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(reportDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : reportDate;
}
