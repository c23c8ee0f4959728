import { describe, expect, it } from "vitest";
import { batteryClassKey, moveTsoc, tsocBlocked, tsocLevels, tsocMaximum, tsocPlugsFromWire, tsocReadingFromWire } from "./tsoc-view.ts";

const entry = (plugType: number, level: number, max = 100, min = 50, drivingDistanceFlag: "Y" | "N" = "Y") => ({
  plugType,
  level,
  tsocLevelStep: 10,
  targetMinSoc: min,
  targetMaxSocLimitWarning: max,
  currentLevel: 62,
  rangeByFuel: { evModeRange: { value: 180, unit: 3 } },
  distanceUnit: 3,
  acDcCurrentFlag: "Y" as const,
  targetSocFlag: "Y" as const,
  drivingDistanceFlag,
});

describe("target charge view", () => {
  it("starts each plug (DC then AC) at its level rounded up to 10, at least the minimum", () => {
    const plugs = tsocPlugsFromWire([entry(1, 72), entry(0, 30)]);
    expect(plugs.map((p) => [p.plugType, p.level])).toEqual([
      [0, 50],
      [1, 80],
    ]);
    expect(tsocPlugsFromWire([]).map((p) => p.level)).toEqual([70, 70]);
  });

  it("reads the battery's current level and, when the driving-distance flag is Y, the range in the distance unit", () => {
    expect(tsocReadingFromWire([entry(0, 80), entry(1, 80)])).toEqual({ currentLevel: 62, range: { value: 180, unit: 3 } });
    expect(tsocReadingFromWire([entry(0, 80, 100, 50, "N")])).toEqual({ currentLevel: 62, range: null });
    expect(tsocReadingFromWire([])).toEqual({ currentLevel: null, range: null });
  });

  it("clamps a move below the minimum and asks for the dialog", () => {
    const [dc] = tsocPlugsFromWire([entry(0, 60), entry(1, 60)]);
    expect(moveTsoc(dc!, 40)).toEqual({ plug: { ...dc, level: 50 }, belowMinimum: true });
    expect(moveTsoc(dc!, 90)).toEqual({ plug: { ...dc, level: 90 }, belowMinimum: false });
  });

  it("blocks saving when a level is above the model maximum", () => {
    const plugs = tsocPlugsFromWire([entry(0, 100, 90), entry(1, 80, 90)]);
    expect(tsocMaximum(plugs)?.max).toBe(90);
    expect(tsocBlocked(plugs)).toBe("targetMaxSocLimitWarning");
    expect(tsocBlocked(plugs.map((p) => ({ ...p, level: 80 })))).toBeNull();
    expect(tsocLevels(plugs)).toEqual([
      { plugType: 0, level: 100 },
      { plugType: 1, level: 80 },
    ]);
  });

  it("names the battery class for colour and text", () => {
    expect(batteryClassKey(20)).toEqual({ className: "battery-level--low", key: "tsoc.levelClass.low" });
    expect(batteryClassKey(100).key).toBe("tsoc.levelClass.full");
  });
});
