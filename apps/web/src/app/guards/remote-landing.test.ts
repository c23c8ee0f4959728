import { describe, expect, it } from "vitest";
import { remoteLandingPath } from "./remote-landing.ts";

describe("remote landing", () => {
  it("returns to the last remote page used", () => {
    expect(remoteLandingPath({ lastPage: "/remote/hornlight", fuelKindCode: "E", remoteIgnition: true })).toBe("/remote/hornlight");
  });

  it("sends EV and PHEV to charge when there is no last page", () => {
    expect(remoteLandingPath({ lastPage: null, fuelKindCode: "E", remoteIgnition: false })).toBe("/remote/charge");
    expect(remoteLandingPath({ lastPage: null, fuelKindCode: "P", remoteIgnition: true })).toBe("/remote/charge");
  });

  it("sends other vehicles to start with remote ignition, else to lock", () => {
    expect(remoteLandingPath({ lastPage: null, fuelKindCode: "G", remoteIgnition: true })).toBe("/remote/start");
    expect(remoteLandingPath({ lastPage: null, fuelKindCode: "F", remoteIgnition: false })).toBe("/remote/lock");
  });

  it("ignores a remembered value that is not a remote page", () => {
    expect(remoteLandingPath({ lastPage: "//evil", fuelKindCode: "G", remoteIgnition: false })).toBe("/remote/lock");
  });

  it("does not return to a remembered page the vehicle cannot use", () => {
    expect(remoteLandingPath({ lastPage: "/remote/start", fuelKindCode: "G", remoteIgnition: false })).toBe("/remote/lock");
    expect(remoteLandingPath({ lastPage: "/remote/stop", fuelKindCode: "E", remoteIgnition: false })).toBe("/remote/lock");
    expect(remoteLandingPath({ lastPage: "/remote/climate", fuelKindCode: "P", remoteIgnition: true })).toBe("/remote/charge");
    expect(remoteLandingPath({ lastPage: "/remote/charge", fuelKindCode: "G", remoteIgnition: true })).toBe("/remote/start");
  });

  it("when the status call failed, sends EV and PHEV to charge and the others to start", () => {
    const failed = { lastPage: null, remoteIgnition: false, statusCallFailed: true };
    expect(remoteLandingPath({ ...failed, fuelKindCode: "E" })).toBe("/remote/charge");
    expect(remoteLandingPath({ ...failed, fuelKindCode: "P" })).toBe("/remote/charge");
    expect(remoteLandingPath({ ...failed, fuelKindCode: "G" })).toBe("/remote/start");
    expect(remoteLandingPath({ ...failed, fuelKindCode: "F" })).toBe("/remote/start");
    // The same vehicle with its status known and no remote ignition lands on lock.
    expect(remoteLandingPath({ ...failed, fuelKindCode: "G", statusCallFailed: false })).toBe("/remote/lock");
  });
});
