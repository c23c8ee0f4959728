import { convertDistance, isDistanceUnit } from "./units.ts";

/**
 * One kept status read: the fields of a vehicle's status that history charts and derivations use
 * (issue 22). Null where the car does not report it (no traction battery, no position).
 */
export interface StatusSample {
  /** Traction battery charge, %. */
  soc: number | null;
  /** Fuel tank, %. */
  fuel: number | null;
  /** Total range left, km. */
  rangeKm: number | null;
  /** 12-volt battery, %. */
  auxBattery: number | null;
  odometerKm: number | null;
  lat: number | null;
  lon: number | null;
  /** 0 unplugged, 1 DC fast charger, 2 AC charger; null without a traction battery. */
  plugged: number | null;
  charging: boolean | null;
  /** Charging power in kW when the car reports it. */
  chargingKw: number | null;
  locked: boolean;
  engine: boolean;
  climate: boolean;
}

/** A kept sample with its time (ISO 8601). */
export interface TimedSample extends StatusSample {
  at: string;
}

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose | undefined => (value && typeof value === "object" ? (value as Loose) : undefined);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** A `{ value, unit }` distance in km (unit 1 km, 3 miles); null when absent or of no known unit. */
function km(value: unknown): number | null {
  const v = obj(value);
  const n = num(v?.value);
  if (n === null) return null;
  const unit = v?.unit ?? 1;
  return isDistanceUnit(unit) ? convertDistance(n, unit, 1) : null;
}

/**
 * The sample of a status as the protocol carries it (lstvhclsts' shape, loose): read field by
 * field so a mirrored car's status with fewer fields still gives what it has.
 */
export function statusSample(status: unknown): StatusSample {
  const s = obj(status) ?? {};
  const ev = obj(s.evStatus);
  const range = obj(obj((ev?.drvDistance as unknown[] | undefined)?.[0])?.rangeByFuel);
  const location = obj(s.vehicleLocation) ?? obj(s.location);
  const coord = obj(location?.coord) ?? location;
  const power = obj(ev?.batteryPower);
  const kw = num(ev?.chargingPower) ?? num(power?.batteryFstChrgPower) ?? num(power?.batteryStndChrgPower);
  const charging = typeof ev?.batteryCharge === "boolean" ? ev.batteryCharge : null;
  return {
    soc: num(ev?.batteryStatus),
    fuel: ev && s.fuelLevel === 0 && !s.dte ? null : num(s.fuelLevel),
    rangeKm: km(range?.totalAvailableRange) ?? km(s.dte),
    auxBattery: num(obj(s.battery)?.batSoc),
    odometerKm: km(s.odometer),
    lat: num(coord?.lat),
    lon: num(coord?.lon),
    plugged: num(ev?.batteryPlugin),
    charging,
    chargingKw: charging && kw !== null && kw > 0 ? kw : null,
    locked: s.doorLock === true,
    engine: s.engine === true,
    climate: s.airCtrlOn === true,
  };
}

/** A model's traction battery in kWh from its factory description ("84 kWh"); null when none is given. */
export function batteryCapacityKwh(mainBatteryType: string | null | undefined): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*kwh/i.exec(mainBatteryType ?? "");
  if (!match) return null;
  const kwh = Number(match[1]!.replace(",", "."));
  return kwh > 0 ? kwh : null;
}

/** The periods the History page offers. */
export const HISTORY_SPANS = ["day", "week", "month"] as const;
export type HistorySpan = (typeof HISTORY_SPANS)[number];
const SPAN_MS: Record<HistorySpan, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 31 * 86_400_000 };

/** The longest period one history call answers (a month and a few days, so "last month" always fits). */
export const HISTORY_MAX_DAYS = 93;

/** The period ending now that a span names. */
export function historyPeriod(span: HistorySpan, now: Date = new Date()): { from: string; to: string } {
  return { from: new Date(now.getTime() - SPAN_MS[span]).toISOString(), to: now.toISOString() };
}

/** Why a requested period cannot be answered, naming the field; null when it can. */
export function historyPeriodProblem(from: string, to: string): { field: "from" | "to"; reason: string } | null {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!Number.isFinite(start)) return { field: "from", reason: "NOT_A_DATE" };
  if (!Number.isFinite(end)) return { field: "to", reason: "NOT_A_DATE" };
  if (end <= start) return { field: "to", reason: "NOT_AFTER_FROM" };
  if (end - start > HISTORY_MAX_DAYS * 86_400_000) return { field: "to", reason: "PERIOD_TOO_LONG" };
  return null;
}
