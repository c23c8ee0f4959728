import { describe, expect, it } from "vitest";
import { generationOverview } from "./generation-overview.ts";

const car = (fuelKindCode: "E" | "P" | "G" | "F", genType: string, isCCS2Vehicle: "Y" | "N" = "N") => ({
  fuelKindCode,
  genType,
  isCCS2Vehicle,
});

describe("the overview of each vehicle generation", () => {
  it("names the state the vehicle switch goes to after the generation", () => {
    expect(generationOverview(car("E", "3", "Y")).state).toBe("g3.overview");
    expect(generationOverview(car("E", "2.5")).state).toBe("g2.5.overview");
    expect(generationOverview(car("P", "2")).state).toBe("g2.overview");
    expect(generationOverview(car("P", "1")).state).toBe("g1.overview");
    expect(generationOverview(car("G", "")).state).toBe("default.overview");
  });

  it("shows the Gen3 CCS2 car's climate and charging reservations", () => {
    expect(generationOverview(car("E", "3", "Y")).schedule).toEqual({ kind: "reservations", start: "08:00", end: null });
  });

  it("shows a G1 plug-in hybrid's charging window from 00:00 to 08:00", () => {
    expect(generationOverview(car("P", "1")).schedule).toEqual({ kind: "window", start: "00:00", end: "08:00" });
  });

  it("shows departure times at 08:00 for the G2 and G2.5 plug-ins and EVs, and a G1 EV", () => {
    for (const vehicle of [car("P", "2"), car("E", "2.5"), car("P", "G2.5"), car("E", "1")]) {
      expect(generationOverview(vehicle).schedule, JSON.stringify(vehicle)).toEqual({ kind: "departures", start: "08:00", end: null });
    }
  });

  it("has no charging schedule for combustion and hydrogen cars", () => {
    expect(generationOverview(car("G", "2")).schedule).toBeNull();
    expect(generationOverview(car("F", "2.5")).schedule).toBeNull();
  });
});
