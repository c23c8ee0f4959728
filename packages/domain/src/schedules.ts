import { z } from "zod";
import { isG1Phev } from "./generation.ts";
import { parse24Hour } from "./time.ts";

/** Off-peak charging flags: 0 off, 1 and 2 the two off-peak modes (account-and-enrollment.md 3 and 9). */
export const OFFPEAK_FLAGS = [0, 1, 2] as const;
/** An off-peak flag value. */
export type OffPeakFlag = (typeof OFFPEAK_FLAGS)[number];

/** Server-side off-peak flag check; message OFFPEAK_FLAG_INVALID. */
export const offPeakFlagSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "OFFPEAK_FLAG_INVALID" });

/** Off-peak window shown when the flag is 0 (vehicle-area.md 3 and 9). */
export const OFFPEAK_DEFAULT_WINDOW = { start: "00:00", end: "01:00" } as const;

/** The vehicle facts the schedule rules depend on. */
export interface ScheduleVehicle {
  fuelKindCode: string;
  genType: string;
  isCCS2: boolean;
}

/** One charging schedule as the screen edits it: times in 24-hour "HH:mm" (or "HHmm"), days 0-6. */
export interface ChargeScheduleEntry {
  enabled: boolean;
  days: readonly number[];
  start: string;
  /** Only G1 plug-in hybrids have an end time. */
  end?: string | null;
}

/** An off-peak window in 24-hour time. */
export interface OffPeakWindow {
  start: string;
  end: string;
}

/** The schedule screen's charging part. */
export interface ChargeScheduleForm {
  schedule1: ChargeScheduleEntry;
  schedule2: ChargeScheduleEntry;
  offPeakFlag: OffPeakFlag;
  offPeakWeekday: OffPeakWindow;
  /** Present only when the vehicle supports a weekend off-peak window. */
  offPeakWeekend?: OffPeakWindow | null;
}

/** The keys of the schedule errors (vehicle-area.md 5, "Schedules"). */
export type ScheduleError = "errorIdenticalDepartureDayTime" | "errorScheduleStartEndTime" | "errorOffpeakHours";

/** Whether two 24-hour times name the same minute ("08:00" and "0800" do); unreadable ones compare as written. */
function sameTime(a: string, b: string): boolean {
  const ta = parse24Hour(a);
  const tb = parse24Hour(b);
  if (!ta || !tb) return a === b;
  return ta.hours === tb.hours && ta.minutes === tb.minutes;
}

/**
 * The errors that block saving charging schedules, in the spec's order:
 * (a) EV or non-G1: schedules 1 and 2 both on, with the same start time and a shared day;
 * (b) G1 PHEV: schedule 1 on with its start equal to its end;
 * (c) off-peak in use (flag 1 or 2): the weekday window, or the weekend one when supported, starts when it ends.
 */
export function chargeScheduleErrors(form: ChargeScheduleForm, vehicle: ScheduleVehicle): ScheduleError[] {
  const errors: ScheduleError[] = [];
  const { schedule1: s1, schedule2: s2 } = form;
  if (!isG1Phev(vehicle)) {
    const sharedDay = s1.days.some((day) => s2.days.includes(day));
    if (s1.enabled && s2.enabled && sharedDay && sameTime(s1.start, s2.start)) errors.push("errorIdenticalDepartureDayTime");
  } else if (s1.enabled && s1.end != null && sameTime(s1.start, s1.end)) {
    errors.push("errorScheduleStartEndTime");
  }
  if (form.offPeakFlag !== 0) {
    const windows = [form.offPeakWeekday, ...(form.offPeakWeekend ? [form.offPeakWeekend] : [])];
    if (windows.some((w) => sameTime(w.start, w.end))) errors.push("errorOffpeakHours");
  }
  return errors;
}

/**
 * The off-peak flag after schedules are switched (vehicle-area.md 4): with schedule 1 off it
 * becomes 0, unless schedule 2 is on on a non-CCS2 vehicle (CCS2 vehicles have no schedule 2 to
 * keep it).
 */
export function offPeakFlagAfterScheduleChange(
  state: { schedule1Enabled: boolean; schedule2Enabled: boolean; offPeakFlag: OffPeakFlag },
  vehicle: Pick<ScheduleVehicle, "isCCS2">,
): OffPeakFlag {
  if (state.schedule1Enabled) return state.offPeakFlag;
  if (state.schedule2Enabled && !vehicle.isCCS2) return state.offPeakFlag;
  return 0;
}

/**
 * Default times of a new charging schedule (vehicle-area.md 9): 08:00 for EV, non-G1 PHEV and
 * CCS2 vehicles; 00:00 to 08:00 for a G1 PHEV, the only kind with an end time.
 */
export function defaultScheduleTimes(vehicle: ScheduleVehicle): { start: string; end: string | null } {
  if (!vehicle.isCCS2 && isG1Phev(vehicle)) return { start: "00:00", end: "08:00" };
  return { start: "08:00", end: null };
}

/** The off-peak window a screen shows: the 00:00-01:00 default when the flag is 0 or no window is stored. */
export function offPeakWindowForDisplay(flag: OffPeakFlag, window?: OffPeakWindow | null): OffPeakWindow {
  if (flag === 0 || !window) return { ...OFFPEAK_DEFAULT_WINDOW };
  return { start: window.start, end: window.end };
}
