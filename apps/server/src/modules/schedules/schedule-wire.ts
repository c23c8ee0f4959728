import {
  chargeScheduleErrors,
  defaultScheduleTimes,
  from12Hour,
  OFFPEAK_DEFAULT_WINDOW,
  offPeakFlagAfterScheduleChange,
  to12Hour,
  type ScheduleError,
} from "@carport/domain";
import {
  invalidFieldDescription,
  type ChargeScheduleWire,
  type SaveHvacSchedulesRequest,
  type LanguageId,
  type OffPeakPowerInfo,
  type ReservChargeInfos,
} from "@carport/protocol";
import type { Departure, OffPeak, Schedule } from "@carport/telematics";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";

type Climate = ChargeScheduleWire["reservChargeInfoDetail"]["reservFatcSet"];

/** The field each schedule error is about, as the 7998 answer names it. */
const ERROR_FIELDS: Record<ScheduleError, string> = {
  errorIdenticalDepartureDayTime: "reservChargeInfos.reserveChargeInfo2.reservChargeInfoDetail.reservInfo.time",
  errorScheduleStartEndTime: "reservChargeInfos.reservChargeInfo.reservChargeInfoDetail.reservEndTime",
  errorOffpeakHours: "reservChargeInfos.offpeakPowerInfo.offPeakPowerTime1",
};

export const scheduleVehicle = (v: VehicleRecord) => ({ fuelKindCode: v.fuel_kind_code, genType: v.gen_type, isCCS2: v.is_ccs2 === true });

function departureOf(wire: ChargeScheduleWire): Departure {
  const d = wire.reservChargeInfoDetail;
  return {
    enabled: d.reservChargeSet,
    days: [...new Set(d.reservInfo.day)].sort(),
    time: from12Hour(d.reservInfo.time),
    ...(d.reservEndTime ? { end: from12Hour(d.reservEndTime) } : {}),
    climate: climateOf(d.reservFatcSet),
  };
}

export function climateOf(c: Climate): Departure["climate"] {
  return { airCtrl: c.airCtrl === 1, defrost: c.defrost, heating: c.heating1 === 1, airTemp: (c.airTemp.value ?? "0BH").toUpperCase() };
}

export function offPeakOf(info: OffPeakPowerInfo): OffPeak {
  return {
    flag: info.offPeakPowerFlag,
    weekday: { start: from12Hour(info.offPeakPowerTime1.starttime), end: from12Hour(info.offPeakPowerTime1.endtime) },
    ...(info.offPeakPowerTime2
      ? { weekend: { start: from12Hour(info.offPeakPowerTime2.starttime), end: from12Hour(info.offPeakPowerTime2.endtime) } }
      : {}),
  };
}

/**
 * The car's schedule from `srcfs`, after the shared rules (vehicle-area.md 5): a schedule error
 * answers 7998 naming the field and nothing is sent. Schedule 1 off turns off-peak off unless
 * schedule 2 is on (vehicle-area.md 4; the browser does it as the schedule is switched off, a
 * client that does not is corrected the same way before the car is sent anything).
 */
export function chargeScheduleFromWire(infos: ReservChargeInfos, vehicle: VehicleRecord, language: LanguageId): Schedule {
  const departures = [departureOf(infos.reservChargeInfo), departureOf(infos.reserveChargeInfo2)];
  const offPeak = offPeakOf(infos.offpeakPowerInfo);
  const errors = chargeScheduleErrors(
    {
      schedule1: {
        enabled: departures[0]!.enabled,
        days: departures[0]!.days,
        start: departures[0]!.time,
        end: departures[0]!.end ?? null,
      },
      schedule2: {
        enabled: departures[1]!.enabled,
        days: departures[1]!.days,
        start: departures[1]!.time,
        end: departures[1]!.end ?? null,
      },
      offPeakFlag: offPeak.flag,
      offPeakWeekday: offPeak.weekday,
      offPeakWeekend: offPeak.weekend ?? null,
    },
    scheduleVehicle(vehicle),
  );
  const first = errors[0];
  if (first) throw new ApiError("7998", invalidFieldDescription(ERROR_FIELDS[first], first, language), 400);
  const flag = offPeakFlagAfterScheduleChange(
    { schedule1Enabled: departures[0]!.enabled, schedule2Enabled: departures[1]!.enabled, offPeakFlag: offPeak.flag },
    { isCCS2: vehicle.is_ccs2 === true },
  );
  return { departures, offPeak: { ...offPeak, flag } };
}

/**
 * The car's climate schedules from the CCS2 `reshvacset`, after rule (a) of vehicle-area.md 5
 * (both on, same start time, a shared day: 7998 naming the second one's time, nothing sent).
 */
export function hvacSchedulesFromWire(body: SaveHvacSchedulesRequest, vehicle: VehicleRecord, language: LanguageId): Schedule {
  const departures = [body.reservedHVACInfo1, body.reservedHVACInfo2].map((h): Departure => ({
    enabled: h.reservHVACflag === 1,
    days: [...new Set(h.reservInfo.day)].sort(),
    time: from12Hour(h.reservInfo.time),
    climate: climateOf(h.reservHVACSet),
  }));
  const entry = (d: Departure) => ({ enabled: d.enabled, days: d.days, start: d.time, end: null });
  const errors = chargeScheduleErrors(
    { schedule1: entry(departures[0]!), schedule2: entry(departures[1]!), offPeakFlag: 0, offPeakWeekday: OFFPEAK_DEFAULT_WINDOW },
    scheduleVehicle(vehicle),
  );
  if (errors.includes("errorIdenticalDepartureDayTime")) {
    throw new ApiError(
      "7998",
      invalidFieldDescription("reservedHVACInfo2.reservInfo.time", "errorIdenticalDepartureDayTime", language),
      400,
    );
  }
  return { departures };
}

function climateWire(c: Departure["climate"] | undefined): Climate {
  return {
    defrost: c?.defrost ?? false,
    airTemp: { value: c?.airTemp ?? "0BH", unit: 0 },
    airCtrl: c?.airCtrl ? 1 : 0,
    heating1: c?.heating ? 1 : 0,
  };
}

/** One departure on the wire; a car without one shows the model's default time, switched off. */
export function departureWire(d: Departure | undefined, vehicle: VehicleRecord): ChargeScheduleWire {
  const defaults = defaultScheduleTimes(scheduleVehicle(vehicle));
  const end = d?.end ?? defaults.end;
  return {
    reservChargeInfoDetail: {
      reservChargeSet: d?.enabled ?? false,
      reservInfo: { day: d?.days ?? [], time: to12Hour(d?.time ?? defaults.start) },
      ...(end ? { reservEndTime: to12Hour(end) } : {}),
      reservFatcSet: climateWire(d?.climate),
    },
  };
}

/** Off-peak hours on the wire; flag 0 (or none kept) shows the 00:00-01:00 default. */
export function offPeakWire(offPeak: OffPeak | undefined, weekendSupported: boolean): OffPeakPowerInfo {
  const flag = offPeak?.flag ?? 0;
  const weekday = flag === 0 || !offPeak ? OFFPEAK_DEFAULT_WINDOW : offPeak.weekday;
  const weekend = flag === 0 || !offPeak?.weekend ? OFFPEAK_DEFAULT_WINDOW : offPeak.weekend;
  const window = (w: { start: string; end: string }) => ({ starttime: to12Hour(w.start), endtime: to12Hour(w.end) });
  return {
    offPeakPowerFlag: flag,
    offPeakPowerTime1: window(weekday),
    ...(weekendSupported ? { offPeakPowerTime2: window(weekend) } : {}),
  };
}
