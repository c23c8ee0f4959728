import { z } from "zod";

/** Each temperature step code adds half a degree Celsius (docs/protocol.md, "Temperatures"). */
export const TEMP_STEP_C = 0.5;
/** Model year from which "00H" means 14.0 °C instead of 16.0 °C. */
export const TEMP_NEW_SCALE_MODEL_YEAR = 2020;
/** The code a status carries when the climate set point is off. */
export const TEMP_OFF = "OFF";
/** Unit code of temperatures on the wire: 0 is Celsius. */
export const TEMP_UNIT_CELSIUS = 0;
/** Default climate setting of remote start and schedules: code 0BH, unit 0 (vehicle-area.md 9). */
export const DEFAULT_CLIMATE_TEMP = { value: "0BH", unit: 0 } as const;

/**
 * The code scale of a model year: 2020 and later start at 14.0 °C (00H to 23H, up to 31.5 °C);
 * earlier years start at 16.0 °C (00H to 1FH, also up to 31.5 °C), the same tables public
 * clients of the protocol decode with. A model year that is not a number uses the older scale.
 */
export function temperatureScale(modelYear: number | string): { baseC: number; maxIndex: number } {
  return Number(modelYear) >= TEMP_NEW_SCALE_MODEL_YEAR ? { baseC: 14, maxIndex: 0x23 } : { baseC: 16, maxIndex: 0x1f };
}

/** The step index of a code ("0EH" -> 14), or null for "OFF" or a malformed or out-of-range code. */
export function temperatureCodeIndex(code: string, modelYear: number | string): number | null {
  const match = /^([0-9A-F]{2})H$/.exec(code);
  if (!match) return null;
  const index = parseInt(match[1]!, 16);
  return index <= temperatureScale(modelYear).maxIndex ? index : null;
}

/** True when the value is "OFF" or a step code valid for the model year. */
export function isTemperatureCode(code: string, modelYear: number | string): boolean {
  return code === TEMP_OFF || temperatureCodeIndex(code, modelYear) !== null;
}

/** The code of a step index: two upper-case hex digits and "H" (14 -> "0EH"). */
function indexToCode(index: number): string {
  return `${index.toString(16).toUpperCase().padStart(2, "0")}H`;
}

/** Degrees Celsius of a code ("0EH" -> 21.0 for 2020+); null for "OFF" or an unreadable code (nothing to show). */
export function codeToCelsius(code: string, modelYear: number | string): number | null {
  const index = temperatureCodeIndex(code, modelYear);
  return index === null ? null : temperatureScale(modelYear).baseC + index * TEMP_STEP_C;
}

/** The code nearest a Celsius value (halves round up), clamped to the model year's range. */
export function celsiusToCode(celsius: number, modelYear: number | string): string {
  const { baseC, maxIndex } = temperatureScale(modelYear);
  const raw = Math.round((celsius - baseC) / TEMP_STEP_C + 1e-9);
  return indexToCode(Math.min(maxIndex, Math.max(0, Number.isFinite(raw) ? raw : 0)));
}

/** Degrees Fahrenheit of a Celsius value. */
export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** Degrees Celsius of a Fahrenheit value. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

/** Degrees Fahrenheit of a code, unrounded; null for "OFF" or an unreadable code. */
export function codeToFahrenheit(code: string, modelYear: number | string): number | null {
  const celsius = codeToCelsius(code, modelYear);
  return celsius === null ? null : celsiusToFahrenheit(celsius);
}

/** The code nearest a Fahrenheit value, for accounts whose climate unit is F. */
export function fahrenheitToCode(fahrenheit: number, modelYear: number | string): string {
  return celsiusToCode(fahrenheitToCelsius(fahrenheit), modelYear);
}

/** Every step code of a model year with its Celsius value, in order, for a temperature picker. */
export function temperatureOptions(modelYear: number | string): { code: string; celsius: number }[] {
  const { baseC, maxIndex } = temperatureScale(modelYear);
  return Array.from({ length: maxIndex + 1 }, (_, i) => ({ code: indexToCode(i), celsius: baseC + i * TEMP_STEP_C }));
}

/**
 * Server-side shape check of a temperature code ("00H" to "FFH", or "OFF"); whether the step fits
 * the vehicle's model year is isTemperatureCode's question. Message TEMPERATURE_INVALID.
 */
export const temperatureCodeSchema = z
  .string({ error: "TEMPERATURE_INVALID" })
  .regex(/^(?:[0-9A-F]{2}H|OFF)$/, { message: "TEMPERATURE_INVALID" });

/** Highest step index of any scale ("23H", 31.5 °C on 2020+ models): no car takes a code above it. */
export const TEMP_CODE_MAX_INDEX = 0x23;

/**
 * Why a command may not send this temperature code to a car of this model year, or null when it
 * may: a code that is not a step ("TEMPERATURE_INVALID") or one past the model year's scale
 * ("TEMPERATURE_OUT_OF_RANGE"; "FFH" would be 141.5 °C). Lower-case hex digits are read as upper.
 */
export function commandTemperatureReason(
  code: string,
  modelYear: number | string,
): "TEMPERATURE_INVALID" | "TEMPERATURE_OUT_OF_RANGE" | null {
  const upper = code.toUpperCase();
  if (!/^[0-9A-F]{2}H$/.test(upper)) return "TEMPERATURE_INVALID";
  return temperatureCodeIndex(upper, modelYear) === null ? "TEMPERATURE_OUT_OF_RANGE" : null;
}

/** True when some model year's scale holds the code: the wire's bound before the vehicle is known. */
export function isTemperatureCodeOfAnyScale(code: string): boolean {
  const match = /^([0-9A-F]{2})H$/.exec(code.toUpperCase());
  return match !== null && parseInt(match[1]!, 16) <= TEMP_CODE_MAX_INDEX;
}

/**
 * The temperature scales a car reports and takes (`hvacTempType`): 0 the older Celsius scale, 1
 * the 2020-and-later one (vehicle-area.md "features"). Anything else never reaches a car.
 */
export const HVAC_TEMP_TYPES = [0, 1] as const;
export type HvacTempType = (typeof HVAC_TEMP_TYPES)[number];

export function isHvacTempType(value: number): value is HvacTempType {
  return (HVAC_TEMP_TYPES as readonly number[]).includes(value);
}
