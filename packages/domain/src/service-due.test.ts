import { describe, it, expect } from "vitest";
import { isServiceBarRed, isServiceDateBeforeCar, serviceDueColours } from "./service-due.ts";

describe("serviceDueColours", () => {
  it.each([
    [0, 0, "red", "red"],
    [-5, -1, "red", "red"],
    [0, 30, "red", "lightRed"],
    [-100, 1, "red", "lightRed"],
    [500, 0, "lightRed", "red"],
    [1, -3, "lightRed", "red"],
    [1, 1, "green", "green"],
    [8000, 180, "green", "green"],
    [0.5, 0.1, "green", "green"],
  ])("distance %j, days %j -> %s / %s", (distance, days, distanceColour, daysColour) => {
    expect(serviceDueColours(distance, days)).toEqual({ distance: distanceColour, days: daysColour });
  });
});

describe("isServiceBarRed", () => {
  it.each([
    [0, true],
    [-1, true],
    [-0.01, true],
    [0.01, false],
    [1, false],
    [5000, false],
  ])("%j left -> %j", (left, red) => {
    expect(isServiceBarRed(left)).toBe(red);
  });
});

describe("isServiceDateBeforeCar", () => {
  it("refuses a service before the year before the model year, 1900 included", () => {
    expect(isServiceDateBeforeCar("19000101", "2025")).toBe(true);
    expect(isServiceDateBeforeCar("20231231", "2025")).toBe(true);
    expect(isServiceDateBeforeCar("20240101", "2025")).toBe(false);
    expect(isServiceDateBeforeCar("19000101", "")).toBe(true);
  });
});
