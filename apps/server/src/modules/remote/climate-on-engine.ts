import { ENGINE_MINUTES_MAX } from "@carport/domain";
import { invalidFieldDescription, type LanguageId } from "@carport/protocol";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import type { SentCommand } from "./sent-command.ts";

/** A remote start's minutes when the climate settings name none (as the catalogue's engine start). */
const ENGINE_DEFAULT_MINUTES = 3;

/**
 * bluelinky sends climate start and stop (`evc/rfon`, `evc/rfoff`) to every car: on a combustion
 * car with remote ignition they mean its remote start and stop, carried out as `rmtstrt` and
 * `rmtstp` (the climate settings become the start's, within the engine's minutes).
 */
export function climateCallOnEngine(sent: SentCommand, vehicle: VehicleRecord, language: LanguageId): SentCommand {
  const combustion = vehicle.fuel_kind_code !== "E" && vehicle.fuel_kind_code !== "P";
  // Unknown (a maker's car that did not tell): started remotely, as KiaUvoApiCA starts every car that is not an EV.
  if (!combustion || vehicle.remote_ignition === false) return sent;
  if (sent.callId === "climateStop") return { callId: "engineStop", body: sent.body };
  if (sent.callId !== "climateStart") return sent;
  const { body } = sent;
  const field = body.hvacInfo ? "hvacInfo" : "remoteControl";
  // The call's schema refuses a body with neither.
  const setting = body[field]!;
  if (setting.igniOnDuration !== undefined && setting.igniOnDuration > ENGINE_MINUTES_MAX) {
    throw new ApiError("7998", invalidFieldDescription(`${field}.igniOnDuration`, "ENGINE_MINUTES", language), 400);
  }
  return {
    callId: "engineStart",
    body: { ...body, setting: { ...setting, igniOnDuration: setting.igniOnDuration ?? ENGINE_DEFAULT_MINUTES } },
  };
}
