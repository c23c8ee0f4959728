import type { CallResult } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { quickActionGroups } from "./quick-action-list.ts";

function selected(fuelKindCode: string, driverRole: "primary" | "secondary", remoteIgnition = "N"): CallResult<"selectVehicle"> {
  return {
    vehicle: { vehicleId: "v1", fuelKindCode, driverRole, isCCS2Vehicle: "N" },
    features: { remoteIgnition, seatHeatVent: null },
  } as unknown as CallResult<"selectVehicle">;
}

const summary = (groups: ReturnType<typeof quickActionGroups>) =>
  groups.map((g) => `${g.page}:${g.actions.map((a) => a.request.name).join(",")}`);

describe("the overview's quick actions", () => {
  it("offers an EV's owner lock, climate, charging, horn and lights", () => {
    expect(summary(quickActionGroups(selected("E", "primary")))).toEqual([
      "lock:doorLock,doorUnlock",
      "climate:climateStart,climateStop",
      "charge:chargeStart,chargeStop",
      "hornlight:hornLights,lights",
    ]);
  });

  it("offers a petrol car with remote ignition remote start beside lock, but no climate or charging", () => {
    expect(summary(quickActionGroups(selected("G", "primary", "Y")))).toEqual([
      "lock:doorLock,doorUnlock",
      "start:engineStart,engineStop",
      "hornlight:hornLights,lights",
    ]);
  });

  it("offers a plug-in hybrid with remote ignition remote start and charging", () => {
    expect(summary(quickActionGroups(selected("P", "primary", "Y")))).toEqual([
      "lock:doorLock,doorUnlock",
      "start:engineStart,engineStop",
      "charge:chargeStart,chargeStop",
      "hornlight:hornLights,lights",
    ]);
  });

  it("offers no remote start to a car without remote ignition", () => {
    expect(summary(quickActionGroups(selected("G", "primary", "N")))).toEqual(["lock:doorLock,doorUnlock", "hornlight:hornLights,lights"]);
  });

  it("lets a second driver start a shared petrol car remotely (the share scope has it)", () => {
    expect(summary(quickActionGroups(selected("G", "secondary", "Y")))).toContain("start:engineStart,engineStop");
  });

  it("starts the engine for the specification's default run time, 3 minutes, with the climate on", () => {
    const start = quickActionGroups(selected("G", "primary", "Y")).find((g) => g.page === "start")!;
    expect(start.actions[0]!.request).toMatchObject({ name: "engineStart", setting: { igniOnDuration: 3, airCtrl: 1 } });
  });

  it("offers a second driver only what the share allows: no charging", () => {
    expect(summary(quickActionGroups(selected("E", "secondary")))).toEqual([
      "lock:doorLock,doorUnlock",
      "climate:climateStart,climateStop",
      "hornlight:hornLights,lights",
    ]);
  });

  it("starts climate with the climate page's defaults", () => {
    const climate = quickActionGroups(selected("E", "primary")).find((g) => g.page === "climate")!;
    expect(climate.actions[0]!.request).toMatchObject({ name: "climateStart", ccs2: false, settings: { airCtrl: 1, defrost: false } });
  });
});
