import type { AnsweredStatus } from "@carport/protocol";

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

/** The corners reported open; a corner the car did not report is not counted open. */
const openCorners = (corners: Partial<Record<GlanceCorner, number>> | undefined) =>
  GLANCE_CORNERS.filter((corner) => corners?.[corner] !== undefined && corners[corner] !== 0);

function lampFault(lamps: AnsweredStatus["lampWireStatus"]): boolean {
  const { headLamp, stopLamp, turnSignalLamp: turn } = lamps ?? {};
  return [
    headLamp?.headLampStatus,
    headLamp?.leftLowLamp,
    headLamp?.rightLowLamp,
    stopLamp?.leftLamp,
    stopLamp?.rightLamp,
    turn?.leftFrontLamp,
    turn?.rightFrontLamp,
    turn?.leftRearLamp,
    turn?.rightRearLamp,
  ].some((wire) => wire !== undefined && wire !== 0);
}

/** What "all is well" vouches for: a status missing any of these cannot say so (the optional engine oil and key battery aside). */
const VOUCHED_FIELDS = [
  "doorOpen",
  "trunkOpen",
  "hoodOpen",
  "windowOpen",
  "sunroofOpen",
  "doorLock",
  "battery",
  "lowFuelLight",
  "tirePressureLamp",
  "lampWireStatus",
  "breakOilStatus",
  "washerFluidStatus",
] as const satisfies readonly (keyof AnsweredStatus)[];

/** Whether the car reported every fact an "all is well" covers (a linked car's maker may leave any out). */
export function reportsAllWarnings(status: AnsweredStatus): boolean {
  return VOUCHED_FIELDS.every((field) => status[field] !== undefined) && status.battery?.batSoc !== undefined;
}

/**
 * Everything open, unlocked, low or faulty in the car's last status, the open and unlocked first
 * (what the owner can fix from here), then what is low, then faults. An empty list: all is well,
 * as far as the car reported (a fact it left out raises no warning).
 */
export function glanceWarnings(status: AnsweredStatus): GlanceWarning[] {
  const warnings: GlanceWarning[] = [];
  const doors = openCorners(status.doorOpen);
  const windows = openCorners(status.windowOpen);
  if (doors.length > 0) warnings.push({ id: "doorsOpen", corners: doors });
  if (status.trunkOpen) warnings.push({ id: "trunkOpen" });
  if (status.hoodOpen) warnings.push({ id: "hoodOpen" });
  if (windows.length > 0) warnings.push({ id: "windowsOpen", corners: windows });
  if (status.sunroofOpen !== undefined && status.sunroofOpen !== 0) warnings.push({ id: "sunroofOpen" });
  if (status.doorLock === false) warnings.push({ id: "unlocked" });
  const soc12v = status.battery?.batSoc;
  if (soc12v !== undefined && soc12v < LOW_12V_PERCENT) warnings.push({ id: "battery12vLow", percent: soc12v });
  const charge = status.evStatus?.batteryStatus;
  if (charge !== undefined && charge <= LOW_CHARGE_PERCENT) warnings.push({ id: "chargeLow", percent: charge });
  if (status.lowFuelLight) warnings.push({ id: "fuelLow" });
  if (Object.values(status.tirePressureLamp ?? {}).some((lamp) => lamp !== undefined && lamp !== 0)) warnings.push({ id: "tyrePressure" });
  if (lampFault(status.lampWireStatus)) warnings.push({ id: "lampFault" });
  if (status.breakOilStatus) warnings.push({ id: "brakeFluid" });
  if (status.engineOilStatus) warnings.push({ id: "engineOil" });
  if (status.washerFluidStatus) warnings.push({ id: "washerFluid" });
  if (status.smartKeyBatteryWarning) warnings.push({ id: "smartKeyBattery" });
  return warnings;
}
