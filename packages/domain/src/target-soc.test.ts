import { describe, it, expect } from "vitest";
import {
  PLUG_TYPE,
  TSOC_INITIAL_DEFAULT,
  TSOC_MAX_CAP,
  TSOC_MAX_EXCEEDED,
  TSOC_MIN_DEFAULT,
  TSOC_STEP_DEFAULT,
  applyTsocLevel,
  batteryLevelClass,
  initialTsocLevel,
  plugTypeSchema,
  shouldWarnMaxOnEntry,
  tsocLevelReason,
  tsocLimits,
  tsocSaveError,
} from "./target-soc.ts";

const DEFAULTS = { step: 10, min: 10, max: 100 };

describe("constants", () => {
  it("match the spec", () => {
    expect(TSOC_STEP_DEFAULT).toBe(10);
    expect(TSOC_MIN_DEFAULT).toBe(10);
    expect(TSOC_MAX_CAP).toBe(100);
    expect(TSOC_INITIAL_DEFAULT).toBe(70);
    expect(PLUG_TYPE).toEqual({ dc: 0, ac: 1 });
    expect(TSOC_MAX_EXCEEDED).toBe("targetMaxSocLimitWarning");
  });
});

describe("plugTypeSchema", () => {
  it("accepts 0 and 1 only", () => {
    expect(plugTypeSchema.parse(0)).toBe(0);
    expect(plugTypeSchema.parse(1)).toBe(1);
    for (const bad of [2, -1, "0", null]) {
      expect(plugTypeSchema.safeParse(bad).error?.issues[0]?.message).toBe("PLUG_TYPE_INVALID");
    }
  });
});

describe("tsocLimits", () => {
  it("uses the defaults when the model says nothing", () => {
    expect(tsocLimits()).toEqual(DEFAULTS);
    expect(tsocLimits(null)).toEqual(DEFAULTS);
    expect(tsocLimits({})).toEqual(DEFAULTS);
    expect(tsocLimits({ tsocLevelStep: null, targetMinSoc: null, targetMaxSocLimitWarning: null })).toEqual(DEFAULTS);
  });
  it("uses the model's values", () => {
    expect(tsocLimits({ tsocLevelStep: 5, targetMinSoc: 50, targetMaxSocLimitWarning: 90 })).toEqual({ step: 5, min: 50, max: 90 });
  });
  it("caps the maximum at 100", () => {
    expect(tsocLimits({ targetMaxSocLimitWarning: 120 }).max).toBe(100);
  });
  it("replaces unusable values by the defaults", () => {
    expect(tsocLimits({ tsocLevelStep: 0 }).step).toBe(10);
    expect(tsocLimits({ tsocLevelStep: -5 }).step).toBe(10);
    expect(tsocLimits({ tsocLevelStep: Number.NaN }).step).toBe(10);
    expect(tsocLimits({ targetMinSoc: -1 }).min).toBe(10);
    expect(tsocLimits({ targetMinSoc: 101 }).min).toBe(10);
    expect(tsocLimits({ targetMaxSocLimitWarning: 0 }).max).toBe(100);
  });
  it("accepts a minimum of 0", () => {
    expect(tsocLimits({ targetMinSoc: 0 }).min).toBe(0);
  });
  it("lowers a minimum above the maximum to it", () => {
    expect(tsocLimits({ targetMinSoc: 90, targetMaxSocLimitWarning: 80 })).toEqual({ step: 10, min: 80, max: 80 });
  });
});

describe("initialTsocLevel", () => {
  it.each([
    [null, 70],
    [undefined, 70],
    [Number.NaN, 70],
    [70, 70],
    [71, 80],
    [79.5, 80],
    [80, 80],
    [1, 10],
    [0, 10],
    [99, 100],
    [100, 100],
    [105, 100],
  ])("starts level %j at %j with the defaults", (level, initial) => {
    expect(initialTsocLevel(level, DEFAULTS)).toBe(initial);
  });
  it("is at least the model's minimum", () => {
    const limits = { step: 10, min: 50, max: 100 };
    expect(initialTsocLevel(20, limits)).toBe(50);
    expect(initialTsocLevel(null, { step: 10, min: 80, max: 100 })).toBe(80);
    expect(initialTsocLevel(51, limits)).toBe(60);
  });
  it("is not lowered to a maximum below 100", () => {
    expect(initialTsocLevel(95, { step: 10, min: 10, max: 80 })).toBe(100);
  });
});

