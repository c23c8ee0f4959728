import { DISTANCE_UNIT } from "@carport/domain";
import type { VehicleStatus } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { glanceState } from "./glance-state.ts";

const minutes = { value: 0, unit: 1 };
const status = (overrides: Partial<VehicleStatus>): VehicleStatus =>
  ({
    lastStatusDate: "20261126120000",
    doorLock: true,
    airCtrlOn: false,
    fuelLevel: 40,
    lowFuelLight: false,
    dte: { value: 420, unit: 1 },
    ...overrides,
  }) as VehicleStatus;
type Ranges = NonNullable<VehicleStatus["evStatus"]>["drvDistance"][number]["rangeByFuel"];
const evStatus = (plug: number, charging: boolean, ranges: Ranges) => ({
  batteryStatus: 62,
  batteryCharge: charging,
  batteryPlugin: plug,
  batteryPreconditiong: false,
  drvDistance: [{ rangeByFuel: ranges }],
  remainTime2: { atc: minutes, etc1: minutes, etc2: minutes, etc3: minutes },
});

describe("glanceState", () => {
  it("leads an EV with its charge and range, then plug and charging, locked and climate; no fuel", () => {
    const s = status({
      evStatus: evStatus(1, true, { totalAvailableRange: { value: 300, unit: 1 }, evModeRange: { value: 300, unit: 1 } }),
    });
    const state = glanceState("E", s, DISTANCE_UNIT.km);
    expect(state.kind).toBe("ev");
    expect(state.lead).toEqual([
      { id: "charge", percent: 62 },
      { id: "range", distance: { value: 300, unit: DISTANCE_UNIT.km } },
    ]);
    expect(state.more).toEqual([
      { id: "plug", plugged: true, fastCharger: true },
      { id: "charging", charging: true, minutesToFull: null },
      { id: "lock", locked: true, doorOpen: false },
      { id: "climate", on: false },
    ]);
    expect(state.lastSeen?.toISOString()).toBe("2026-11-26T12:00:00.000Z");
  });

  it("tells how long a charging car needs to be full, and nothing when it is not charging", () => {
    const ranges = { totalAvailableRange: { value: 300, unit: 1 } };
    const charging = {
      ...evStatus(2, true, ranges),
      remainTime2: { atc: { value: 80, unit: 1 }, etc1: minutes, etc2: minutes, etc3: minutes },
    };
    expect(glanceState("E", status({ evStatus: charging }), DISTANCE_UNIT.km).more).toContainEqual({
      id: "charging",
      charging: true,
      minutesToFull: 80,
    });
    const idle = { ...charging, batteryCharge: false };
    expect(glanceState("E", status({ evStatus: idle }), DISTANCE_UNIT.km).more).toContainEqual({
      id: "charging",
      charging: false,
      minutesToFull: null,
    });
  });

  it("leads a plug-in hybrid with both charge and fuel and their total range", () => {
    const s = status({
      fuelLevel: 70,
      evStatus: evStatus(0, false, {
        totalAvailableRange: { value: 600, unit: 1 },
        evModeRange: { value: 50, unit: 1 },
        gasModeRange: { value: 550, unit: 1 },
      }),
    });
    const state = glanceState("P", s, DISTANCE_UNIT.km);
    expect(state.lead.map((item) => item.id)).toEqual(["charge", "fuel", "range"]);
    expect(state.lead[2]).toEqual({ id: "range", distance: { value: 600, unit: DISTANCE_UNIT.km } });
    expect(state.more[0]).toEqual({ id: "plug", plugged: false, fastCharger: false });
  });

  it("leads a combustion or hydrogen car with fuel and range in the account's unit, without plug or charging", () => {
    for (const kind of ["G", "F"]) {
      const state = glanceState(kind, status({ airCtrlOn: true, doorLock: false, lowFuelLight: true }), DISTANCE_UNIT.miles);
      expect(state.kind).toBe("combustion");
      expect(state.lead).toEqual([
        { id: "fuel", percent: 40, low: true },
        { id: "range", distance: { value: 261, unit: DISTANCE_UNIT.miles } },
      ]);
      expect(state.more).toEqual([
        { id: "lock", locked: false, doorOpen: false },
        { id: "climate", on: true },
      ]);
    }
  });

  it("leaves the range out when the car reports none", () => {
    const state = glanceState("G", status({ dte: undefined }), DISTANCE_UNIT.km);
    expect(state.lead.map((item) => item.id)).toEqual(["fuel"]);
  });
});
