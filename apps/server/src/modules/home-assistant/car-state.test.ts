import { describe, expect, it } from "vitest";
import type { VehicleStatus } from "@carport/protocol";
import { carStateOf, trackerAttributesOf } from "./car-state.ts";

const combustion = {
  lastStatusDate: "20261207120000",
  battery: { batSoc: 81 },
  engine: false,
  doorLock: true,
  doorOpen: { frontLeft: 0, frontRight: 1, backLeft: 0, backRight: 0 },
  windowOpen: { frontLeft: 0, frontRight: 0, backLeft: 0, backRight: 0 },
  trunkOpen: false,
  hoodOpen: false,
  sunroofOpen: 0,
  fuelLevel: 55,
  lowFuelLight: false,
  airCtrlOn: false,
  dte: { value: 300, unit: 3 },
  tirePressureLamp: { tirePressureLampAll: 1 },
} as unknown as VehicleStatus;

describe("a status as Home Assistant's entities read it", () => {
  it("gives a combustion car its fuel level, its range in km, its warnings and no charge", () => {
    const state = carStateOf(combustion, 64120);
    expect(state).toMatchObject({
      level: 55,
      range: 483,
      odometer: 64120,
      battery_12v: 81,
      lock: "LOCKED",
      door_front_right: "ON",
      door_front_left: "OFF",
      tyre_pressure: "ON",
      charging: "OFF",
      target_ac: null,
      reported_at: "2026-12-07T12:00:00Z",
    });
  });

  it("places the tracker where the car was located, and nowhere without a position", () => {
    expect(trackerAttributesOf({ coord: { lat: 43.6, lon: -79.4, alt: 112 }, head: 90 })).toMatchObject({
      latitude: 43.6,
      longitude: -79.4,
    });
    expect(trackerAttributesOf(null)).toBeNull();
  });
});
