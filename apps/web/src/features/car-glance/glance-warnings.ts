import type { VehicleStatus } from "@carport/protocol";

/** The corners of doors and windows, in reading order. */
export const GLANCE_CORNERS = ["frontLeft", "frontRight", "backLeft", "backRight"] as const;
export type GlanceCorner = (typeof GLANCE_CORNERS)[number];

/**
 * The 12 V battery's charge below which the car may not start or answer commands: a lead-acid
 * battery at half charge is deeply discharged, and the makers' apps warn from about there.
 */
export const LOW_12V_PERCENT = 50;
/** A traction battery at or under this charge is low, as the glance's charge fact marks it. */
export const LOW_CHARGE_PERCENT = 15;

/** One thing the owner should know about before walking away from the car: open, unlocked, low or faulty. */
export type GlanceWarning =
  | { id: "doorsOpen"; corners: GlanceCorner[] }
  | { id: "trunkOpen" }
  | { id: "hoodOpen" }
  | { id: "windowsOpen"; corners: GlanceCorner[] }
  | { id: "sunroofOpen" }
  | { id: "unlocked" }
  | { id: "battery12vLow"; percent: number }
  | { id: "chargeLow"; percent: number }
  | { id: "fuelLow" }
  | { id: "tyrePressure" }
  | { id: "lampFault" }
  | { id: "brakeFluid" }
  | { id: "engineOil" }
  | { id: "washerFluid" }
  | { id: "smartKeyBattery" };

const openCorners = (corners: Record<GlanceCorner, number>) => GLANCE_CORNERS.filter((corner) => corners[corner] !== 0);

function lampFault(lamps: VehicleStatus["lampWireStatus"]): boolean {
  const { headLamp, stopLamp, turnSignalLamp: turn } = lamps;
  return [
    headLamp.headLampStatus,
    headLamp.leftLowLamp,
    headLamp.rightLowLamp,
    stopLamp.leftLamp,
    stopLamp.rightLamp,
    turn.leftFrontLamp,
    turn.rightFrontLamp,
    turn.leftRearLamp,
    turn.rightRearLamp,
  ].some((wire) => wire !== 0);
}

/**
 * Everything open, unlocked, low or faulty in the car's last status, the open and unlocked first
 * (what the owner can fix from here), then what is low, then faults. An empty list: all is well.
 */
export function glanceWarnings(status: VehicleStatus): GlanceWarning[] {
  const warnings: GlanceWarning[] = [];
  const doors = openCorners(status.doorOpen);
  const windows = openCorners(status.windowOpen);
  if (doors.length > 0) warnings.push({ id: "doorsOpen", corners: doors });
  if (status.trunkOpen) warnings.push({ id: "trunkOpen" });
  if (status.hoodOpen) warnings.push({ id: "hoodOpen" });
  if (windows.length > 0) warnings.push({ id: "windowsOpen", corners: windows });
  if (status.sunroofOpen !== 0) warnings.push({ id: "sunroofOpen" });
  if (!status.doorLock) warnings.push({ id: "unlocked" });
  if (status.battery.batSoc < LOW_12V_PERCENT) warnings.push({ id: "battery12vLow", percent: status.battery.batSoc });
  if (status.evStatus && status.evStatus.batteryStatus <= LOW_CHARGE_PERCENT) {
    warnings.push({ id: "chargeLow", percent: status.evStatus.batteryStatus });
  }
  if (status.lowFuelLight) warnings.push({ id: "fuelLow" });
  const tyres = status.tirePressureLamp;
  if (Object.values(tyres).some((lamp) => lamp !== 0)) warnings.push({ id: "tyrePressure" });
  if (lampFault(status.lampWireStatus)) warnings.push({ id: "lampFault" });
  if (status.breakOilStatus) warnings.push({ id: "brakeFluid" });
  if (status.engineOilStatus) warnings.push({ id: "engineOil" });
  if (status.washerFluidStatus) warnings.push({ id: "washerFluid" });
  if (status.smartKeyBatteryWarning) warnings.push({ id: "smartKeyBattery" });
  return warnings;
}
