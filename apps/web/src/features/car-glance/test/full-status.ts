import type { VehicleStatus } from "@carport/protocol";

const corners = (value = 0) => ({ frontLeft: value, frontRight: value, backLeft: value, backRight: value });

/** A combustion car's whole status as lstvhclsts answers it, closed, locked and well, with overrides. */
export function fullStatus(overrides: Partial<VehicleStatus> = {}): VehicleStatus {
  return {
    lastStatusDate: "20261121105156",
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
    doorOpen: corners(),
    hoodOpen: false,
    sunroofOpen: 0,
    trunkOpen: false,
    windowOpen: corners(),
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
    fuelLevel: 55,
    lowFuelLight: false,
    airCtrlOn: false,
    dte: { value: 480, unit: 1 },
    ...overrides,
  };
}
