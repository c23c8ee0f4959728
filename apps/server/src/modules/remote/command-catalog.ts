import { from12Hour, tsocLevelReason, tsocLimits } from "@carport/domain";
import {
  invalidFieldDescription,
  REMOTE_COMMANDS,
  type CALLS,
  type ClimateSettings,
  type CommandFit,
  type LanguageId,
  type RemoteCommandId,
} from "@carport/protocol";
import type { z } from "zod";
import { chargeScheduleFromWire, hvacSchedulesFromWire, offPeakOf } from "../schedules/index.ts";
import type { CommandParams } from "@carport/telematics";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { vehicleFeatures } from "../vehicles/index.ts";

/** The checked body of a remote command's call. */
export type CommandBody<Id extends RemoteCommandId> = z.output<(typeof CALLS)[Id]["request"]>;

/** Builds the command's parameters for the car from the checked body (7998 when a rule refuses it). */
type ParamsOf<Id extends RemoteCommandId> = (body: CommandBody<Id>, vehicle: VehicleRecord, language: LanguageId) => CommandParams;

const electric = (v: VehicleRecord) => v.fuel_kind_code === "E" || v.fuel_kind_code === "P";

/** What each fit of the declarations means for a vehicle row. */
const FITS: Record<CommandFit, (vehicle: VehicleRecord) => boolean> = {
  any: () => true,
  electric,
  // Unknown (null, a maker's car that did not tell): the maker answers whether it can.
  remoteIgnition: (v) => v.remote_ignition !== false,
  ccs2: (v) => v.is_ccs2 === true,
  electricNotCcs2: (v) => electric(v) && v.is_ccs2 !== true,
};

/** Climate settings as climate start sends them, or as remote start does (any whole minutes of the engine's). */
type CommandClimate = Omit<ClimateSettings, "igniOnDuration"> & { igniOnDuration?: number };

function climateParams(settings: CommandClimate | undefined, defaultMinutes: number): CommandParams {
  if (!settings) return { duration: defaultMinutes };
  const seats = settings.seatHeaterVentCMD;
  return {
    airCtrl: Boolean(settings.airCtrl),
    defrost: Boolean(settings.defrost),
    heating: Boolean(settings.heating1),
    duration: settings.igniOnDuration ?? defaultMinutes,
    ...(settings.airTemp ? { airTemp: settings.airTemp.value.toUpperCase() } : {}),
    ...(seats
      ? {
          seats: { drv: seats.drvSeatOptCmd ?? 0, ast: seats.astSeatOptCmd ?? 0, rl: seats.rlSeatOptCmd ?? 0, rr: seats.rrSeatOptCmd ?? 0 },
        }
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

/** The commands whose body carries something for the car; every other command is sent without parameters. */
const PARAMS: { [Id in RemoteCommandId]?: ParamsOf<Id> } = {
  hornLight: (body) => ({ horn: body.horn }),
  engineStart: (body) => climateParams(body.setting, 3),
  climateStart: (body) => climateParams(body.remoteControl ?? body.hvacInfo, 10),
  setTargetSoc: (body, vehicle) => targetParams(body.tsoc, vehicle),
  setTargetSocCcs2: (body, vehicle) =>
    targetParams(
      body.targetSOClist.map((t) => ({ plugType: t.plugType, level: t.targetSOClevel })),
      vehicle,
    ),
  chargeSchedulesSave: (body, vehicle, language) => ({ schedule: chargeScheduleFromWire(body.reservChargeInfos, vehicle, language) }),
  hvacSchedulesSave: (body, vehicle, language) => ({ schedule: hvacSchedulesFromWire(body, vehicle, language) }),
  chargeWindowSave: (body, _vehicle, language) => {
    const start = from12Hour(body.reservStartTime);
    const end = from12Hour(body.reservEndTime);
    const flag = body.offpeakPowerFlag;
    if (flag !== 0 && start === end)
      throw new ApiError("7998", invalidFieldDescription("reservEndTime", "errorOffpeakHours", language), 400);
    return { schedule: { offPeak: { flag, weekday: { start, end } } } };
  },
  offPeakSave: (body, _vehicle, language) => {
    const offPeak = offPeakOf(body.offpeakTimeAndElectricityRates.offpeakPowerInfo);
    const windows = [offPeak.weekday, ...(offPeak.weekend ? [offPeak.weekend] : [])];
    if (offPeak.flag !== 0 && windows.some((w) => w.start === w.end)) {
      throw new ApiError(
        "7998",
        invalidFieldDescription("offpeakTimeAndElectricityRates.offpeakPowerInfo.offPeakPowerTime1", "errorOffpeakHours", language),
        400,
      );
    }
    return { schedule: { offPeak } };
  },
};

/** Can this vehicle carry out the command at all (else 7705)? */
export function commandFits(id: RemoteCommandId, vehicle: VehicleRecord): boolean {
  return FITS[REMOTE_COMMANDS[id].fits](vehicle);
}

/** The command's parameters for the car, from the call's checked body. */
export function commandParams<Id extends RemoteCommandId>(
  id: Id,
  body: CommandBody<Id>,
  vehicle: VehicleRecord,
  language: LanguageId,
): CommandParams {
  // A mapped type indexed by a generic key is not narrowed by TypeScript; PARAMS is typed per id above.
  const make = PARAMS[id] as ParamsOf<Id> | undefined;
  return make ? make(body, vehicle, language) : {};
}
