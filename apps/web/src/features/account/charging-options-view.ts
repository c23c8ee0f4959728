import { parseWireTime, TIME_SECTION, type OffPeakFlag, type TimeSection, type WireTime } from "@carport/domain";
import type { CallResult, CallRequest } from "@carport/protocol";

/** A time as the charging options page shows it: a 12-hour hour (12 for 00), minutes, and AM (0) or PM (1). */
export interface ClockParts {
  hour: number;
  minute: number;
  section: TimeSection;
}

/** A window from start to end. */
export interface ClockWindow {
  start: ClockParts;
  end: ClockParts;
}

/** The page's form: the flag (0 off, 1 and 2 the car's off-peak modes), weekday window, weekend window when the car has one. */
export interface ChargingOptionsForm {
  flag: OffPeakFlag;
  weekday: ClockWindow;
  weekend: ClockWindow | null;
}

/** Midnight to 1 AM, the car's window when it has none. */
const DEFAULT_WINDOW: ClockWindow = { start: { hour: 12, minute: 0, section: 0 }, end: { hour: 1, minute: 0, section: 0 } };

/** The hours a 12-hour clock offers, 12 first (hour 00 is shown as 12). */
export const HOUR_OPTIONS = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Minutes every 5, plus the current value when the car holds another one. */
export function minuteOptions(current: number): number[] {
  const steps = Array.from({ length: 12 }, (_, i) => i * 5);
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}

/** A wire time ("hhmm", timeSection) as clock parts; an unreadable one is midnight. */
export function clockPartsOf(wire: WireTime | undefined): ClockParts {
  const time = wire ? parseWireTime(wire) : null;
  if (!time) return { hour: 12, minute: 0, section: TIME_SECTION.am };
  const hour = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return { hour, minute: time.minutes, section: time.hours < 12 ? TIME_SECTION.am : TIME_SECTION.pm };
}

/** Clock parts as the wire carries them: 12-hour "hhmm" (12 for hour 00) and the section. */
export function wireTimeOf(parts: ClockParts): WireTime {
  return { time: `${String(parts.hour).padStart(2, "0")}${String(parts.minute).padStart(2, "0")}`, timeSection: parts.section };
}

/** "12:05 AM": the time as the 12-hour display writes it, with the language's AM and PM words. */
export function clockLabel(parts: ClockParts, words: { am: string; pm: string }): string {
  return `${parts.hour}:${String(parts.minute).padStart(2, "0")} ${parts.section === TIME_SECTION.pm ? words.pm : words.am}`;
}

const sameTime = (a: ClockParts, b: ClockParts) => a.hour === b.hour && a.minute === b.minute && a.section === b.section;

function windowOf(wire: { starttime: WireTime; endtime: WireTime } | undefined): ClockWindow {
  return wire ? { start: clockPartsOf(wire.starttime), end: clockPartsOf(wire.endtime) } : DEFAULT_WINDOW;
}

/** The form from `gopter`'s answer; the weekend window only when the car reports one. */
export function chargingOptionsFormOf(result: CallResult<"offPeakGet">): ChargingOptionsForm {
  const info = result.offpeakTimeAndElectricityRates.offpeakPowerInfo;
  return {
    flag: info.offPeakPowerFlag,
    weekday: windowOf(info.offPeakPowerTime1),
    weekend: info.offPeakPowerTime2 ? windowOf(info.offPeakPowerTime2) : null,
  };
}

/** The windows that start when they end, which the car (and the server) refuse while off-peak charging is on. */
export function emptyWindows(form: ChargingOptionsForm): Array<"weekday" | "weekend"> {
  if (form.flag === 0) return [];
  const found: Array<"weekday" | "weekend"> = [];
  if (sameTime(form.weekday.start, form.weekday.end)) found.push("weekday");
  if (form.weekend && sameTime(form.weekend.start, form.weekend.end)) found.push("weekend");
  return found;
}

/** The `sopter` body (without the PIN). */
export function chargingOptionsRequestOf(form: ChargingOptionsForm, vehicleId: string): Omit<CallRequest<"offPeakSave">, "pin"> {
  const wire = (w: ClockWindow) => ({ starttime: wireTimeOf(w.start), endtime: wireTimeOf(w.end) });
  return {
    offpeakTimeAndElectricityRates: {
      vehicleId,
      offpeakPowerInfo: {
        offPeakPowerFlag: form.flag,
        offPeakPowerTime1: wire(form.weekday),
        ...(form.weekend ? { offPeakPowerTime2: wire(form.weekend) } : {}),
      },
    },
  };
}
