import { describe, expect, it } from "vitest";
import { batteryCapacityKwh, historyPeriod, historyPeriodProblem, statusSample } from "./vehicle-history.ts";

const evStatus = {
  battery: { batSoc: 88 },
  engine: false,
  doorLock: true,
  airCtrlOn: true,
  fuelLevel: 0,
  odometer: { value: 12480, unit: 1 },
  evStatus: {
    batteryStatus: 62.5,
    batteryCharge: true,
    batteryPlugin: 2,
    drvDistance: [{ rangeByFuel: { totalAvailableRange: { value: 300, unit: 1 } } }],
  },
};

describe("a status sample", () => {
  it("keeps charge, range, 12-volt battery, odometer, plug and charging of an EV, with no fuel", () => {
    expect(statusSample(evStatus)).toEqual({
      soc: 62.5,
      fuel: null,
      rangeKm: 300,
      auxBattery: 88,
      odometerKm: 12480,
      lat: null,
      lon: null,
      plugged: 2,
      charging: true,
      chargingKw: null,
      locked: true,
      engine: false,
      climate: true,
    });
  });

  it("reads a combustion car's fuel and distance to empty, converting miles to km", () => {
    const sample = statusSample({
      fuelLevel: 55,
      dte: { value: 100, unit: 3 },
      odometer: { value: 10, unit: 3 },
      engine: true,
      doorLock: false,
    });
    expect(sample.fuel).toBe(55);
    expect(sample.rangeKm).toBeCloseTo(160.934, 2);
    expect(sample.odometerKm).toBeCloseTo(16.093, 2);
    expect(sample.soc).toBeNull();
    expect(sample.plugged).toBeNull();
    expect(sample.engine).toBe(true);
    expect(sample.locked).toBe(false);
  });

  it("takes a position and a charging power when a mirrored car reports them", () => {
    const sample = statusSample({
      ...evStatus,
      vehicleLocation: { coord: { lat: 45.5, lon: -73.6 } },
      evStatus: { ...evStatus.evStatus, batteryPower: { batteryStndChrgPower: 7.2 } },
    });
    expect([sample.lat, sample.lon, sample.chargingKw]).toEqual([45.5, -73.6, 7.2]);
  });

  it("gives nulls for a status missing everything", () => {
    expect(statusSample(null)).toMatchObject({ soc: null, fuel: null, rangeKm: null, auxBattery: null, locked: false });
  });
});

describe("a model's battery capacity", () => {
  it("reads the kWh of the factory description", () => {
    expect(batteryCapacityKwh("84 kWh")).toBe(84);
    expect(batteryCapacityKwh("13,8 KWH")).toBe(13.8);
    expect(batteryCapacityKwh("")).toBeNull();
    expect(batteryCapacityKwh(undefined)).toBeNull();
  });
});

describe("a history period", () => {
  it("ends now and spans a day, a week or a month", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(historyPeriod("day", now)).toEqual({ from: "2026-03-09T12:00:00.000Z", to: "2026-03-10T12:00:00.000Z" });
    expect(historyPeriod("week", now).from).toBe("2026-03-03T12:00:00.000Z");
    expect(historyPeriod("month", now).from).toBe("2026-02-07T12:00:00.000Z");
  });

  it("names the field of a period that cannot be answered", () => {
    expect(historyPeriodProblem("2026-03-01T00:00:00Z", "2026-03-02T00:00:00Z")).toBeNull();
    expect(historyPeriodProblem("yesterday", "2026-03-02T00:00:00Z")).toEqual({ field: "from", reason: "NOT_A_DATE" });
    expect(historyPeriodProblem("2026-03-01T00:00:00Z", "")).toEqual({ field: "to", reason: "NOT_A_DATE" });
    expect(historyPeriodProblem("2026-03-02T00:00:00Z", "2026-03-01T00:00:00Z")).toEqual({ field: "to", reason: "NOT_AFTER_FROM" });
    expect(historyPeriodProblem("2026-01-01T00:00:00Z", "2026-06-01T00:00:00Z")).toEqual({ field: "to", reason: "PERIOD_TOO_LONG" });
  });
});
