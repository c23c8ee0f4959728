import { celsiusToFahrenheit, codeToCelsius, overviewPowerTarget, type ClimateUnit, type DistanceUnit } from "@carport/domain";
import type { AnsweredStatus, BrandCode, CallResult } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";
import { inAccountUnit, valueUnit, type Distance } from "../car-glance/index.ts";

export type SelectedVehicle = CallResult<"selectVehicle">;
export type Vehicle = SelectedVehicle["vehicle"];

/** The odometer: the car's latest report when it has one, else the enrollment record. */
export function odometerReading(status: AnsweredStatus | undefined, vehicle: Vehicle, unit: DistanceUnit): Distance {
  return inAccountUnit(status?.["odometer"], unit) ?? inAccountUnit({ value: vehicle.odometer, unit: vehicle.odometerUnit }, unit)!;
}

/** The corners of doors and windows, in reading order. */
export const CORNERS = ["frontLeft", "frontRight", "backLeft", "backRight"] as const;
export type Corner = (typeof CORNERS)[number];
export const CORNER_KEYS = {
  frontLeft: "overview.status.corner.frontLeft",
  frontRight: "overview.status.corner.frontRight",
  backLeft: "overview.status.corner.backLeft",
  backRight: "overview.status.corner.backRight",
} as const satisfies Record<Corner, MessageKey>;

/**
 * One line of the vehicle status card: what, its state in words ("common.unknown" when the car did
 * not report it), what is open or faulty, and whether it needs attention.
 */
export interface StatusLine {
  id: "doors" | "hood" | "trunk" | "windows" | "sunroof" | "lamps";
  label: MessageKey;
  value: MessageKey;
  /** Parts concerned (open doors, faulty lamps), already as catalogue keys. */
  parts: MessageKey[];
  attention: boolean;
}

const UNKNOWN: MessageKey = "common.unknown";

/** The corners reported open; a corner the car did not report is not counted open. */
function openCorners(corners: Partial<Record<Corner, number>> | undefined): MessageKey[] {
  return CORNERS.filter((corner) => corners?.[corner] !== undefined && corners[corner] !== 0).map((corner) => CORNER_KEYS[corner]);
}

/** Faulty lamps from `lampWireStatus` (any non-zero wire state is a fault; an unreported wire is none). */
export function faultyLamps(lamps: NonNullable<AnsweredStatus["lampWireStatus"]>): MessageKey[] {
  const faults: MessageKey[] = [];
  const head = lamps.headLamp;
  if (head?.headLampStatus || head?.leftLowLamp || head?.rightLowLamp) faults.push("overview.status.lamp.head");
  if (lamps.stopLamp?.leftLamp || lamps.stopLamp?.rightLamp) faults.push("overview.status.lamp.stop");
  const turn = lamps.turnSignalLamp;
  if (turn?.leftFrontLamp || turn?.rightFrontLamp || turn?.leftRearLamp || turn?.rightRearLamp) faults.push("overview.status.lamp.turn");
  return faults;
}

/** A line that is open or closed, "unknown" when the car did not report it. */
function openClosedLine(id: "hood" | "trunk" | "sunroof", label: MessageKey, open: boolean | undefined): StatusLine {
  if (open === undefined) return { id, label, value: UNKNOWN, parts: [], attention: false };
  return { id, label, value: open ? "overview.status.open" : "overview.status.closed", parts: [], attention: open };
}

/** Whether the doors are locked and which are open, in words; "unknown" when the car did not report its lock. */
function doorsLine(doorLock: boolean | undefined, openDoors: MessageKey[]): StatusLine {
  const line = { id: "doors", label: "overview.status.doors", parts: openDoors } as const;
  if (doorLock === undefined) return { ...line, value: UNKNOWN, attention: openDoors.length > 0 };
  const open = openDoors.length > 0;
  const value: MessageKey = doorLock
    ? open
      ? "overview.status.doorsLockedOpen"
      : "overview.status.doorsLocked"
    : open
      ? "overview.status.doorsUnlockedOpen"
      : "overview.status.doorsUnlocked";
  return { ...line, value, attention: !doorLock || open };
}

/**
 * Doors, hood, trunk, windows, sunroof and lamps, each in words (never by colour alone); what the
 * car did not report reads "unknown" (a linked car's maker may leave any field out).
 */
export function bodyStatus(status: AnsweredStatus): StatusLine[] {
  const openDoors = openCorners(status.doorOpen);
  const openWindows = openCorners(status.windowOpen);
  const lamps = status.lampWireStatus ? faultyLamps(status.lampWireStatus) : null;
  return [
    doorsLine(status.doorLock, openDoors),
    openClosedLine("hood", "overview.status.hood", status.hoodOpen),
    openClosedLine("trunk", "overview.status.trunk", status.trunkOpen),
    {
      id: "windows",
      label: "overview.status.windows",
      // Windows are plural (French "Glaces : Fermées", not "Fermé").
      value: openWindows.length > 0 ? "overview.status.windowsOpen" : status.windowOpen ? "overview.status.windowsClosed" : UNKNOWN,
      parts: openWindows,
      attention: openWindows.length > 0,
    },
    openClosedLine("sunroof", "overview.status.sunroof", status.sunroofOpen === undefined ? undefined : status.sunroofOpen !== 0),
    {
      id: "lamps",
      label: "overview.status.lamps",
      value: lamps === null ? UNKNOWN : lamps.length > 0 ? "overview.status.lampsFault" : "overview.status.lampsOk",
      parts: lamps ?? [],
      attention: (lamps ?? []).length > 0,
    },
  ];
}

