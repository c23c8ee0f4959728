import { describe, expect, it } from "vitest";
import { chargesAtStations, distanceKm, forwardSortationArea, vehicleConnectors } from "./charging-stations.ts";

describe("charging station rules", () => {
  it("offers the finder to electric and plug-in hybrid vehicles only", () => {
    expect(chargesAtStations("E")).toBe(true);
    expect(chargesAtStations("P")).toBe(true);
    expect(chargesAtStations("G")).toBe(false);
    expect(chargesAtStations("F")).toBe(false);
  });

  it("matches connectors to the vehicle's inlet", () => {
    expect(vehicleConnectors("E", true)).toEqual(["CCS", "J1772"]);
    expect(vehicleConnectors("E", false)).toEqual(["CHAdeMO", "J1772"]);
    expect(vehicleConnectors("P", true)).toEqual(["J1772"]);
    expect(vehicleConnectors("G", false)).toEqual([]);
  });

  it("measures great-circle distances in km", () => {
    const toronto = { latitude: 43.6532, longitude: -79.3832 };
    const ottawa = { latitude: 45.4215, longitude: -75.6972 };
    expect(distanceKm(toronto, ottawa)).toBeGreaterThan(350);
    expect(distanceKm(toronto, ottawa)).toBeLessThan(356);
    expect(distanceKm(toronto, toronto)).toBe(0);
  });

  it("reads a postal code or its first three characters, whatever the case and spaces", () => {
    expect(forwardSortationArea("k1z 7k8")).toBe("K1Z");
    expect(forwardSortationArea("M5V")).toBe("M5V");
    expect(forwardSortationArea("Ottawa")).toBeNull();
    expect(forwardSortationArea("K1Z 7K")).toBeNull();
  });
});
