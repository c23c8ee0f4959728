import type { CallResult } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { stationMapPoints } from "./station-map-points.ts";

const station = {
  stationId: "S1",
  stationName: "Gare",
  latitude: 45.5,
  longitude: -73.6,
} as CallResult<"chargingStationSearch">["stations"][number];
const result = (kind: "vehicle" | "city") =>
  ({
    origin: { kind, label: "x", latitude: 45.4, longitude: -73.5 },
    distanceUnit: 1,
    vehicleConnectors: [],
    stations: [station],
  }) as CallResult<"chargingStationSearch">;

describe("stationMapPoints", () => {
  it("puts the car first when the search started from its position", () => {
    expect(stationMapPoints(result("vehicle"), "Car", (n) => `Station ${n}`)).toEqual([
      { id: "car", kind: "car", lat: 45.4, lon: -73.5, label: "Car" },
      { id: "S1", kind: "station", lat: 45.5, lon: -73.6, label: "Station Gare" },
    ]);
  });
  it("shows only the stations around a postal area or city", () => {
    expect(stationMapPoints(result("city"), "Car", (n) => n).map((p) => p.id)).toEqual(["S1"]);
  });
});
