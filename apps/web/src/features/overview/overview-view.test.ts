import type { VehicleStatus } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import {
  bodyStatus,
  climateTemperatures,
  deactivationPath,
  isSuspended,
  odometerReading,
  powerPath,
  showsSubscriptionEnd,
  warningLights,
  noWarningLightLine,
  type SelectedVehicle,
  type Vehicle,
} from "./overview-view.ts";
import { energyView } from "../car-glance/index.ts";

const corners = (value = 0) => ({ frontLeft: value, frontRight: value, backLeft: value, backRight: value });

/** The status the demo EV "Aurora" reports (lstvhclsts), with overrides. */
function status(overrides: Partial<VehicleStatus> = {}): VehicleStatus {
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
    fuelLevel: 0,
    lowFuelLight: false,
    airCtrlOn: false,
    evStatus: {
      batteryStatus: 62,
      batteryCharge: false,
      batteryPlugin: 2,
      batteryPreconditiong: false,
      drvDistance: [{ rangeByFuel: { evModeRange: { value: 298, unit: 1 }, totalAvailableRange: { value: 298, unit: 1 } } }],
      remainTime2: {
        atc: { value: 0, unit: 1 },
        etc1: { value: 23, unit: 1 },
        etc2: { value: 342, unit: 1 },
        etc3: { value: 160, unit: 1 },
      },
    },
    ...overrides,
  };
}

const vehicle = (overrides: Partial<Vehicle> = {}): Vehicle => ({
  vehicleId: "v1",
  vin: "2HMAUEC5000000101",
  nickName: "Aurora",
  modelCode: "AUR5",
  modelName: "Aurora EV",
  modelYear: "2025",
  trim: "",
  exteriorColor: "",
  fuelKindCode: "E",
  genType: "3",
  isCCS2Vehicle: "Y",
  remoteIgnition: "N",
  mainBatteryType: "",
  enrollmentStatus: 4,
  subscriptionStatus: "A",
  subscriptionEndDate: "20291231",
  suspendYn: "N",
  defaultVehicle: true,
  dtcCount: 0,
  enrollmentDate: "20261121",
  brandIndicator: "HACC",
  odometer: 12480,
  odometerUnit: 1,
  calendarOption: "Y",
  fodWebManualUrlEn: "",
  fodWebManualUrlFr: "",
  shared: false,
  driverRole: "primary",
  ...overrides,
});

const selected = (v: Partial<Vehicle>, remoteIgnition: "Y" | "N"): SelectedVehicle =>
  ({ vehicle: vehicle(v), features: { remoteIgnition }, featuresModel: {}, status: null }) as unknown as SelectedVehicle;

describe("the energy card", () => {
  it("shows an EV's battery, its icon step, range, plug and charge times", () => {
    const view = energyView("E", status(), 1);
    expect(view.kind).toBe("ev");
    expect(view.fuel).toBeNull();
    expect(view.battery).toEqual({
      level: 62,
      iconStep: 60,
      charging: false,
      plugKey: "overview.energy.plug.ac",
      plugged: true,
      evRange: { value: 298, unit: 1 },
      chargeTimes: { current: "--:--", dcFast: "0:23", acSlow: "5:42", acFast: "2:40" },
    });
  });

  it("converts ranges to the account's miles", () => {
    expect(energyView("E", status(), 3).battery?.evRange).toEqual({ value: 185, unit: 3 });
  });

  it("shows a combustion car's fuel and distance to empty, and no battery", () => {
    const view = energyView("G", status({ evStatus: undefined, fuelLevel: 55, dte: { value: 385, unit: 1 } }), 1);
    expect(view.battery).toBeNull();
    expect(view.fuel).toEqual({ level: 55, low: false, range: { value: 385, unit: 1 } });
    expect(view.totalRange).toEqual({ value: 385, unit: 1 });
  });

  it("shows a PHEV's battery, fuel and total range", () => {
    const phev = status({
      fuelLevel: 70,
      evStatus: {
        ...status().evStatus!,
        batteryPlugin: 0,
        drvDistance: [
          {
            rangeByFuel: {
              evModeRange: { value: 30, unit: 1 },
              gasModeRange: { value: 500, unit: 1 },
              totalAvailableRange: { value: 530, unit: 1 },
            },
          },
        ],
      },
    });
    const view = energyView("P", phev, 1);
    expect(view.kind).toBe("phev");
    expect(view.battery?.plugKey).toBe("overview.energy.plug.none");
    expect(view.battery?.plugged).toBe(false);
    expect(view.fuel?.range).toEqual({ value: 500, unit: 1 });
    expect(view.totalRange).toEqual({ value: 530, unit: 1 });
  });
});

describe("the odometer", () => {
  it("prefers the car's report, else the enrollment record, in the account's unit", () => {
    expect(odometerReading(status({ odometer: { value: 12500, unit: 1 } }), vehicle(), 1)).toEqual({ value: 12500, unit: 1 });
    expect(odometerReading(status(), vehicle(), 1)).toEqual({ value: 12480, unit: 1 });
    expect(odometerReading(undefined, vehicle(), 3)).toEqual({ value: 7755, unit: 3 });
  });
});

