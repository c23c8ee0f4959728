import { describe, it, expect } from "vitest";
import {
  DISTANCE_UNIT,
  KM_PER_MILE,
  VALET_MAX_DECIMALS,
  convertDistance,
  distanceUnitLabel,
  formatValetValue,
  isDistanceUnit,
  roundTo,
} from "./units.ts";

describe("constants", () => {
  it("match the spec", () => {
    expect(KM_PER_MILE).toBe(1.609344);
    expect(DISTANCE_UNIT).toEqual({ km: 1, miles: 3 });
    expect(VALET_MAX_DECIMALS).toBe(2);
  });
});

describe("isDistanceUnit", () => {
  it.each([1, 3])("accepts %j", (v) => expect(isDistanceUnit(v)).toBe(true));
  it.each([0, 2, 4, "1", "3", null, undefined, 1.5])("refuses %j", (v) => expect(isDistanceUnit(v)).toBe(false));
});

describe("distanceUnitLabel", () => {
  it("labels km and miles", () => {
    expect(distanceUnitLabel(1)).toBe("km");
    expect(distanceUnitLabel(3)).toBe("mi");
  });
});

describe("convertDistance", () => {
  it("keeps the value in the same unit", () => {
    expect(convertDistance(42.5, 1, 1)).toBe(42.5);
    expect(convertDistance(42.5, 3, 3)).toBe(42.5);
  });
  it("converts miles to km", () => {
    expect(convertDistance(1, 3, 1)).toBe(1.609344);
    expect(convertDistance(100, 3, 1)).toBeCloseTo(160.9344, 10);
  });
  it("converts km to miles", () => {
    expect(convertDistance(1.609344, 1, 3)).toBeCloseTo(1, 12);
    expect(convertDistance(100, 1, 3)).toBeCloseTo(62.137119, 6);
  });
  it("round-trips", () => {
    expect(convertDistance(convertDistance(12345, 1, 3), 3, 1)).toBeCloseTo(12345, 9);
  });
  it("keeps zero and negatives consistent", () => {
    expect(convertDistance(0, 1, 3)).toBe(0);
    expect(convertDistance(-10, 3, 1)).toBeCloseTo(-16.09344, 10);
  });
});

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [-1.5, 0, -2],
    [-2.675, 2, -2.68],
    [0.125, 2, 0.13],
    [12.3456, 1, 12.3],
    [12.35, 1, 12.4],
    [100, 2, 100],
    [0, 2, 0],
    [-0.001, 2, 0],
    [1e-7, 2, 0],
    [1e21, 2, 1e21],
    [5.55, 1, 5.6],
    [1.45, 1, 1.5],
  ])("rounds %j to %j places as %j", (value, places, expected) => {
    expect(roundTo(value, places)).toBe(expected);
  });
  it("never returns negative zero", () => {
    expect(Object.is(roundTo(-0.001, 2), -0)).toBe(false);
  });
  it("passes non-finite values through", () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Infinity, 2)).toBe(Infinity);
  });
  it("treats negative or fractional places as whole, non-negative", () => {
    expect(roundTo(12.6, -1)).toBe(13);
    expect(roundTo(12.66, 1.9)).toBe(12.7);
  });
});

describe("formatValetValue", () => {
  it.each([
    [0, "0"],
    [12, "12"],
    [12.5, "12.5"],
    [12.5, "12.5"],
    [12.345, "12.35"],
    [12.344, "12.34"],
    [99.999, "100"],
    [80.4672, "80.47"],
    [1.005, "1.01"],
  ])("shows %j as %j", (value, shown) => {
    expect(formatValetValue(value)).toBe(shown);
  });
});
