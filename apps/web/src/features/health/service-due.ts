import {
  isDistanceUnit,
  isServiceBarRed,
  serviceDueColours,
  DISTANCE_UNIT,
  type DistanceUnit,
  type ServiceDueColour,
} from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import { parseCalendarDate, type CalendarDate } from "../../i18n/format.ts";
import type { MessageKey } from "../../i18n/error-messages.ts";

export type MaintenanceInfo = CallResult<"nextService">["maintenanceInfo"];

/** One service-due bar: what is left, out of the interval, and how it is coloured and said. */
export interface ServiceBar {
  /** Left before the next service; zero or less is due or overdue. */
  left: number;
  /** The whole interval, for the bar's length. */
  interval: number;
  /** Share of the interval still left, 0 to 1 (0 once due). */
  fraction: number;
  colour: ServiceDueColour;
  /** The bar itself turns red at zero or less (vehicle-area.md 9). */
  red: boolean;
  /** The colour's meaning in words: the state is never told by colour alone. */
  stateKey: MessageKey;
}

export interface ServiceDue {
  distance: ServiceBar;
  days: ServiceBar;
  unit: DistanceUnit;
  currentOdometer: number;
  nextOdometer: number;
  lastOdometer: number;
  nextDate: CalendarDate | null;
  lastDate: CalendarDate | null;
  intervalMonths: number;
}

const DAY_MS = 86_400_000;

const STATE_KEYS = {
  red: "health.due.state.red",
  lightRed: "health.due.state.lightRed",
  green: "health.due.state.green",
} as const satisfies Record<ServiceDueColour, MessageKey>;

/** The words of a service-due colour: overdue, due (the other figure is overdue), on schedule. */
export function serviceDueStateKey(colour: ServiceDueColour): MessageKey {
  return STATE_KEYS[colour];
}

function bar(left: number, interval: number, colour: ServiceDueColour): ServiceBar {
  const whole = interval > 0 ? interval : Math.max(left, 1);
  return {
    left,
    interval: whole,
    fraction: isServiceBarRed(left) ? 0 : Math.min(1, left / whole),
    colour,
    red: isServiceBarRed(left),
    stateKey: STATE_KEYS[colour],
  };
}

/**
 * The overview's and health page's service figures from `nxtsvc`: distance and days left with
 * their colours (serviceDueColours), the intervals (last to next service) the bars are drawn on.
 */
export function serviceDue(info: MaintenanceInfo): ServiceDue {
  const distanceLeft = info.nextServiceLeftOdometer;
  const daysLeft = info.nextServiceLeftDays;
  const colours = serviceDueColours(distanceLeft, daysLeft);
  const nextDate = parseCalendarDate(info.nextServiceDate || info.mtitServiceDate);
  const lastDate = parseCalendarDate(info.lastServiceDate || info.mtspServiceDate);
  const intervalDays = nextDate && lastDate ? Math.round((nextDate.utc.getTime() - lastDate.utc.getTime()) / DAY_MS) : 0;
  const nextOdometer = info.nextServiceOdometer || info.imatServiceOdometer;
  const lastOdometer = info.msopServiceOdometer;
  return {
    distance: bar(distanceLeft, nextOdometer - lastOdometer, colours.distance),
    days: bar(daysLeft, intervalDays, colours.days),
    unit: isDistanceUnit(info.odometerUnit) ? info.odometerUnit : DISTANCE_UNIT.km,
    currentOdometer: info.currentOdometer,
    nextOdometer,
    lastOdometer,
    nextDate,
    lastDate,
    intervalMonths: info.serviceMonthsThreshold,
  };
}

/** The reset form as typed: the odometer as text, the date as the date input gives it (yyyy-mm-dd). */
export interface ServiceResetForm {
  odometer: string;
  date: string;
}

export type ServiceResetCheck =
  | { ok: true; request: { serviceOdometer: number; serviceDate: string } }
  | { ok: false; problems: { odometer?: MessageKey; date?: MessageKey } };

/**
 * Checks the reset form before `svsvcodm`, with the server's own rules: an odometer reading
 * from 0 up to the current odometer, and a real date that is not in the future.
 * `today` is yyyymmdd.
 */
export function checkServiceReset(form: ServiceResetForm, currentOdometer: number, today: string): ServiceResetCheck {
  const problems: { odometer?: MessageKey; date?: MessageKey } = {};
  const text = form.odometer.trim().replace(/[\s\u00a0\u202f,]/g, "");
  const odometer = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (text === "" || !Number.isFinite(odometer)) problems.odometer = "health.reset.odometerRequired";
  else if (odometer > currentOdometer) problems.odometer = "health.reset.odometerAboveCurrent";
  const date = parseCalendarDate(form.date);
  const serviceDate = form.date.replaceAll("-", "");
  if (!date) problems.date = "health.reset.dateRequired";
  else if (serviceDate > today) problems.date = "health.reset.dateInFuture";
  if (problems.odometer || problems.date) return { ok: false, problems };
  return { ok: true, request: { serviceOdometer: Math.round(odometer), serviceDate } };
}

/** Today in the browser's time zone as yyyymmdd (the service date the owner means is a local day). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, "0")}${String(now.getDate()).padStart(2, "0")}`;
}

/** yyyymmdd as the date input's yyyy-mm-dd. */
export function toDateInput(yyyymmdd: string): string {
  return /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` : "";
}
