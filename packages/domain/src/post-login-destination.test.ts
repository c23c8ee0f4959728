import { describe, it, expect } from "vitest";
import { isFullyEnrolledActive, postLoginDestination } from "./post-login-destination.ts";
import type { DestinationVehicle } from "./post-login-destination.ts";

function vehicle(overrides: Partial<DestinationVehicle> = {}): DestinationVehicle {
  return { vehicleId: "V1", enrollmentStatus: 4, subscriptionStatus: "A", suspendYn: "N", defaultVehicle: false, ...overrides };
}

describe("isFullyEnrolledActive", () => {
  it("needs enrollment status 4 and subscription A", () => {
    expect(isFullyEnrolledActive({ enrollmentStatus: 4, subscriptionStatus: "A" })).toBe(true);
    expect(isFullyEnrolledActive({ enrollmentStatus: 4, subscriptionStatus: "I" })).toBe(false);
    expect(isFullyEnrolledActive({ enrollmentStatus: 1, subscriptionStatus: "A" })).toBe(false);
    expect(isFullyEnrolledActive({ enrollmentStatus: 7, subscriptionStatus: "A" })).toBe(false);
  });
});

describe("postLoginDestination", () => {
  it("sends unverified terms first, before anything else", () => {
    expect(postLoginDestination({ verifiedTnC: false, vehicles: [vehicle()] })).toEqual({ kind: "terms" });
    expect(postLoginDestination({ verifiedTnC: false, vehicles: [vehicle({ suspendYn: "Y" })], vid: "V1" })).toEqual({ kind: "terms" });
  });

  describe("with a vid", () => {
    it("leads a suspended vehicle to reactivation", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ suspendYn: "Y" })], vid: "V1" })).toEqual({
        kind: "reactivate",
        vehicleId: "V1",
      });
    });
    it("leads a vehicle that is not suspended to the suspended notice", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle()], vid: "V1" })).toEqual({ kind: "suspended", vehicleId: "V1" });
    });
    it("ignores a vid of no listed vehicle", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle()], vid: "OTHER" })).toEqual({
        kind: "overview",
        vehicleId: "V1",
        suspended: false,
      });
    });
    it("ignores an empty vid", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle()], vid: "" })).toEqual({
        kind: "overview",
        vehicleId: "V1",
        suspended: false,
      });
    });
  });

  describe("with one vehicle", () => {
    it("opens a suspended vehicle's overview in suspended mode", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ suspendYn: "Y", enrollmentStatus: 1 })] })).toEqual({
        kind: "overview",
        vehicleId: "V1",
        suspended: true,
      });
    });
    it("opens a fully enrolled active vehicle's overview", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle()] })).toEqual({
        kind: "overview",
        vehicleId: "V1",
        suspended: false,
      });
    });
    it("lists vehicles otherwise", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ enrollmentStatus: 1 })] })).toEqual({ kind: "vehicles" });
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ subscriptionStatus: "I" })] })).toEqual({ kind: "vehicles" });
    });
  });

  describe("with several vehicles", () => {
    const a = vehicle({ vehicleId: "A" });
    const b = vehicle({ vehicleId: "B", defaultVehicle: true });
    it("opens the default vehicle when all are fully enrolled, active and not suspended", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [a, b] })).toEqual({ kind: "overview", vehicleId: "B", suspended: false });
    });
    it("lists vehicles when none is the default", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [a, vehicle({ vehicleId: "C" })] })).toEqual({ kind: "vehicles" });
    });
    it("lists vehicles when any is suspended", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ vehicleId: "A", suspendYn: "Y" }), b] })).toEqual({
        kind: "vehicles",
      });
    });
    it("lists vehicles when any is not fully enrolled or inactive", () => {
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ vehicleId: "A", enrollmentStatus: 2 }), b] })).toEqual({
        kind: "vehicles",
      });
      expect(postLoginDestination({ verifiedTnC: true, vehicles: [vehicle({ vehicleId: "A", subscriptionStatus: "E" }), b] })).toEqual({
        kind: "vehicles",
      });
    });
  });

  it("lists vehicles when there are none", () => {
    expect(postLoginDestination({ verifiedTnC: true, vehicles: [] })).toEqual({ kind: "vehicles" });
  });
});
