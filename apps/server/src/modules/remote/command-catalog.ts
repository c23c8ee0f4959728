import { from12Hour, tsocLevelReason, tsocLimits } from "@carport/domain";
import { invalidFieldDescription, type CallId, type ClimateSettings, type SaveHvacSchedulesRequest, type LanguageId, type OffPeakPowerInfo, type ReservChargeInfos } from "@carport/protocol";
import { chargeScheduleFromWire, hvacSchedulesFromWire, offPeakOf } from "../schedules/schedule-wire.ts";
import type { CommandParams, VehicleCommand } from "@carport/telematics";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../vehicles/vehicle-repository.ts";
import { vehicleFeatures } from "../vehicles/vehicle-presenter.ts";

/** What the server needs to know of each remote command call. */
export interface CommandSpec {
  command: VehicleCommand;
  /** Can this vehicle carry it out at all (else 7705)? */
  fits(vehicle: VehicleRecord): boolean;
  /** The command's parameters for the car, from the validated body (7998 when a rule refuses it). */
  params(body: Record<string, unknown>, vehicle: VehicleRecord, language: LanguageId): CommandParams;
  /** The inbox message key when the vehicle carried it out, from the parameters it was sent when they change what it did. */
  successKey: string | ((params: CommandParams) => string);
}

const electric = (v: VehicleRecord) => v.fuel_kind_code === "E" || v.fuel_kind_code === "P";
const anyVehicle = () => true;
const none = (): CommandParams => ({});

function climateParams(settings: ClimateSettings | undefined, defaultMinutes: number): CommandParams {
  if (!settings) return { duration: defaultMinutes };
  const seats = settings.seatHeaterVentCMD;
  return {
    airCtrl: Boolean(settings.airCtrl),
    defrost: Boolean(settings.defrost),
    heating: Boolean(settings.heating1),
    duration: settings.igniOnDuration ?? defaultMinutes,
    ...(settings.airTemp ? { airTemp: settings.airTemp.value.toUpperCase() } : {}),
    ...(seats
      ? { seats: { drv: seats.drvSeatOptCmd ?? 0, ast: seats.astSeatOptCmd ?? 0, rl: seats.rlSeatOptCmd ?? 0, rr: seats.rrSeatOptCmd ?? 0 } }
      : {}),
  };
}

/** Checks target levels against the model's steps and limits (7998 naming the level). */
function targetParams(targets: Array<{ plugType: number; level: number }>, vehicle: VehicleRecord): CommandParams {
  const limits = tsocLimits(vehicleFeatures(vehicle).featuresModel);
  targets.forEach((target, index) => {
    const reason = tsocLevelReason(target.level, limits);
    if (reason) throw new ApiError("7998", `Invalid request: field 'tsoc.${index}.level': ${reason}`, 400);
  });
  return { targets };
}

