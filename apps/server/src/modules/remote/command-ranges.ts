import { commandTemperatureReason } from "@carport/domain";
import { invalidFieldDescription, type LanguageId } from "@carport/protocol";
import { ApiError } from "../../http/api-error.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";

/** Every `airTemp.value` of a command body (remote start, climate, both kinds of schedule), with its path. */
function temperatureCodes(value: unknown, path: string[] = []): Array<{ field: string; code: string }> {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = [...path, key];
    if (key === "airTemp" && item !== null && typeof item === "object" && typeof (item as { value?: unknown }).value === "string") {
      return [{ field: [...here, "value"].join("."), code: (item as { value: string }).value }];
    }
    return temperatureCodes(item, here);
  });
}

/**
 * A car applies what it is sent ("FFH" was applied as 141.5 °C): before a command is written or
 * published, every temperature code in it must be a step of the vehicle's model-year scale
 * (durations and levels are bounded by the call's schema). 7998 naming the field otherwise.
 */
export function assertCommandInRange(body: object, vehicle: VehicleRecord, language: LanguageId): void {
  for (const { field, code } of temperatureCodes(body)) {
    const reason = commandTemperatureReason(code, vehicle.model_year);
    if (reason) throw new ApiError("7998", invalidFieldDescription(field, reason, language), 400);
  }
}
