import { formatMvrReportDate, formatOrdinal, MVR_DAY_OPTIONS, mvrDayReason, type OrdinalLanguage } from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import { invalidFieldOf } from "../../api/api-error.ts";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../i18n/error-messages.ts";
import { parseCalendarDate, type CalendarDate } from "../../i18n/format.ts";

export type MonthlyReport = CallResult<"report">["report"];
export type DrivingInfo = NonNullable<MonthlyReport["drivingInfo"]>;
export type ReportListItem = CallResult<"reportList">["reports"][number];
export type EvTrip = CallResult<"evTripDetails">["tripdetails"][number];

/** A report date as the dropdown lists it: mm/dd/yyyy in both languages (vehicle-area.md 3, formatMvrReportDate). */
export function reportDateLabel(reportDate: string): string {
  return formatMvrReportDate(reportDate);
}

/** The dropdown's choices, newest first as the server lists them. */
export function reportOptions(reports: readonly ReportListItem[]): Array<{ id: string; label: string }> {
  return reports.map((r) => ({ id: r.reportId, label: reportDateLabel(r.reportDate) }));
}

/** The report-day choices 1 to 28 with their ordinals: "1st", "22nd" in English, "1er", "2e" in French. */
export function reportDayOptions(language: OrdinalLanguage): Array<{ id: number; label: string }> {
  return MVR_DAY_OPTIONS.map((day) => ({ id: day, label: formatOrdinal(day, language) }));
}

/** PLEASE_SELECT_SETTING unless a day from 1 to 28 is chosen (mvrDayReason). */
export function reportDayProblem(day: number | null): MessageKey | null {
  return mvrDayReason(day) ? "mvr.PLEASE_SELECT_SETTING" : null;
}

/** What a failed report read shows: MVR_NOT_FOUND for a report the server does not have, else the usual text. */
export function reportFailure(error: unknown): ErrorMessage {
  return invalidFieldOf(error)?.reason === "MVR_NOT_FOUND" ? { key: "mvr.MVR_NOT_FOUND" } : errorMessageFor(error);
}

/** The days a report covers: periodEnd is the report date itself, so the last day is the one before. */
export function reportPeriod(report: Pick<MonthlyReport, "periodStart" | "periodEnd">): { first: CalendarDate; last: CalendarDate } | null {
  const first = parseCalendarDate(report.periodStart);
  const end = parseCalendarDate(report.periodEnd);
  if (!first || !end) return null;
  const last = { utc: new Date(end.utc.getTime() - 86_400_000) };
  return { first, last: last.utc < first.utc ? first : last };
}

/** One bar of a chart, with the text that says its value. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** Where each bar goes in a chart of the given size; bars scale to the largest value. */
export interface BarGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Vertical bars side by side across `width`, growing up from the bottom of `height`. */
export function verticalBars(values: readonly number[], width: number, height: number, gap = 2): BarGeometry[] {
  const max = Math.max(0, ...values);
  const slot = values.length > 0 ? width / values.length : width;
  return values.map((value, i) => {
    const h = max > 0 ? (Math.max(0, value) / max) * height : 0;
    return { x: i * slot + gap / 2, y: height - h, width: Math.max(1, slot - gap), height: h };
  });
}

/** Horizontal bars stacked down, each `rowHeight` tall, growing right across `width`. */
export function horizontalBars(values: readonly number[], width: number, rowHeight: number, gap = 8): BarGeometry[] {
  const max = Math.max(0, ...values);
  return values.map((value, i) => ({
    x: 0,
    y: i * rowHeight + gap / 2,
    width: max > 0 ? (Math.max(0, value) / max) * width : 0,
    height: rowHeight - gap,
  }));
}

/** How the energy went, by use (kWh): drive motor, climate, electronic devices, and what braking gave back. */
export function energyUses(info: DrivingInfo): Array<{ key: MessageKey; kwh: number }> {
  return [
    { key: "mvr.energy.motor", kwh: info.motorPwrCsp },
    { key: "mvr.energy.climate", kwh: info.climatePwrCsp },
    { key: "mvr.energy.electronics", kwh: info.edPwrCsp },
    { key: "mvr.energy.regen", kwh: info.regenPwr },
  ];
}

/** The unit the report's "Fuel used" is counted in: kilograms for a hydrogen car (F), litres otherwise. */
export function fuelUsedUnit(fuelKind: string | undefined): "kg" | "L" {
  return fuelKind === "F" ? "kg" : "L";
}

/** A report has electric energy to show (EV and PHEV) when any of it is non-zero. */
export function hasEnergyUse(info: DrivingInfo): boolean {
  return info.totalPwrCsp > 0 || energyUses(info).some((use) => use.kwh > 0);
}

/** The daily-distance chart's summary: total, days driven, and the longest day. */
export function dailySummary(days: DrivingInfo["dailyDistance"]): {
  total: number;
  daysDriven: number;
  longest: { date: string; distance: number } | null;
} {
  const driven = days.filter((d) => d.distance > 0);
  const longest = driven.reduce<{ date: string; distance: number } | null>(
    (best, d) => (!best || d.distance > best.distance ? d : best),
    null,
  );
  return { total: days.reduce((sum, d) => sum + d.distance, 0), daysDriven: driven.length, longest };
}

/**
 * An EV trip's start ("yyyy-MM-dd HH:mm:ss" in UTC, as the server writes it) as a moment, shown on the
 * owner's clock as History shows the same trip; null when unreadable.
 */
export function tripStart(startdate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(startdate);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const moment = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(moment.getTime()) ? null : moment;
}
