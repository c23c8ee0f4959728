import { REMOTE_COMMANDS, type RemoteCommandId } from "@carport/protocol";
import type { CommandParams, Departure, VehicleCommand } from "@carport/telematics";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { departureWire, offPeakWire } from "../schedules/index.ts";

/** The maker's call for a command: its path under /tods/api/, the body beyond the PIN, and whether it takes a pAuth. */
export interface UpstreamCall {
  call: string;
  body: Record<string, unknown>;
  pinAuthorized: boolean;
}

/**
 * The paths the public Canadian clients use (bluelinky's canadian endpoints, hyundai_kia_connect_api's
 * KiaUvoApiCA): the `evc/` family for climate and charging. The others are the maker's only path.
 */
const CLIENT_PATHS: Partial<Record<RemoteCommandId, string>> = {
  hornLight: "hornlight",
  climateStart: "evc/rfon",
  climateStop: "evc/rfoff",
  chargeStart: "evc/rcstrt",
  chargeStop: "evc/rcstp",
  setTargetSoc: "evc/setsoc",
};

const flag = (on: boolean | undefined) => (on ? 1 : 0);

/** Climate settings as the clients send them: flags 0/1 (defrost a boolean), temperature code in Celsius, all four seats. */
function climateSettings(params: CommandParams, hvacTempType: 0 | 1) {
  return {
    airCtrl: flag(params.airCtrl),
    defrost: Boolean(params.defrost),
    heating1: flag(params.heating),
    ...(params.duration ? { igniOnDuration: params.duration } : {}),
    ...(params.airTemp ? { airTemp: { value: params.airTemp, unit: 0, hvacTempType } } : {}),
    ...(params.seats
      ? {
          seatHeaterVentCMD: {
            drvSeatOptCmd: params.seats.drv ?? 0,
            astSeatOptCmd: params.seats.ast ?? 0,
            rlSeatOptCmd: params.seats.rl ?? 0,
            rrSeatOptCmd: params.seats.rr ?? 0,
          },
        }
      : {}),
  };
}

/** CCS2 climate schedules (`reshvacset`): each departure as the portal sends it. */
function hvacSchedules(departures: readonly Departure[], vehicle: VehicleRecord) {
  const one = (d: Departure | undefined) => {
    const wire = departureWire(d, vehicle).reservChargeInfoDetail;
    return { reservHVACflag: flag(wire.reservChargeSet), reservInfo: wire.reservInfo, reservHVACSet: wire.reservFatcSet };
  };
  return { reservedHVACInfo1: one(departures[0]), reservedHVACInfo2: one(departures[1]) };
}

/** Which of the maker's calls carries a car command, with the body built from Carport's parameters. */
function commandAndBody(
  command: VehicleCommand,
  params: CommandParams,
  vehicle: VehicleRecord,
  upstreamVehicleId: string,
): { id: RemoteCommandId; body: Record<string, unknown> } | null {
  switch (command) {
    case "lock":
      return { id: "doorLock", body: {} };
    case "unlock":
      return { id: "doorUnlock", body: {} };
    case "hornLight":
      return { id: "hornLight", body: { horn: Boolean(params.horn) } };
    case "engineStart":
      // KiaUvoApiCA's remote start: the settings in `setting`, with ims 0 and hvacTempType 0.
      return { id: "engineStart", body: { setting: { ...climateSettings(params, 0), igniOnDuration: params.duration ?? 3, ims: 0 } } };
    case "engineStop":
      return { id: "engineStop", body: {} };
    case "climateStart":
      // CCS2 cars take the settings as remoteControl, the others as hvacInfo.
      return { id: "climateStart", body: { [vehicle.is_ccs2 ? "remoteControl" : "hvacInfo"]: climateSettings(params, 1) } };
    case "climateStop":
      return { id: "climateStop", body: {} };
    case "chargeStart":
      return { id: "chargeStart", body: {} };
    case "chargeStop":
      return { id: "chargeStop", body: {} };
    case "setTargetSoc":
      // The clients send `tsoc` to every car with a target charge, CCS2 ones too.
      return { id: "setTargetSoc", body: { tsoc: params.targets ?? [] } };
    case "valetOn":
      return { id: "valetActivate", body: {} };
    case "valetOff":
      return { id: "valetDeactivate", body: {} };
    case "windowsClose":
      return { id: "windowsClose", body: {} };
    case "setSchedule": {
      const { departures, offPeak } = params.schedule ?? {};
      if (departures && vehicle.is_ccs2) return { id: "hvacSchedulesSave", body: hvacSchedules(departures, vehicle) };
      if (departures) {
        return {
          id: "chargeSchedulesSave",
          body: {
            reservChargeInfos: {
              reservChargeInfo: departureWire(departures[0], vehicle),
              reserveChargeInfo2: departureWire(departures[1], vehicle),
              offpeakPowerInfo: offPeakWire(offPeak, Boolean(offPeak?.weekend)),
              reservFlag: flag(departures.some((d) => d.enabled)),
            },
          },
        };
      }
      if (offPeak) {
        const offpeakPowerInfo = offPeakWire(offPeak, Boolean(offPeak.weekend));
        return { id: "offPeakSave", body: { offpeakTimeAndElectricityRates: { vehicleId: upstreamVehicleId, offpeakPowerInfo } } };
      }
      return null;
    }
    // locate and refreshStatus are the forwarder's own (they answer with what the maker reads).
    case "locate":
    case "refreshStatus":
      return null;
  }
}

/** The maker's call for a command of a linked car, or null when the maker has none (7841). */
export function upstreamCallOf(
  command: VehicleCommand,
  params: CommandParams,
  vehicle: VehicleRecord,
  upstreamVehicleId: string,
): UpstreamCall | null {
  const found = commandAndBody(command, params, vehicle, upstreamVehicleId);
  if (!found) return null;
  const declaration = REMOTE_COMMANDS[found.id];
  return { call: CLIENT_PATHS[found.id] ?? declaration.name, body: found.body, pinAuthorized: declaration.pinAuthorized };
}