describe("applyTsocLevel", () => {
  it("keeps a level on the step within the limits", () => {
    expect(applyTsocLevel(60, DEFAULTS)).toEqual({ level: 60, belowMinimum: false });
    expect(applyTsocLevel(10, DEFAULTS)).toEqual({ level: 10, belowMinimum: false });
    expect(applyTsocLevel(100, DEFAULTS)).toEqual({ level: 100, belowMinimum: false });
  });
  it("snaps to the nearest step", () => {
    expect(applyTsocLevel(64, DEFAULTS).level).toBe(60);
    expect(applyTsocLevel(65, DEFAULTS).level).toBe(70);
    expect(applyTsocLevel(62, { step: 5, min: 10, max: 100 }).level).toBe(60);
    expect(applyTsocLevel(63, { step: 5, min: 10, max: 100 }).level).toBe(65);
  });
  it("clamps below the minimum and asks for the dialog", () => {
    expect(applyTsocLevel(0, DEFAULTS)).toEqual({ level: 10, belowMinimum: true });
    expect(applyTsocLevel(30, { step: 10, min: 50, max: 100 })).toEqual({ level: 50, belowMinimum: true });
    expect(applyTsocLevel(Number.NaN, DEFAULTS)).toEqual({ level: 10, belowMinimum: true });
  });
  it("never exceeds the maximum", () => {
    expect(applyTsocLevel(100, { step: 10, min: 10, max: 80 })).toEqual({ level: 80, belowMinimum: false });
    expect(applyTsocLevel(150, DEFAULTS)).toEqual({ level: 100, belowMinimum: false });
  });
});

describe("shouldWarnMaxOnEntry", () => {
  it("warns only when the maximum is below 100", () => {
    expect(shouldWarnMaxOnEntry(DEFAULTS)).toBe(false);
    expect(shouldWarnMaxOnEntry({ step: 10, min: 10, max: 90 })).toBe(true);
    expect(shouldWarnMaxOnEntry(tsocLimits({ targetMaxSocLimitWarning: 100 }))).toBe(false);
    expect(shouldWarnMaxOnEntry(tsocLimits({ targetMaxSocLimitWarning: 99 }))).toBe(true);
  });
});

describe("tsocSaveError", () => {
  const max80 = { step: 10, min: 10, max: 80 };
  it("allows levels at or under the maximum", () => {
    expect(
      tsocSaveError(
        [
          { plugType: 0, level: 80 },
          { plugType: 1, level: 50 },
        ],
        max80,
      ),
    ).toBeNull();
    expect(tsocSaveError([], max80)).toBeNull();
  });
  it("blocks when either plug exceeds the maximum", () => {
    expect(
      tsocSaveError(
        [
          { plugType: 0, level: 90 },
          { plugType: 1, level: 50 },
        ],
        max80,
      ),
    ).toBe("targetMaxSocLimitWarning");
    expect(
      tsocSaveError(
        [
          { plugType: 0, level: 50 },
          { plugType: 1, level: 90 },
        ],
        max80,
      ),
    ).toBe("targetMaxSocLimitWarning");
    expect(
      tsocSaveError(
        [
          { plugType: 0, level: 100 },
          { plugType: 1, level: 100 },
        ],
        max80,
      ),
    ).toBe("targetMaxSocLimitWarning");
  });
});

describe("tsocLevelReason", () => {
  it("accepts levels on the step within the limits", () => {
    for (const level of [10, 20, 50, 90, 100]) expect(tsocLevelReason(level, DEFAULTS)).toBeNull();
  });
  it("names each refusal", () => {
    expect(tsocLevelReason(55.5, DEFAULTS)).toBe("TSOC_INVALID");
    expect(tsocLevelReason(Number.NaN, DEFAULTS)).toBe("TSOC_INVALID");
    expect(tsocLevelReason(0, DEFAULTS)).toBe("TSOC_BELOW_MIN");
    expect(tsocLevelReason(110, DEFAULTS)).toBe("TSOC_ABOVE_MAX");
    expect(tsocLevelReason(55, DEFAULTS)).toBe("TSOC_NOT_A_STEP");
  });
  it("always allows the minimum and maximum themselves", () => {
    const odd = { step: 10, min: 15, max: 95 };
    expect(tsocLevelReason(15, odd)).toBeNull();
    expect(tsocLevelReason(95, odd)).toBeNull();
    expect(tsocLevelReason(25, odd)).toBe("TSOC_NOT_A_STEP");
    expect(tsocLevelReason(100, odd)).toBe("TSOC_ABOVE_MAX");
  });
});

describe("batteryLevelClass", () => {
  it.each([
    [0, "low"],
    [29, "low"],
    [29.9, "low"],
    [30, "mid"],
    [69.9, "mid"],
    [70, "high"],
    [99.9, "high"],
    [100, "full"],
    [101, "full"],
    [-1, "low"],
  ])("%j -> %s", (level, cls) => {
    expect(batteryLevelClass(level)).toBe(cls);
  });
});
