import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as format from "./format.ts";
import { uiLanguage, type UiLanguage } from "./format.ts";

const BOUND = [
  "formatNumber",
  "formatDistance",
  "formatSpeed",
  "formatTemperature",
  "formatPercent",
  "formatEnergy",
  "formatLitres",
  "formatKilograms",
  "formatMinutes",
  "formatCalendarDate",
  "formatLongCalendarDate",
  "formatDateTime",
  "formatRelativeTime",
  "formatMoney",
  "formatMonth",
] as const;
type BoundName = (typeof BOUND)[number];
type Bound<F> = F extends (language: UiLanguage, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** The formatters of format.ts bound to the page's language, and that language. */
export type LanguageFormat = { [K in BoundName]: Bound<(typeof format)[K]> } & { language: UiLanguage };

export function useFormat(): LanguageFormat {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      formatNumber: (...a) => format.formatNumber(language, ...a),
      formatDistance: (...a) => format.formatDistance(language, ...a),
      formatSpeed: (...a) => format.formatSpeed(language, ...a),
      formatTemperature: (...a) => format.formatTemperature(language, ...a),
      formatPercent: (...a) => format.formatPercent(language, ...a),
      formatEnergy: (...a) => format.formatEnergy(language, ...a),
      formatLitres: (...a) => format.formatLitres(language, ...a),
      formatKilograms: (...a) => format.formatKilograms(language, ...a),
      formatMinutes: (...a) => format.formatMinutes(language, ...a),
      formatCalendarDate: (...a) => format.formatCalendarDate(language, ...a),
      formatLongCalendarDate: (...a) => format.formatLongCalendarDate(language, ...a),
      formatDateTime: (...a) => format.formatDateTime(language, ...a),
      formatRelativeTime: (...a) => format.formatRelativeTime(language, ...a),
      formatMoney: (...a) => format.formatMoney(language, ...a),
      formatMonth: (...a) => format.formatMonth(language, ...a),
    }),
    [language],
  );
}
