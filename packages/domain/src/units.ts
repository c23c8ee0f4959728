/** Kilometres in one international mile (vehicle-area.md 9). */
export const KM_PER_MILE = 1.609344;

/** Odometer and distance unit codes on the wire: 1 km, 3 miles (vehicle-area.md 3 and 9). */
export const DISTANCE_UNIT = { km: 1, miles: 3 } as const;
/** A distance unit code: 1 km or 3 miles. */
export type DistanceUnit = (typeof DISTANCE_UNIT)[keyof typeof DISTANCE_UNIT];

/** Narrows a wire value to a known distance unit code. */
export function isDistanceUnit(value: unknown): value is DistanceUnit {
  return value === DISTANCE_UNIT.km || value === DISTANCE_UNIT.miles;
}

/** The short label screens put after a distance: "km" or "mi". */
export function distanceUnitLabel(unit: DistanceUnit): "km" | "mi" {
  return unit === DISTANCE_UNIT.miles ? "mi" : "km";
}

/** A distance in another unit, unrounded (the account's odometer preference may differ from the car's). */
export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  if (from === to) return value;
  return from === DISTANCE_UNIT.miles ? value * KM_PER_MILE : value / KM_PER_MILE;
}

/**
 * Rounds half away from zero to `decimals` places, on the decimal value as written
 * (1.005 -> 1.01, where naive binary arithmetic gives 1.00).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.max(0, Math.floor(decimals));
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  const text = String(abs);
  if (text.includes("e") && abs >= 1) return value; // 1e21 and up: already a whole number
  const rounded = text.includes("e")
    ? Math.round(abs * 10 ** places) / 10 ** places
    : Number(`${Math.round(Number(`${text}e${places}`))}e-${places}`);
  return rounded === 0 ? 0 : sign * rounded;
}

/** Valet speed and distance show between 0 and 2 decimals (vehicle-area.md 9). */
export const VALET_MAX_DECIMALS = 2;

/** A valet speed or distance as shown: rounded to at most 2 decimals, trailing zeros dropped ("12.5"). */
export function formatValetValue(value: number): string {
  return String(roundTo(value, VALET_MAX_DECIMALS));
}
