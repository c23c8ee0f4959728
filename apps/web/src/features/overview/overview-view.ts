import { celsiusToFahrenheit, codeToCelsius, overviewPowerTarget, type ClimateUnit, type DistanceUnit } from "@carport/domain";
import type { BrandCode, CallResult, VehicleStatus } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";
import { inAccountUnit, valueUnit, type Distance } from "../car-glance/index.ts";

export type SelectedVehicle = CallResult<"selectVehicle">;
export type Vehicle = SelectedVehicle["vehicle"];

/** The odometer: the car's latest report when it has one, else the enrollment record. */
export function odometerReading(status: VehicleStatus | undefined, vehicle: Vehicle, unit: DistanceUnit): Distance {
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

/** One line of the vehicle status card: what, its state in words, what is open or faulty, and whether it needs attention. */
export interface StatusLine {
  id: "doors" | "hood" | "trunk" | "windows" | "sunroof" | "lamps";
  label: MessageKey;
  value: MessageKey;
  /** Parts concerned (open doors, faulty lamps), already as catalogue keys. */
  parts: MessageKey[];
  attention: boolean;
}

function openCorners(corners: Record<Corner, number>): MessageKey[] {
  return CORNERS.filter((corner) => corners[corner] !== 0).map((corner) => CORNER_KEYS[corner]);
}

/** Faulty lamps from `lampWireStatus` (any non-zero wire state is a fault). */
export function faultyLamps(lamps: VehicleStatus["lampWireStatus"]): MessageKey[] {
  const faults: MessageKey[] = [];
  if (lamps.headLamp.headLampStatus || lamps.headLamp.leftLowLamp || lamps.headLamp.rightLowLamp) faults.push("overview.status.lamp.head");
  if (lamps.stopLamp.leftLamp || lamps.stopLamp.rightLamp) faults.push("overview.status.lamp.stop");
  const turn = lamps.turnSignalLamp;
  if (turn.leftFrontLamp || turn.rightFrontLamp || turn.leftRearLamp || turn.rightRearLamp) faults.push("overview.status.lamp.turn");
  return faults;
}

/** Doors, hood, trunk, windows, sunroof and lamps, each in words (never by colour alone). */
export function bodyStatus(status: VehicleStatus): StatusLine[] {
  const openDoors = openCorners(status.doorOpen);
  const openWindows = openCorners(status.windowOpen);
  const lamps = faultyLamps(status.lampWireStatus);
  const openClosed = (open: boolean): MessageKey => (open ? "overview.status.open" : "overview.status.closed");
  return [
    {
      id: "doors",
      label: "overview.status.doors",
      value: status.doorLock
        ? openDoors.length > 0
          ? "overview.status.doorsLockedOpen"
          : "overview.status.doorsLocked"
        : openDoors.length > 0
          ? "overview.status.doorsUnlockedOpen"
          : "overview.status.doorsUnlocked",
      parts: openDoors,
      attention: !status.doorLock || openDoors.length > 0,
    },
    { id: "hood", label: "overview.status.hood", value: openClosed(status.hoodOpen), parts: [], attention: status.hoodOpen },
    { id: "trunk", label: "overview.status.trunk", value: openClosed(status.trunkOpen), parts: [], attention: status.trunkOpen },
    {
      id: "windows",
      label: "overview.status.windows",
      value: openClosed(openWindows.length > 0),
      parts: openWindows,
      attention: openWindows.length > 0,
    },
    {
      id: "sunroof",
      label: "overview.status.sunroof",
      value: openClosed(status.sunroofOpen !== 0),
      parts: [],
      attention: status.sunroofOpen !== 0,
    },
    {
      id: "lamps",
      label: "overview.status.lamps",
      value: lamps.length > 0 ? "overview.status.lampsFault" : "overview.status.lampsOk",
      parts: lamps,
      attention: lamps.length > 0,
    },
  ];
}

/** The warning lights that are on: tire pressure, washer fluid, brake fluid, engine oil, key battery, low fuel. */
export function warningLights(status: VehicleStatus): MessageKey[] {
  const lights: MessageKey[] = [];
  const tires = status.tirePressureLamp;
  if (
    tires.tirePressureLampAll ||
    tires.tirePressureLampFL ||
    tires.tirePressureLampFR ||
    tires.tirePressureLampRL ||
    tires.tirePressureLampRR
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

/** Temperatures of the climate card in the account's unit: the set point while climate runs, the cabin when reported. */
export function climateTemperatures(
  status: VehicleStatus,
  modelYear: string,
  unit: ClimateUnit,
): { setPoint: number | null; cabin: number | null } {
  const inUnit = (celsius: number | null) => (celsius === null ? null : unit === "F" ? Math.round(celsiusToFahrenheit(celsius)) : celsius);
  const cabin = valueUnit(status["cabinTemperature"]);
  return {
    setPoint: status.airCtrlOn ? inUnit(codeToCelsius(status.airTemp.value, modelYear)) : null,
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
