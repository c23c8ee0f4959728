import { describe, it, expect } from "vitest";
import { DEFAULT_LANGUAGE, DEFAULT_PROVINCE, PREFERENCE_DEFAULTS, preferenceSaveError, preferenceSchema } from "./preferences.ts";

describe("defaults", () => {
  it("match the spec", () => {
    expect(DEFAULT_PROVINCE).toBe("ON");
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(PREFERENCE_DEFAULTS).toEqual({ odometerUnit: 1, climateUnit: "C", languageId: 0 });
  });
  it("are a valid preference", () => {
    expect(preferenceSaveError(PREFERENCE_DEFAULTS)).toBeNull();
    expect(preferenceSchema.parse(PREFERENCE_DEFAULTS)).toEqual(PREFERENCE_DEFAULTS);
  });
});

describe("preferenceSaveError", () => {
  it("allows a save with all three set, 0 counting as set", () => {
    expect(preferenceSaveError({ odometerUnit: 3, climateUnit: "F", languageId: 1 })).toBeNull();
    expect(preferenceSaveError({ odometerUnit: 1, climateUnit: "C", languageId: 0 })).toBeNull();
    expect(preferenceSaveError({ odometerUnit: "1", climateUnit: "C", languageId: "0" })).toBeNull();
  });
  it.each(["odometerUnit", "climateUnit", "languageId"] as const)("refuses a save without %s", (field) => {
    for (const missing of [undefined, null, ""]) {
      expect(preferenceSaveError({ ...PREFERENCE_DEFAULTS, [field]: missing })).toBe("PREFERENCE_SUBMIT_FAILED");
    }
  });
  it("refuses an empty preference", () => {
    expect(preferenceSaveError({})).toBe("PREFERENCE_SUBMIT_FAILED");
  });
});

describe("preferenceSchema", () => {
  it("accepts every valid combination", () => {
    for (const odometerUnit of [1, 3])
      for (const climateUnit of ["C", "F"])
        for (const languageId of [0, 1]) expect(preferenceSchema.safeParse({ odometerUnit, climateUnit, languageId }).success).toBe(true);
  });
  it.each([
    { odometerUnit: 2, climateUnit: "C", languageId: 0 },
    { odometerUnit: 1, climateUnit: "K", languageId: 0 },
    { odometerUnit: 1, climateUnit: "c", languageId: 0 },
    { odometerUnit: 1, climateUnit: "C", languageId: 2 },
    { odometerUnit: "1", climateUnit: "C", languageId: 0 },
    { climateUnit: "C", languageId: 0 },
    null,
  ])("refuses %j with PREFERENCE_SUBMIT_FAILED", (input) => {
    const result = preferenceSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((i) => i.message === "PREFERENCE_SUBMIT_FAILED")).toBe(true);
  });
});
