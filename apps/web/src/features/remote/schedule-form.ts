import {
  chargeScheduleErrors,
  DEFAULT_CLIMATE_TEMP,
  defaultScheduleTimes,
  from12Hour,
  isG1Phev,
  offPeakFlagAfterScheduleChange,
  offPeakWindowForDisplay,
  parseWireTime,
  to12Hour,
  type ChargeScheduleForm,
  type OffPeakFlag,
  type OffPeakWindow,
  type ScheduleError,
  type ScheduleVehicle,
} from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import type { ChargeSchedulesBody, ChargeWindowBody, HvacSchedulesBody } from "./commands.ts";

/** Days of the week on the wire: 0 Sunday to 6 Saturday. */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Climate at departure as the screen edits it. */
export interface DepartureClimate {
  climateOn: boolean;
  temperature: string;
  defrost: boolean;
  heating: boolean;
}

/** One schedule as the screen edits it: times in 24-hour "HH:mm". */
export interface DepartureForm {
  enabled: boolean;
  days: WeekDay[];
  start: string;
  /** G1 plug-in hybrids only; null otherwise. */
  end: string | null;
  climate: DepartureClimate;
}

/** The non-CCS2 schedule screen: two charging schedules and off-peak hours. */
export interface ScheduleFormState {
  schedule1: DepartureForm;
  schedule2: DepartureForm;
  offPeakFlag: OffPeakFlag;
  offPeakWeekday: OffPeakWindow;
  /** Null when the model has no weekend window. */
  offPeakWeekend: OffPeakWindow | null;
}

/** The CCS2 screen: two climate schedules and the charging window. */
export interface Ccs2ScheduleFormState {
  climate1: DepartureForm;
  climate2: DepartureForm;
  window: { enabled: boolean; offPeakFlag: OffPeakFlag; start: string; end: string };
}

type WireTime = { time: string; timeSection: number };
type WireClimate = {
  defrost?: boolean;
  airTemp?: { value?: string; unit?: number };
  airCtrl?: number | boolean;
  heating1?: number | boolean;
};
type ChargeSchedulesResult = CallResult<"chargeSchedules">;
type ReservationDetails = CallResult<"reservationDetails">;

/** A wire time in 24-hour form; `fallback` when it is missing or unreadable. */
export function wireTo24(wire: WireTime | undefined | null, fallback: string): string {
  return wire && parseWireTime(wire) ? from12Hour(wire) : fallback;
}

const flagOn = (value: number | boolean | undefined) => value === 1 || value === true;

function climateFromWire(wire: WireClimate | undefined): DepartureClimate {
  return {
    climateOn: flagOn(wire?.airCtrl),
    temperature: (wire?.airTemp?.value ?? DEFAULT_CLIMATE_TEMP.value).toUpperCase(),
    defrost: wire?.defrost === true,
    heating: flagOn(wire?.heating1),
  };
}

function climateToWire(climate: DepartureClimate) {
  return {
    defrost: climate.defrost,
    airTemp: { value: climate.temperature, unit: DEFAULT_CLIMATE_TEMP.unit },
    airCtrl: climate.climateOn ? (1 as const) : (0 as const),
    heating1: climate.heating ? (1 as const) : (0 as const),
  };
}

function daysFromWire(days: readonly number[] | undefined): WeekDay[] {
  return WEEK_DAYS.filter((day) => days?.includes(day));
}

/** An empty schedule with the model's default times (vehicle-area.md 9). */
export function emptyDeparture(vehicle: ScheduleVehicle): DepartureForm {
  const times = defaultScheduleTimes(vehicle);
  return {
    enabled: false,
    days: [],
    start: times.start,
    end: times.end,
    climate: { climateOn: false, temperature: DEFAULT_CLIMATE_TEMP.value, defrost: false, heating: false },
  };
}

function departureFromWire(
  detail: {
    reservChargeSet: boolean;
    reservInfo: { day: number[]; time: WireTime };
    reservEndTime?: WireTime;
    reservFatcSet?: WireClimate;
  },
  vehicle: ScheduleVehicle,
): DepartureForm {
  const defaults = defaultScheduleTimes(vehicle);
  return {
    enabled: detail.reservChargeSet,
    days: daysFromWire(detail.reservInfo.day),
    start: wireTo24(detail.reservInfo.time, defaults.start),
    end: isG1Phev(vehicle) ? wireTo24(detail.reservEndTime, defaults.end ?? "08:00") : null,
    climate: climateFromWire(detail.reservFatcSet),
  };
}

