import { describe, it, expect } from "vitest";
import { isEvOrPhev, isG1Phev, vehicleGeneration } from "./generation.ts";

describe("vehicleGeneration", () => {
  it.each([
    ["1", "G1"],
    ["G1", "G1"],
    ["Gen1", "G1"],
    ["2", "G2"],
    ["G2", "G2"],
    ["2.5", "G2.5"],
    ["G2.5", "G2.5"],
    ["gen2.5", "G2.5"],
    ["3", "G3"],
    ["G3", "G3"],
    ["Gen3", "G3"],
  ])("derives %j as %s", (genType, generation) => {
    expect(vehicleGeneration(genType)).toBe(generation);
  });
  it.each(["", null, undefined, "G", "gen", "4", "0"])("has no generation for %j", (genType) => {
    expect(vehicleGeneration(genType)).toBeNull();
  });
});

describe("isEvOrPhev", () => {
  it.each([
    ["E", true],
    ["P", true],
    ["G", false],
    ["F", false],
    ["e", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j -> %j", (code, expected) => {
    expect(isEvOrPhev(code)).toBe(expected);
  });
});

describe("isG1Phev", () => {
  it("is true only for a G1 plug-in hybrid", () => {
    expect(isG1Phev({ fuelKindCode: "P", genType: "1" })).toBe(true);
    expect(isG1Phev({ fuelKindCode: "P", genType: "2" })).toBe(false);
    expect(isG1Phev({ fuelKindCode: "P", genType: "2.5" })).toBe(false);
    expect(isG1Phev({ fuelKindCode: "E", genType: "1" })).toBe(false);
    expect(isG1Phev({ fuelKindCode: "G", genType: "1" })).toBe(false);
    expect(isG1Phev({ fuelKindCode: "P", genType: null })).toBe(false);
  });
});