/** The warning lights that are on: tire pressure, washer fluid, brake fluid, engine oil, key battery, low fuel. */
export function warningLights(status: AnsweredStatus): MessageKey[] {
  const lights: MessageKey[] = [];
  const tires = status.tirePressureLamp;
  if (
    tires?.tirePressureLampAll ||
    tires?.tirePressureLampFL ||
    tires?.tirePressureLampFR ||
    tires?.tirePressureLampRL ||
    tires?.tirePressureLampRR
  ) {
    lights.push("overview.warnings.tirePressure");
  }
  if (status.washerFluidStatus) lights.push("overview.warnings.washerFluid");
  if (status.breakOilStatus) lights.push("overview.warnings.brakeFluid");
  if (status.engineOilStatus) lights.push("overview.warnings.engineOil");
  if (status.smartKeyBatteryWarning) lights.push("overview.warnings.smartKeyBattery");
  if (status.lowFuelLight) lights.push("overview.warnings.lowFuel");
  return lights;
}

/** Whether the car reported every warning light `warningLights` reads, so that "none is on" is a fact (engine oil and key battery are optional). */
/**
 * What the warning lights say when none is on: "none" alone would contradict an issue the car's
 * diagnostics reported (an airbag fault lights no lamp the status carries), so it names those.
 */
export function noWarningLightLine(
  status: AnsweredStatus,
  diagnosedIssues: number,
): { key: "overview.warnings.none" | "common.unknown" } | { key: "overview.warnings.noneButIssues"; count: number } {
  if (!reportsWarningLights(status)) return { key: "common.unknown" };
  return diagnosedIssues > 0 ? { key: "overview.warnings.noneButIssues", count: diagnosedIssues } : { key: "overview.warnings.none" };
}

export function reportsWarningLights(status: AnsweredStatus): boolean {
  return (
    status.tirePressureLamp !== undefined &&
    status.washerFluidStatus !== undefined &&
    status.breakOilStatus !== undefined &&
    status.lowFuelLight !== undefined
  );
}

/** Temperatures of the climate card in the account's unit: the set point while climate runs, the cabin when reported. */
export function climateTemperatures(
  status: AnsweredStatus,
  modelYear: string,
  unit: ClimateUnit,
): { setPoint: number | null; cabin: number | null } {
  const inUnit = (celsius: number | null) => (celsius === null ? null : unit === "F" ? Math.round(celsiusToFahrenheit(celsius)) : celsius);
  const cabin = valueUnit(status["cabinTemperature"]);
  return {
    setPoint: status.airCtrlOn && status.airTemp?.value !== undefined ? inUnit(codeToCelsius(status.airTemp.value, modelYear)) : null,
    cabin: cabin ? inUnit(cabin.value) : null,
  };
}

/** Where the overview's power control leads (overviewPowerTarget): climate for an EV, start for a PHEV or remote ignition. */
export function powerPath(selected: SelectedVehicle): "/remote/climate" | "/remote/start" | null {
  const target = overviewPowerTarget({
    fuelKindCode: selected.vehicle.fuelKindCode,
    hasRemoteIgnition: selected.features.remoteIgnition === "Y",
  });
  return target === "climate" ? "/remote/climate" : target === "start" ? "/remote/start" : null;
}

/** Model years before which a brand shows the subscription end date (vehicle-area.md 9). */
const SUBSCRIPTION_END_BEFORE: Partial<Record<BrandCode, number>> = { hacc: 2020, kci: 2021 };

/** The expiration date shows for hacc vehicles of model years before 2020 and kci before 2021. */
export function showsSubscriptionEnd(brand: BrandCode, modelYear: string): boolean {
  const before = SUBSCRIPTION_END_BEFORE[brand];
  const year = Number.parseInt(modelYear, 10);
  return before !== undefined && Number.isFinite(year) && year < before;
}

/** Suspended vehicles are blocked (suspendYn Y, or the list's `?suspended=1` when it opened a suspended vehicle). */
export function isSuspended(vehicle: Vehicle, suspendedParam: string | null): boolean {
  return vehicle.suspendYn === "Y" || suspendedParam === "1";
}

/** The deactivation screen for a suspended vehicle: step 2 asks to deactivate it, step 5 cancels the suspension. */
export function deactivationPath(vehicle: Vehicle, step: 2 | 5): string {
  const params = new URLSearchParams({
    vehicleId: vehicle.vehicleId,
    vin: vehicle.vin,
    modelYear: vehicle.modelYear,
    modelName: vehicle.modelName,
    enrollmentStatus: String(vehicle.enrollmentStatus),
    subscriptionStatus: vehicle.subscriptionStatus,
    step: String(step),
  });
  return `/support/deactivation?${params.toString()}`;
}