function windowFromWire(wire: { starttime: WireTime; endtime: WireTime } | undefined, flag: OffPeakFlag): OffPeakWindow {
  const stored = wire ? { start: wireTo24(wire.starttime, "00:00"), end: wireTo24(wire.endtime, "01:00") } : null;
  return offPeakWindowForDisplay(flag, stored);
}

/** What `grcfs` answers, as the screen edits it; the weekend window only where the model has one. */
export function scheduleFormFromWire(
  result: ChargeSchedulesResult,
  vehicle: ScheduleVehicle,
  weekendSupported: boolean,
): ScheduleFormState {
  const infos = result.reservChargeInfos;
  const flag = infos.offpeakPowerInfo.offPeakPowerFlag;
  return {
    schedule1: departureFromWire(infos.reservChargeInfo.reservChargeInfoDetail, vehicle),
    schedule2: departureFromWire(infos.reserveChargeInfo2.reservChargeInfoDetail, vehicle),
    offPeakFlag: flag,
    offPeakWeekday: windowFromWire(infos.offpeakPowerInfo.offPeakPowerTime1, flag),
    offPeakWeekend: weekendSupported ? windowFromWire(infos.offpeakPowerInfo.offPeakPowerTime2, flag) : null,
  };
}

function departureToWire(form: DepartureForm, vehicle: ScheduleVehicle) {
  return {
    reservChargeInfoDetail: {
      reservChargeSet: form.enabled,
      reservInfo: { day: [...form.days], time: to12Hour(form.start) },
      ...(isG1Phev(vehicle) && form.end ? { reservEndTime: to12Hour(form.end) } : {}),
      reservFatcSet: climateToWire(form.climate),
    },
  };
}

const windowToWire = (window: OffPeakWindow) => ({ starttime: to12Hour(window.start), endtime: to12Hour(window.end) });

/** The `srcfs` body (without the PIN): times in 12-hour form with their AM/PM section. */
export function scheduleFormToWire(form: ScheduleFormState, vehicle: ScheduleVehicle): ChargeSchedulesBody {
  return {
    reservChargeInfo: departureToWire(form.schedule1, vehicle),
    reserveChargeInfo2: departureToWire(form.schedule2, vehicle),
    offpeakPowerInfo: {
      offPeakPowerFlag: form.offPeakFlag,
      offPeakPowerTime1: windowToWire(form.offPeakWeekday),
      ...(form.offPeakWeekend ? { offPeakPowerTime2: windowToWire(form.offPeakWeekend) } : {}),
    },
    reservFlag: form.schedule1.enabled || form.schedule2.enabled ? 1 : 0,
  };
}

/** The form in the shape of the shared rules. */
function rulesForm(form: ScheduleFormState): ChargeScheduleForm {
  return {
    schedule1: form.schedule1,
    schedule2: form.schedule2,
    offPeakFlag: form.offPeakFlag,
    offPeakWeekday: form.offPeakWeekday,
    offPeakWeekend: form.offPeakWeekend,
  };
}

/** Errors that block saving with a dialog, and the off-peak warning (also a dialog; nothing is sent). */
export interface ScheduleProblems {
  blocking: ScheduleError[];
  warning: ScheduleError | null;
}

function splitProblems(errors: ScheduleError[]): ScheduleProblems {
  return {
    blocking: errors.filter((e) => e !== "errorOffpeakHours"),
    warning: errors.includes("errorOffpeakHours") ? "errorOffpeakHours" : null,
  };
}

/** The shared rules (vehicle-area.md 5) applied to the charging schedules. */
export function scheduleProblems(form: ScheduleFormState, vehicle: ScheduleVehicle): ScheduleProblems {
  return splitProblems(chargeScheduleErrors(rulesForm(form), vehicle));
}

/**
 * Switches a schedule on or off; with schedule 1 off, the off-peak flag becomes 0 unless
 * schedule 2 is on (vehicle-area.md 4), through the shared rule.
 */
export function setScheduleEnabled(
  form: ScheduleFormState,
  which: "schedule1" | "schedule2",
  enabled: boolean,
  vehicle: ScheduleVehicle,
): ScheduleFormState {
  const next = { ...form, [which]: { ...form[which], enabled } };
  const offPeakFlag = offPeakFlagAfterScheduleChange(
    { schedule1Enabled: next.schedule1.enabled, schedule2Enabled: next.schedule2.enabled, offPeakFlag: form.offPeakFlag },
    vehicle,
  );
  return { ...next, offPeakFlag };
}