describe("the status card", () => {
  it("says every part is closed and locked on a quiet car", () => {
    const lines = bodyStatus(status());
    expect(lines.map((l) => [l.id, l.value, l.attention])).toEqual([
      ["doors", "overview.status.doorsLocked", false],
      ["hood", "overview.status.closed", false],
      ["trunk", "overview.status.closed", false],
      ["windows", "overview.status.windowsClosed", false],
      ["sunroof", "overview.status.closed", false],
      ["lamps", "overview.status.lampsOk", false],
    ]);
    expect(warningLights(status())).toEqual([]);
    // "None" never sits beside an issue the diagnostics reported (issue 55: "none" beside "Safety 1 issue").
    expect(noWarningLightLine(status(), 0)).toEqual({ key: "overview.warnings.none" });
    expect(noWarningLightLine(status(), 1)).toEqual({ key: "overview.warnings.noneButIssues", count: 1 });
  });

  it("names open doors and windows, faulty lamps and warning lights", () => {
    const s = status({
      doorLock: false,
      doorOpen: { ...corners(), backRight: 1 },
      windowOpen: { ...corners(), frontLeft: 1 },
      hoodOpen: true,
      sunroofOpen: 1,
      lampWireStatus: { ...status().lampWireStatus, stopLamp: { leftLamp: 1, rightLamp: 0 } },
      tirePressureLamp: { ...status().tirePressureLamp, tirePressureLampRL: 1 },
      washerFluidStatus: true,
      lowFuelLight: true,
    });
    const lines = Object.fromEntries(bodyStatus(s).map((l) => [l.id, l]));
    expect(lines.doors).toMatchObject({
      value: "overview.status.doorsUnlockedOpen",
      parts: ["overview.status.corner.backRight"],
      attention: true,
    });
    expect(lines.windows).toMatchObject({ value: "overview.status.windowsOpen", parts: ["overview.status.corner.frontLeft"] });
    expect(lines.hood?.attention).toBe(true);
    expect(lines.sunroof?.value).toBe("overview.status.open");
    expect(lines.lamps).toMatchObject({ value: "overview.status.lampsFault", parts: ["overview.status.lamp.stop"] });
    expect(warningLights(s)).toEqual(["overview.warnings.tirePressure", "overview.warnings.washerFluid", "overview.warnings.lowFuel"]);
  });

  it("gives the climate set point only while climate runs, in the account's unit", () => {
    expect(climateTemperatures(status(), "2025", "C")).toEqual({ setPoint: null, cabin: null });
    // 10H on the 2020+ scale is 14 + 16 * 0.5 = 22 °C.
    expect(climateTemperatures(status({ airCtrlOn: true, cabinTemperature: { value: 12, unit: 0 } }), "2025", "C")).toEqual({
      setPoint: 22,
      cabin: 12,
    });
    expect(climateTemperatures(status({ airCtrlOn: true }), "2025", "F").setPoint).toBe(72);
  });
});

describe("overview rules", () => {
  it("send power to climate for an EV and to start for a PHEV or remote ignition", () => {
    expect(powerPath(selected({ fuelKindCode: "E" }, "N"))).toBe("/remote/climate");
    expect(powerPath(selected({ fuelKindCode: "P" }, "N"))).toBe("/remote/start");
    expect(powerPath(selected({ fuelKindCode: "G" }, "Y"))).toBe("/remote/start");
    expect(powerPath(selected({ fuelKindCode: "G" }, "N"))).toBeNull();
  });

  it("show the subscription end for hacc before 2020 and kci before 2021 only", () => {
    expect(showsSubscriptionEnd("hacc", "2019")).toBe(true);
    expect(showsSubscriptionEnd("hacc", "2020")).toBe(false);
    expect(showsSubscriptionEnd("kci", "2020")).toBe(true);
    expect(showsSubscriptionEnd("kci", "2021")).toBe(false);
    expect(showsSubscriptionEnd("gen", "2010")).toBe(false);
    expect(showsSubscriptionEnd("hacc", "")).toBe(false);
  });

  it("block suspended vehicles and lead to deactivation with step 2 or 5", () => {
    expect(isSuspended(vehicle({ suspendYn: "Y" }), null)).toBe(true);
    expect(isSuspended(vehicle(), "1")).toBe(true);
    expect(isSuspended(vehicle(), null)).toBe(false);
    const path = deactivationPath(vehicle({ suspendYn: "Y", modelName: "Aurora EV" }), 5);
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/support/deactivation");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vehicleId: "v1",
      vin: "2HMAUEC5000000101",
      modelYear: "2025",
      modelName: "Aurora EV",
      enrollmentStatus: "4",
      subscriptionStatus: "A",
      step: "5",
    });
    expect(deactivationPath(vehicle(), 2)).toContain("step=2");
  });
});
