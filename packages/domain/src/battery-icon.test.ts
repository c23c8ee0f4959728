import { describe, it, expect } from "vitest";
import { NO_CHARGE_TIME, batteryIconStep, evChargeTimeText } from "./battery-icon.ts";

describe("batteryIconStep", () => {
  it.each([
    [0, 3],
    [1, 3],
    [4.49, 3],
    [4.5, 6],
    [6, 6],
    [7.49, 6],
    [7.5, 9],
    [9, 9],
    [9.99, 9],
    [10, 10],
    [10.5, 10],
    [10.89, 10],
    [10.9, 11],
    [15, 11],
    [19.8, 11],
    [19.81, 20],
    [20, 20],
    [24.99, 20],
    [25, 30],
    [34.9, 30],
    [35, 40],
    [50, 50],
    [64, 60],
    [65, 70],
    [94.99, 90],
    [95, 100],
    [100, 100],
    [120, 100],
  ])("level %j -> icon %j", (level, step) => {
    expect(batteryIconStep(level)).toBe(step);
  });
  it("treats negative and non-numeric levels as the lowest icon", () => {
    expect(batteryIconStep(-5)).toBe(3);
    expect(batteryIconStep(Number.NaN)).toBe(3);
    expect(batteryIconStep(Number.NEGATIVE_INFINITY)).toBe(3);
  });
  it("only ever gives the icon steps that exist", () => {
    const steps = new Set<number>();
    for (let tenth = -10; tenth <= 1100; tenth++) steps.add(batteryIconStep(tenth / 10));
    expect([...steps].sort((a, b) => a - b)).toEqual([3, 6, 9, 10, 11, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
  it("never goes down as the level rises", () => {
    let previous = 0;
    for (let hundredth = 0; hundredth <= 10000; hundredth++) {
      const step = batteryIconStep(hundredth / 100);
      expect(step).toBeGreaterThanOrEqual(previous);
      previous = step;
    }
  });
});

describe("evChargeTimeText", () => {
  it.each([
    [1, "0:01"],
    [5, "0:05"],
    [59, "0:59"],
    [60, "1:00"],
    [95, "1:35"],
    [600, "10:00"],
    [1439, "23:59"],
    [1500, "25:00"],
    [29.6, "0:30"],
  ])("%j minutes -> %j", (minutes, text) => {
    expect(evChargeTimeText(minutes)).toBe(text);
  });
  it.each([0, 0.4, -5, null, undefined, Number.NaN, Infinity])("%j -> --:--", (minutes) => {
    expect(evChargeTimeText(minutes)).toBe(NO_CHARGE_TIME);
    expect(NO_CHARGE_TIME).toBe("--:--");
  });
});
