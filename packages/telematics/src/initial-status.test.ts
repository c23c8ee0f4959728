import { describe, expect, it } from "vitest";
import { vehicleStatusSchema } from "@carport/protocol";
import { initialVehicleStatus, wireTimestamp } from "./initial-status.ts";

describe("a new vehicle's first status", () => {
  it("gives an EV a battery, plug state and range, and no fuel", () => {
    const status = initialVehicleStatus({ fuelKindCode: "E", rangeAtFull: 400, batterySoc: 50, plugged: 2 });
    expect(vehicleStatusSchema.parse(status)).toBeTruthy();
    expect(status.evStatus?.batteryStatus).toBe(50);
    expect(status.evStatus?.batteryPlugin).toBe(2);
    expect(status.evStatus?.drvDistance[0]?.rangeByFuel.evModeRange?.value).toBe(200);
    expect(status.fuelLevel).toBe(0);
    expect(status.dte).toBeUndefined();
  });

  it("gives a plug-in hybrid both ranges, added up", () => {
    const status = initialVehicleStatus({ fuelKindCode: "P", rangeAtFull: 60, batterySoc: 50, fuelLevel: 50 });
    const range = status.evStatus!.drvDistance[0]!.rangeByFuel;
    expect(range.evModeRange?.value).toBe(30);
    expect(range.gasModeRange?.value).toBe(300);
    expect(range.totalAvailableRange.value).toBe(330);
  });

  it("gives a combustion car fuel and distance to empty, and no EV status", () => {
    const status = initialVehicleStatus({ fuelKindCode: "G", rangeAtFull: 0, fuelLevel: 10 });
    expect(status.evStatus).toBeUndefined();
    expect(status.dte?.value).toBe(70);
    expect(status.lowFuelLight).toBe(true);
    expect(status.doorLock).toBe(true);
  });

  it("writes dates as yyyyMMddHHmmss", () => {
    expect(wireTimestamp(new Date("2026-03-04T05:06:07Z"))).toBe("20260304050607");
  });
});