/** Toggles one day of a schedule, keeping the days in order. */
export function toggleDay(days: readonly WeekDay[], day: WeekDay): WeekDay[] {
  return days.includes(day) ? days.filter((d) => d !== day) : WEEK_DAYS.filter((d) => d === day || days.includes(d));
}

// ---- CCS2 ----

function hvacFromWire(info: ReservationDetails["reservedHVACInfo1"], vehicle: ScheduleVehicle): DepartureForm {
  const defaults = defaultScheduleTimes(vehicle);
  return {
    enabled: flagOn(info.reservHVACflag),
    days: daysFromWire(info.reservInfo.day),
    start: wireTo24(info.reservInfo.time, defaults.start),
    end: null,
    climate: climateFromWire(info.reservHVACSet),
  };
}

/** What `getresdetails` answers, as the CCS2 screen edits it. */
export function ccs2FormFromWire(result: ReservationDetails, vehicle: ScheduleVehicle): Ccs2ScheduleFormState {
  const window = result.offpeakPowerInfo2;
  const flag = ([0, 1, 2] as const).find((f) => f === window.offpeakPowerFlag) ?? 0;
  const shown = offPeakWindowForDisplay(flag, {
    start: wireTo24(window.reservStartTime, "00:00"),
    end: wireTo24(window.reservEndTime, "01:00"),
  });
  return {
    climate1: hvacFromWire(result.reservedHVACInfo1, vehicle),
    climate2: hvacFromWire(result.reservedHVACInfo2, vehicle),
    window: { enabled: window.reservFlag === 1, offPeakFlag: flag, start: shown.start, end: shown.end },
  };
}

const hvacToWire = (form: DepartureForm) => ({
  reservHVACflag: form.enabled ? (1 as const) : (0 as const),
  reservInfo: { day: [...form.days], time: to12Hour(form.start) },
  reservHVACSet: climateToWire(form.climate),
});

/** The `reshvacset` body (without the PIN). */
export function ccs2ClimateToWire(form: Ccs2ScheduleFormState): HvacSchedulesBody {
  return { reservedHVACInfo1: hvacToWire(form.climate1), reservedHVACInfo2: hvacToWire(form.climate2) };
}

/** The `reschargeset` body (without the PIN). */
export function ccs2WindowToWire(form: Ccs2ScheduleFormState): ChargeWindowBody {
  return {
    reservStartTime: to12Hour(form.window.start),
    reservEndTime: to12Hour(form.window.end),
    reservFlag: form.window.enabled ? 1 : 0,
    offpeakPowerFlag: form.window.offPeakFlag,
  };
}

/** The shared rules for the CCS2 climate schedules (same departure on a shared day). */
export function ccs2ClimateProblems(form: Ccs2ScheduleFormState, vehicle: ScheduleVehicle): ScheduleProblems {
  return splitProblems(
    chargeScheduleErrors(
      {
        schedule1: form.climate1,
        schedule2: form.climate2,
        offPeakFlag: 0,
        offPeakWeekday: { start: "00:00", end: "01:00" },
      },
      vehicle,
    ),
  );
}

/** The shared rules for the CCS2 charging window (start and end must differ when in use). */
export function ccs2WindowProblems(form: Ccs2ScheduleFormState, vehicle: ScheduleVehicle): ScheduleProblems {
  const off = { ...form.climate1, enabled: false };
  const flag: OffPeakFlag = form.window.enabled ? 1 : 0;
  return splitProblems(
    chargeScheduleErrors(
      { schedule1: off, schedule2: off, offPeakFlag: flag, offPeakWeekday: { start: form.window.start, end: form.window.end } },
      vehicle,
    ),
  );
}

/** The vehicle facts of the rules, from `sltvhcl`. */
export function scheduleVehicleOf(selected: CallResult<"selectVehicle">): ScheduleVehicle {
  return {
    fuelKindCode: selected.vehicle.fuelKindCode,
    genType: selected.vehicle.genType,
    isCCS2: selected.vehicle.isCCS2Vehicle === "Y",
  };
}

/** Whether the model has a weekend off-peak window (featuresModel.weekendOffPeak). */
export function weekendOffPeakSupported(selected: CallResult<"selectVehicle">): boolean {
  return selected.featuresModel.weekendOffPeak === "Y";
}
