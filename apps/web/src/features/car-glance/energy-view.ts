import {
  batteryIconStep,
  convertDistance,
  evChargeTimeText,
  isDistanceUnit,
  isEvOrPhev,
  DISTANCE_UNIT,
  type DistanceUnit,
} from "@carport/domain";
import type { VehicleStatus } from "@carport/protocol";
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

/** Plug states of `evStatus.batteryPlugin`. */
export const PLUG_KEYS = {
  0: "overview.energy.plug.none",
  1: "overview.energy.plug.dc",
  2: "overview.energy.plug.ac",
} as const satisfies Record<0 | 1 | 2, MessageKey>;

/** An EV or PHEV battery as the overview shows it. */
export interface BatteryView {
  level: number;
  /** The battery icon's fill step (vehicle-area.md 9). */
  iconStep: number;
  charging: boolean;
  plugKey: MessageKey;
  plugged: boolean;
  evRange: Distance | null;
  /** Times to full as "h:mm", '--:--' when zero: the current estimate, DC fast, AC slow, AC fast. */
  chargeTimes: { current: string; dcFast: string; acSlow: string; acFast: string };
}

/** Fuel as the overview shows it (combustion and PHEV). */
export interface FuelView {
  level: number;
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
export function energyView(fuelKindCode: string, status: VehicleStatus, unit: DistanceUnit): EnergyView {
  const kind = fuelKindCode === "E" ? "ev" : fuelKindCode === "P" ? "phev" : "combustion";
  const ev = isEvOrPhev(fuelKindCode) ? status.evStatus : undefined;
  const ranges = ev?.drvDistance[0]?.rangeByFuel;
  const battery: BatteryView | null = ev
    ? {
        level: ev.batteryStatus,
        iconStep: batteryIconStep(ev.batteryStatus),
        charging: ev.batteryCharge,
        plugKey: ev.batteryPlugin === 1 || ev.batteryPlugin === 2 ? PLUG_KEYS[ev.batteryPlugin] : PLUG_KEYS[0],
        plugged: ev.batteryPlugin === 1 || ev.batteryPlugin === 2,
        evRange: inAccountUnit(ranges?.evModeRange, unit),
        chargeTimes: {
          current: evChargeTimeText(ev.remainTime2.atc.value),
          dcFast: evChargeTimeText(ev.remainTime2.etc1.value),
          acSlow: evChargeTimeText(ev.remainTime2.etc2.value),
          acFast: evChargeTimeText(ev.remainTime2.etc3.value),
        },
      }
    : null;
  const fuel: FuelView | null =
    kind === "ev"
      ? null
      : {
          level: status.fuelLevel,
          low: status.lowFuelLight,
          range: inAccountUnit(kind === "phev" ? (ranges?.gasModeRange ?? status.dte) : status.dte, unit),
        };
  const totalRange = inAccountUnit(ranges?.totalAvailableRange, unit) ?? battery?.evRange ?? fuel?.range ?? null;
  return { kind, battery, fuel, totalRange };
}
