import { describe, expect, it } from "vitest";
import { isValetChanging, valetAction, valetFigure, valetModeKey, valetMoments, type ValetStatus } from "./valet-view.ts";

const status = (overrides: Partial<ValetStatus> = {}): ValetStatus => ({
  valetMode: 1,
  startDate: "20261121090000",
  endDate: "",
  deactivatedDate: "",
  maxSpeed: 52.345,
  maxSpeedUnit: 1,
  runTime: 34,
  runTimeUnit: "min",
  runDistance: 12.5,
  runDistanceUnit: 1,
  ...overrides,
});

describe("valet mode", () => {
  it("says each mode 0 to 3 in words, and an undefined one as unknown", () => {
    expect([0, 1, 2, 3].map(valetModeKey)).toEqual(["valet.mode.off", "valet.mode.on", "valet.mode.turningOn", "valet.mode.turningOff"]);
    expect(valetModeKey(7)).toBe("valet.mode.unknown");
    expect(valetModeKey(undefined)).toBe("valet.mode.unknown");
  });

  it("offers activate when off, deactivate when on, and nothing while it changes", () => {
    expect(valetAction(0)).toBe("valetActivate");
    expect(valetAction(1)).toBe("valetDeactivate");
    expect(valetAction(2)).toBeNull();
    expect(valetAction(3)).toBeNull();
    expect(isValetChanging(2)).toBe(true);
    expect(isValetChanging(1)).toBe(false);
  });

  it("rounds speed and distance to at most two decimals", () => {
    expect(valetFigure(52.345)).toBe(52.35);
    expect(valetFigure(12.5)).toBe(12.5);
    expect(valetFigure(1.005)).toBe(1.01);
    expect(valetFigure(40)).toBe(40);
  });

  it("reads the start, end and deactivation moments, none when empty", () => {
    const moments = valetMoments(status({ endDate: "20261121100000", deactivatedDate: "20261121100000" }));
    expect(moments.start?.toISOString()).toBe("2026-11-21T09:00:00.000Z");
    expect(moments.end?.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    expect(valetMoments(status()).end).toBeNull();
  });
});
