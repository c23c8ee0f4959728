import { describe, expect, it } from "vitest";
import { availableRemotePages } from "./remote-pages.ts";

describe("remote navigation", () => {
  it("offers start and stop only with remote ignition", () => {
    expect(availableRemotePages({ fuelKindCode: "G", hasRemoteIgnition: true })).toEqual(["start", "stop", "lock", "hornlight"]);
    expect(availableRemotePages({ fuelKindCode: "G", hasRemoteIgnition: false })).toEqual(["lock", "hornlight"]);
  });

  it("offers charging, target charge and schedules to EV and PHEV, climate to EV only", () => {
    expect(availableRemotePages({ fuelKindCode: "E", hasRemoteIgnition: false })).toEqual([
      "lock",
      "hornlight",
      "charge",
      "tsoc",
      "schedule",
      "climate",
    ]);
    expect(availableRemotePages({ fuelKindCode: "P", hasRemoteIgnition: true })).toEqual([
      "start",
      "stop",
      "lock",
      "hornlight",
      "charge",
      "tsoc",
      "schedule",
    ]);
  });

  it("offers a second driver only the pages of the share scope: no charging, target charge or schedules", () => {
    expect(availableRemotePages({ fuelKindCode: "E", hasRemoteIgnition: false }, "secondary")).toEqual(["lock", "hornlight", "climate"]);
    expect(availableRemotePages({ fuelKindCode: "P", hasRemoteIgnition: true }, "secondary")).toEqual([
      "start",
      "stop",
      "lock",
      "hornlight",
    ]);
  });
});
