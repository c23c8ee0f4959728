import type { VehicleStatus } from "@carport/protocol";

/** The state document every entity of a car reads its value from (value_json.<field>). */
export interface CarState {
  /** Battery (electric, plug-in) or fuel level, percent. */
  level: number | null;
  range: number | null;
  odometer: number | null;
  battery_12v: number | null;
  charging: OnOff;
  /** kW, when the car reports it; null (unknown) otherwise. */
  charge_power: number | null;
  /** Minutes until the target charge. */
  time_to_target: number | null;
  plug: OnOff;
  door_front_left: OnOff;
  door_front_right: OnOff;
  door_back_left: OnOff;
  door_back_right: OnOff;
  trunk: OnOff;
  hood: OnOff;
  windows: OnOff;
  sunroof: OnOff;
  engine: OnOff;
  climate: OnOff;
  tyre_pressure: OnOff;
  low_fuel: OnOff;
  washer_fluid: OnOff;
  brake_fluid: OnOff;
  engine_oil: OnOff;
  smart_key_battery: OnOff;
  /** LOCKING and UNLOCKING while a command from Home Assistant is pending (ha-bridge.ts). */
  lock: "LOCKED" | "UNLOCKED" | "LOCKING" | "UNLOCKING";
  target_ac: number | null;
  target_dc: number | null;
  /** When the car reported it (ISO 8601). */
  reported_at: string | null;
}
type OnOff = "ON" | "OFF";

const onOff = (value: unknown): OnOff => (value === true || (typeof value === "number" && value > 0) ? "ON" : "OFF");
/** A distance in km, from a value with its unit (1 km, 3 miles). */
const km = (distance: { value: number; unit: number } | undefined) =>
  distance ? Math.round(distance.unit === 3 ? distance.value * 1.609344 : distance.value) : null;

/** "20260107123456" as ISO 8601 (the car's clock is UTC). */
function isoOf(stamp: string | undefined): string | null {
  const m = stamp ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp) : null;
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : null;
}

/** The parts of a status the car reports beside the specification's fields (vehicle-twin.ts). */
interface ReportedExtras {
  odometer?: { value: number; unit: number };
  targetSoc?: Array<{ plugType: number; level: number }>;
  chargePower?: number;
}

/** A car's last status as its Home Assistant entities read it; `odometerKm` when the status has none. */
export function carStateOf(status: VehicleStatus, odometerKm: number | null): CarState {
  const extras = status as VehicleStatus & ReportedExtras;
  const ev = status.evStatus;
  const corners = Object.values(status.windowOpen ?? {});
  const target = (plugType: number) => extras.targetSoc?.find((t) => t.plugType === plugType)?.level ?? null;
  return {
    level: ev ? ev.batteryStatus : status.fuelLevel,
    range: km(ev?.drvDistance[0]?.rangeByFuel.totalAvailableRange ?? status.dte),
    odometer: km(extras.odometer) ?? odometerKm,
    battery_12v: status.battery?.batSoc ?? null,
    charging: onOff(ev?.batteryCharge),
    charge_power: typeof extras.chargePower === "number" ? extras.chargePower : null,
    time_to_target: ev?.batteryCharge ? (ev.remainTime2.atc.value ?? null) : null,
    plug: onOff(ev?.batteryPlugin),
    door_front_left: onOff(status.doorOpen?.frontLeft),
    door_front_right: onOff(status.doorOpen?.frontRight),
    door_back_left: onOff(status.doorOpen?.backLeft),
    door_back_right: onOff(status.doorOpen?.backRight),
    trunk: onOff(status.trunkOpen),
    hood: onOff(status.hoodOpen),
    windows: onOff(corners.some((open) => open > 0)),
    sunroof: onOff(status.sunroofOpen),
    engine: onOff(status.engine),
    climate: onOff(status.airCtrlOn),
    tyre_pressure: onOff(status.tirePressureLamp?.tirePressureLampAll),
    low_fuel: onOff(status.lowFuelLight),
    washer_fluid: onOff(status.washerFluidStatus),
    brake_fluid: onOff(status.breakOilStatus),
    engine_oil: onOff(status.engineOilStatus),
    smart_key_battery: onOff(status.smartKeyBatteryWarning),
    lock: status.doorLock ? "LOCKED" : "UNLOCKED",
    // plugType 0 is the DC fast charger's target, 1 the AC charger's (protocol.md, setsoc).
    target_dc: ev ? target(0) : null,
    target_ac: ev ? target(1) : null,
    reported_at: isoOf(status.lastStatusDate),
  };
}

/** A located position as the device tracker's attributes (Home Assistant reads latitude and longitude). */
export function trackerAttributesOf(location: { coord?: { lat?: number; lon?: number; alt?: number }; head?: number } | null) {
  const lat = location?.coord?.lat;
  const lon = location?.coord?.lon;
  if (typeof lat !== "number" || typeof lon !== "number") return null;
  return { latitude: lat, longitude: lon, gps_accuracy: 10, altitude: location?.coord?.alt ?? null, course: location?.head ?? null };
}
