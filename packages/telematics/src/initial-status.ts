import type { FuelKindCode, VehicleStatus } from "@carport/protocol";

/** What decides the shape of a vehicle's status: its powertrain. */
export interface StatusProfile {
  fuelKindCode: FuelKindCode;
  /** km */
  rangeAtFull: number;
  batterySoc?: number;
  fuelLevel?: number;
  plugged?: 0 | 1 | 2;
}

/** yyyyMMddHHmmss in UTC, as the protocol carries dates. */
export function wireTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

const closed = { frontLeft: 0, frontRight: 0, backLeft: 0, backRight: 0 };

/**
 * A parked, locked vehicle's status, shaped like shared/fixtures/lstvhclsts-ev-response.json:
 * the starting point of a simulated car (and of a real one before its first report).
 */
export function initialVehicleStatus(profile: StatusProfile, now: Date = new Date()): VehicleStatus {
  const electric = profile.fuelKindCode === "E" || profile.fuelKindCode === "P";
  const soc = profile.batterySoc ?? 80;
  const fuel = profile.fuelKindCode === "E" ? 0 : (profile.fuelLevel ?? 65);
  const evRange = Math.round((profile.rangeAtFull * soc) / 100);
  const gasRange = profile.fuelKindCode === "E" ? 0 : Math.round(((profile.fuelKindCode === "G" ? 700 : 600) * fuel) / 100);
  const status: VehicleStatus = {
    lastStatusDate: wireTimestamp(now),
    battery: { batSoc: 91 },
    engine: false,
    airTemp: { value: "10H", unit: 0 },
    defrost: false,
    steerWheelHeat: 0,
    sideBackWindowHeat: 0,
    sideMirrorHeat: 0,
    acc: false,
    ign3: false,
    remoteIgnition: false,
    transCond: 0,
    sleepModeCheck: false,
    seatHeaterVentState: { flSeatHeatState: 0, frSeatHeatState: 0, rlSeatHeatState: 0, rrSeatHeatState: 0 },
    lampWireStatus: {
      headLamp: { headLampStatus: 0, leftLowLamp: 0, rightLowLamp: 0 },
      stopLamp: { leftLamp: 0, rightLamp: 0 },
      turnSignalLamp: { leftFrontLamp: 0, rightFrontLamp: 0, leftRearLamp: 0, rightRearLamp: 0 },
    },
    doorLock: true,
    doorOpen: { ...closed },
    hoodOpen: false,
    sunroofOpen: 0,
    trunkOpen: false,
    windowOpen: { ...closed },
    tirePressureLamp: {
      tirePressureLampFL: 0,
      tirePressureLampFR: 0,
      tirePressureLampRL: 0,
      tirePressureLampRR: 0,
      tirePressureLampAll: 0,
    },
    washerFluidStatus: false,
    breakOilStatus: false,
    engineOilStatus: false,
    smartKeyBatteryWarning: false,
    fuelLevel: fuel,
    lowFuelLight: profile.fuelKindCode !== "E" && fuel < 15,
    airCtrlOn: false,
  };
  if (profile.fuelKindCode !== "E") status.dte = { value: gasRange + (electric ? evRange : 0), unit: 1 };
  if (electric) {
    // Target charge per plug type (0 DC fast, 1 AC), as the car keeps it.
    (status as Record<string, unknown>).targetSoc = [
      { plugType: 0, level: 80 },
      { plugType: 1, level: 90 },
    ];
    const plugged = profile.plugged ?? 0;
    status.evStatus = {
      batteryStatus: soc,
      batteryCharge: false,
      batteryPlugin: plugged,
      batteryPreconditiong: false,
      drvDistance: [
        {
          rangeByFuel: {
            evModeRange: { value: evRange, unit: 1 },
            ...(profile.fuelKindCode === "P" ? { gasModeRange: { value: gasRange, unit: 1 } } : {}),
            totalAvailableRange: { value: evRange + gasRange, unit: 1 },
          },
        },
      ],
      remainTime2: {
        atc: { value: 0, unit: 1 },
        etc1: { value: Math.round(((100 - soc) / 100) * 60), unit: 1 },
        etc2: { value: Math.round(((100 - soc) / 100) * 900), unit: 1 },
        etc3: { value: Math.round(((100 - soc) / 100) * 420), unit: 1 },
      },
    };
  }
  return status;
}