export const COMMANDS = {
  doorLock: { command: "lock", fits: anyVehicle, params: none, successKey: "DOOR_LOCK_SUCCESS" },
  doorUnlock: { command: "unlock", fits: anyVehicle, params: none, successKey: "DOOR_UNLOCK_SUCCESS" },
  hornLight: {
    command: "hornLight",
    fits: anyVehicle,
    params: (body) => ({ horn: Boolean(body.horn) }),
    successKey: (params) => (params.horn ? "HORN_LIGHTS_SUCCESS" : "LIGHTS_SUCCESS"),
  },
  engineStart: {
    command: "engineStart",
    fits: (v) => v.remote_ignition,
    params: (body) => climateParams(body.setting as ClimateSettings, 3),
    successKey: "ENGINE_START_SUCCESS",
  },
  engineStop: { command: "engineStop", fits: (v) => v.remote_ignition, params: none, successKey: "ENGINE_START_CANCEL_SUCCESS" },
  climateStart: {
    command: "climateStart",
    fits: electric,
    params: (body) => climateParams((body.remoteControl ?? body.hvacInfo) as ClimateSettings, 10),
    successKey: "CLIMATE_START_SUCCESS",
  },
  climateStop: { command: "climateStop", fits: electric, params: none, successKey: "CLIMATE_STOP_SUCCESS" },
  chargeStart: { command: "chargeStart", fits: electric, params: none, successKey: "REMOTE_START_CHARGE_SUCCESS" },
  chargeStop: { command: "chargeStop", fits: electric, params: none, successKey: "REMOTE_STOP_CHARGE_SUCCESS" },
  // Both shapes for every vehicle with a target charge: the public clients send setsoc to CCS2 cars too.
  setTargetSoc: {
    command: "setTargetSoc",
    fits: electric,
    params: (body, vehicle) => targetParams(body.tsoc as Array<{ plugType: number; level: number }>, vehicle),
    successKey: "TARGET_SOC_SUCCESS",
  },
  setTargetSocCcs2: {
    command: "setTargetSoc",
    fits: electric,
    params: (body, vehicle) =>
      targetParams(
        (body.targetSOClist as Array<{ plugType: number; targetSOClevel: number }>).map((t) => ({
          plugType: t.plugType,
          level: t.targetSOClevel,
        })),
        vehicle,
      ),
    successKey: "TARGET_SOC_SUCCESS",
  },
  chargeSchedulesSave: {
    command: "setSchedule",
    fits: (v) => electric(v) && !v.is_ccs2,
    params: (body, vehicle, language) => ({ schedule: chargeScheduleFromWire(body.reservChargeInfos as ReservChargeInfos, vehicle, language) }),
    successKey: "SCHEDULE_SUCCESS",
  },
  hvacSchedulesSave: {
    command: "setSchedule",
    fits: (v) => v.is_ccs2,
    params: (body, vehicle, language) => ({ schedule: hvacSchedulesFromWire(body as SaveHvacSchedulesRequest, vehicle, language) }),
    successKey: "SCHEDULE_SUCCESS",
  },
  chargeWindowSave: {
    command: "setSchedule",
    fits: (v) => v.is_ccs2,
    params: (body, _vehicle, language) => {
      const start = from12Hour(body.reservStartTime as { time: string; timeSection: number });
      const end = from12Hour(body.reservEndTime as { time: string; timeSection: number });
      const flag = body.offpeakPowerFlag as 0 | 1 | 2;
      if (flag !== 0 && start === end) throw new ApiError("7998", invalidFieldDescription("reservEndTime", "errorOffpeakHours", language), 400);
      return { schedule: { offPeak: { flag, weekday: { start, end } } } };
    },
    successKey: "SCHEDULE_SUCCESS",
  },
  offPeakSave: {
    command: "setSchedule",
    fits: electric,
    params: (body, _vehicle, language) => {
      const info = (body.offpeakTimeAndElectricityRates as { offpeakPowerInfo: OffPeakPowerInfo }).offpeakPowerInfo;
      const offPeak = offPeakOf(info);
      const windows = [offPeak.weekday, ...(offPeak.weekend ? [offPeak.weekend] : [])];
      if (offPeak.flag !== 0 && windows.some((w) => w.start === w.end)) {
        throw new ApiError("7998", invalidFieldDescription("offpeakTimeAndElectricityRates.offpeakPowerInfo.offPeakPowerTime1", "errorOffpeakHours", language), 400);
      }
      return { schedule: { offPeak } };
    },
    successKey: "SCHEDULE_SUCCESS",
  },
  valetActivate: { command: "valetOn", fits: anyVehicle, params: none, successKey: "VALET_ON_SUCCESS" },
  valetDeactivate: { command: "valetOff", fits: anyVehicle, params: none, successKey: "VALET_OFF_SUCCESS" },
  locate: { command: "locate", fits: anyVehicle, params: none, successKey: "LOCATE_SUCCESS" },
  refreshStatus: { command: "refreshStatus", fits: anyVehicle, params: none, successKey: "STATUS_REFRESH_SUCCESS" },
} satisfies Partial<Record<CallId, CommandSpec>>;

export type CommandCallId = keyof typeof COMMANDS;
