import {
  batteryIconStep,
  convertDistance,
  evChargeTimeText,
  isDistanceUnit,
  isEvOrPhev,
  DISTANCE_UNIT,
  type DistanceUnit,
} from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";

/** A distance in the account's unit, rounded to whole units. */
export interface Distance {
  value: number;
  unit: DistanceUnit;
}

/** Reads a `{value, unit}` pair the status may carry beyond its schema (odometer, cabinTemperature). */
export function valueUnit(raw: unknown): { value: number; unit: number } | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { value, unit } = raw as { value?: unknown; unit?: unknown };
  return typeof value === "number" && Number.isFinite(value) && typeof unit === "number" ? { value, unit } : null;
}

/** A wire distance (unit 1 km or 3 miles) in the account's unit; null when unreadable. */
export function inAccountUnit(raw: unknown, unit: DistanceUnit): Distance | null {
  const read = valueUnit(raw);
  if (!read) return null;
  const from = isDistanceUnit(read.unit) ? read.unit : DISTANCE_UNIT.km;
  return { value: Math.round(convertDistance(read.value, from, unit)), unit };
}

/** A reported finite number, or null (unknown) when absent or unreadable. */
export function knownNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Plug states of `evStatus.batteryPlugin`. */
export const PLUG_KEYS = {
  0: "overview.energy.plug.none",
  1: "overview.energy.plug.dc",
  2: "overview.energy.plug.ac",
} as const satisfies Record<0 | 1 | 2, MessageKey>;

/**
 * An EV or PHEV battery as the overview shows it. A fact the car did not report (a linked car's
 * maker may leave any field out) is null: unknown, never a made-up value.
 */
export interface BatteryView {
  level: number | null;
  /** The battery icon's fill step (vehicle-area.md 9), null when the level is unknown. */
  iconStep: number | null;
  charging: boolean | null;
  plugKey: MessageKey | null;
  plugged: boolean | null;
  evRange: Distance | null;
  /** Times to full as "h:mm", '--:--' when zero: the current estimate, DC fast, AC slow, AC fast; null when unknown. */
  chargeTimes: { current: string | null; dcFast: string | null; acSlow: string | null; acFast: string | null };
}

/** Fuel as the overview shows it (combustion and PHEV); null facts are unknown. */
export interface FuelView {
  level: number | null;
  /** True only when the car reports its low-fuel light on. */
  low: boolean;
  range: Distance | null;
}

export interface EnergyView {
  kind: "ev" | "phev" | "combustion";
  battery: BatteryView | null;
  fuel: FuelView | null;
  /** The range of both together (PHEV), or the only one. */
  totalRange: Distance | null;
}

/** What the energy card shows for the vehicle's fuel kind: battery, fuel, or both (PHEV). */
export function energyView(fuelKindCode: string, status: AnsweredStatus, unit: DistanceUnit): EnergyView {
  const kind = fuelKindCode === "E" ? "ev" : fuelKindCode === "P" ? "phev" : "combustion";
  // An EV or PHEV always has a battery to show, its facts unknown when the car sent no evStatus.
  const ev = isEvOrPhev(fuelKindCode) ? (status.evStatus ?? {}) : undefined;
  const ranges = ev?.drvDistance?.[0]?.rangeByFuel;
  const level = knownNumber(ev?.batteryStatus);
  const plugin = ev?.batteryPlugin;
  const plugKnown = plugin === 0 || plugin === 1 || plugin === 2;
  const time = (minutes: { value?: number } | undefined) => {
    const value = knownNumber(minutes?.value);
    return value === null ? null : evChargeTimeText(value);
  };
  const battery: BatteryView | null = ev
    ? {
        level,
        iconStep: level === null ? null : batteryIconStep(level),
        charging: typeof ev.batteryCharge === "boolean" ? ev.batteryCharge : null,
        plugKey: plugKnown ? PLUG_KEYS[plugin] : null,
        plugged: plugKnown ? plugin !== 0 : null,
        evRange: inAccountUnit(ranges?.evModeRange, unit),
        chargeTimes: {
          current: time(ev.remainTime2?.atc),
          dcFast: time(ev.remainTime2?.etc1),
          acSlow: time(ev.remainTime2?.etc2),
          acFast: time(ev.remainTime2?.etc3),
        },
      }
    : null;
  const fuel: FuelView | null =
    kind === "ev"
      ? null
      : {
          level: knownNumber(status.fuelLevel),
          low: status.lowFuelLight === true,
          range: inAccountUnit(kind === "phev" ? (ranges?.gasModeRange ?? status.dte) : status.dte, unit),
        };
  const totalRange = inAccountUnit(ranges?.totalAvailableRange, unit) ?? battery?.evRange ?? fuel?.range ?? null;
  return { kind, battery, fuel, totalRange };
}
