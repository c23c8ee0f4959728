import { ENGINE_MINUTES_MAX } from "@carport/domain";
import { invalidFieldDescription, type ClimateSettings, type LanguageId } from "@carport/protocol";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../vehicles/vehicle-repository.ts";
import type { CommandCallId } from "./command-catalog.ts";

/**
 * bluelinky sends climate start and stop (`evc/rfon`, `evc/rfoff`) to every car: on a combustion
 * car with remote ignition they mean its remote start and stop, carried out as `rmtstrt` and
 * `rmtstp` (the climate settings become the start's, within the engine's minutes).
 */
export function climateCallOnEngine(
  callId: CommandCallId,
  vehicle: VehicleRecord,
  body: Record<string, unknown>,
  language: LanguageId,
): { callId: CommandCallId; body: Record<string, unknown> } {
  const combustion = vehicle.fuel_kind_code !== "E" && vehicle.fuel_kind_code !== "P";
  if (!combustion || !vehicle.remote_ignition) return { callId, body };
  if (callId === "climateStop") return { callId: "engineStop", body };
  if (callId !== "climateStart") return { callId, body };
  const field = body.hvacInfo ? "hvacInfo" : "remoteControl";
  const setting = body[field] as ClimateSettings;
  if (setting.igniOnDuration !== undefined && setting.igniOnDuration > ENGINE_MINUTES_MAX) {
    throw new ApiError("7998", invalidFieldDescription(`${field}.igniOnDuration`, "ENGINE_MINUTES", language), 400);
  }
  return { callId: "engineStart", body: { ...body, setting } };
}
