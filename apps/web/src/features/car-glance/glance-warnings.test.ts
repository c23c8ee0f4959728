import { describe, expect, it } from "vitest";
import { glanceWarnings } from "./glance-warnings.ts";
import { fullStatus } from "./test/full-status.ts";

const open = { frontLeft: 1, frontRight: 0, backLeft: 0, backRight: 1 };
const ids = (status: ReturnType<typeof fullStatus>) => glanceWarnings(status).map((warning) => warning.id);

describe("glanceWarnings: what the hero warns of", () => {
  it("has nothing to say of a closed, locked, healthy car", () => {
    expect(glanceWarnings(fullStatus())).toEqual([]);
  });

  it("names the open doors of a locked car: an open door never hides behind locked", () => {
    expect(glanceWarnings(fullStatus({ doorOpen: open }))).toEqual([{ id: "doorsOpen", corners: ["frontLeft", "backRight"] }]);
  });

  it("warns of the trunk, hood, windows and sunroof open and of a car left unlocked, open things first", () => {
    const status = fullStatus({ doorLock: false, trunkOpen: true, hoodOpen: true, windowOpen: open, sunroofOpen: 1 });
    expect(ids(status)).toEqual(["trunkOpen", "hoodOpen", "windowsOpen", "sunroofOpen", "unlocked"]);
  });

  it("warns of a low 12 V battery under half charge, not at it", () => {
    expect(glanceWarnings(fullStatus({ battery: { batSoc: 49 } }))).toEqual([{ id: "battery12vLow", percent: 49 }]);
    expect(ids(fullStatus({ battery: { batSoc: 50 } }))).toEqual([]);
  });

  it("warns of low fuel, low tyre pressure on any wheel and a low traction battery", () => {
    const tyres = { ...fullStatus().tirePressureLamp, tirePressureLampRL: 1 };
    expect(ids(fullStatus({ lowFuelLight: true, tirePressureLamp: tyres }))).toEqual(["fuelLow", "tyrePressure"]);
    const ev = fullStatus({
      evStatus: {
        batteryStatus: 12,
        batteryCharge: false,
        batteryPlugin: 0,
        batteryPreconditiong: false,
        drvDistance: [],
        remainTime2: { atc: { value: 0 }, etc1: { value: 0 }, etc2: { value: 0 }, etc3: { value: 0 } },
      },
    });
    expect(glanceWarnings(ev)).toEqual([{ id: "chargeLow", percent: 12 }]);
  });

  it("warns of faults: a lamp, brake fluid, engine oil, washer fluid, the key's battery", () => {
    const lamps = fullStatus().lampWireStatus;
    const status = fullStatus({
      lampWireStatus: { ...lamps, stopLamp: { leftLamp: 1, rightLamp: 0 } },
      breakOilStatus: true,
      engineOilStatus: true,
      washerFluidStatus: true,
      smartKeyBatteryWarning: true,
    });
    expect(ids(status)).toEqual(["lampFault", "brakeFluid", "engineOil", "washerFluid", "smartKeyBattery"]);
  });
});
