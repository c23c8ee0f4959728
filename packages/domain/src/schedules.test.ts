import { describe, it, expect } from "vitest";
import {
  OFFPEAK_DEFAULT_WINDOW,
  OFFPEAK_FLAGS,
  chargeScheduleErrors,
  defaultScheduleTimes,
  offPeakFlagAfterScheduleChange,
  offPeakFlagSchema,
  offPeakWindowForDisplay,
} from "./schedules.ts";
import type { ChargeScheduleForm, ScheduleVehicle } from "./schedules.ts";

const EV: ScheduleVehicle = { fuelKindCode: "E", genType: "2", isCCS2: false };
const EV_G1: ScheduleVehicle = { fuelKindCode: "E", genType: "1", isCCS2: false };
const PHEV_G2: ScheduleVehicle = { fuelKindCode: "P", genType: "2", isCCS2: false };
const PHEV_G1: ScheduleVehicle = { fuelKindCode: "P", genType: "1", isCCS2: false };
const CCS2: ScheduleVehicle = { fuelKindCode: "E", genType: "3", isCCS2: true };

/** A valid form: both schedules on, different times, off-peak off. */
function form(overrides: Partial<ChargeScheduleForm> = {}): ChargeScheduleForm {
  return {
    schedule1: { enabled: true, days: [1, 2, 3], start: "08:00" },
    schedule2: { enabled: true, days: [1, 2, 3], start: "09:00" },
    offPeakFlag: 0,
    offPeakWeekday: { start: "00:00", end: "01:00" },
    ...overrides,
  };
}

describe("constants", () => {
  it("match the spec", () => {
    expect(OFFPEAK_FLAGS).toEqual([0, 1, 2]);
    expect(OFFPEAK_DEFAULT_WINDOW).toEqual({ start: "00:00", end: "01:00" });
  });
  it("validates off-peak flags", () => {
    for (const flag of [0, 1, 2]) expect(offPeakFlagSchema.parse(flag)).toBe(flag);
    for (const bad of [3, -1, "1", null]) expect(offPeakFlagSchema.safeParse(bad).error?.issues[0]?.message).toBe("OFFPEAK_FLAG_INVALID");
  });
});

describe("chargeScheduleErrors (a): identical departure day and time", () => {
  const clash = form({ schedule2: { enabled: true, days: [3, 4], start: "08:00" } });

  it.each([
    ["EV", EV],
    ["G1 EV", EV_G1],
    ["G2 PHEV", PHEV_G2],
    ["CCS2", CCS2],
  ])("is refused for %s", (_name, vehicle) => {
    expect(chargeScheduleErrors(clash, vehicle)).toEqual(["errorIdenticalDepartureDayTime"]);
  });
  it("does not apply to a G1 PHEV", () => {
    expect(chargeScheduleErrors(clash, PHEV_G1)).toEqual([]);
  });
  it("compares times written differently", () => {
    const mixed = form({ schedule2: { enabled: true, days: [1], start: "0800" } });
    expect(chargeScheduleErrors(mixed, EV)).toEqual(["errorIdenticalDepartureDayTime"]);
  });
  it("allows the same time on different days", () => {
    const apart = form({ schedule2: { enabled: true, days: [0, 6], start: "08:00" } });
    expect(chargeScheduleErrors(apart, EV)).toEqual([]);
  });
  it("allows shared days at different times", () => {
    expect(chargeScheduleErrors(form(), EV)).toEqual([]);
    const oneMinute = form({ schedule2: { enabled: true, days: [1], start: "08:01" } });
    expect(chargeScheduleErrors(oneMinute, EV)).toEqual([]);
  });
  it("allows a clash when either schedule is off", () => {
    expect(chargeScheduleErrors({ ...clash, schedule1: { ...clash.schedule1, enabled: false } }, EV)).toEqual([]);
    expect(chargeScheduleErrors({ ...clash, schedule2: { ...clash.schedule2, enabled: false } }, EV)).toEqual([]);
  });
  it("allows schedules without days", () => {
    const noDays = form({ schedule1: { enabled: true, days: [], start: "08:00" }, schedule2: { enabled: true, days: [], start: "08:00" } });
    expect(chargeScheduleErrors(noDays, EV)).toEqual([]);
  });
});

describe("chargeScheduleErrors (b): G1 PHEV start and end", () => {
  it("refuses equal start and end when schedule 1 is on", () => {
    const same = form({ schedule1: { enabled: true, days: [1], start: "00:00", end: "0000" } });
    expect(chargeScheduleErrors(same, PHEV_G1)).toEqual(["errorScheduleStartEndTime"]);
  });
  it("allows different start and end", () => {
    const ok = form({ schedule1: { enabled: true, days: [1], start: "00:00", end: "08:00" } });
    expect(chargeScheduleErrors(ok, PHEV_G1)).toEqual([]);
  });
  it("ignores equal times when schedule 1 is off", () => {
    const off = form({ schedule1: { enabled: false, days: [1], start: "00:00", end: "00:00" } });
    expect(chargeScheduleErrors(off, PHEV_G1)).toEqual([]);
  });
  it("ignores a missing end", () => {
    expect(chargeScheduleErrors(form({ schedule1: { enabled: true, days: [1], start: "00:00", end: null } }), PHEV_G1)).toEqual([]);
    expect(chargeScheduleErrors(form({ schedule1: { enabled: true, days: [1], start: "00:00" } }), PHEV_G1)).toEqual([]);
  });
  it("does not apply to other vehicles", () => {
    const same = form({ schedule1: { enabled: true, days: [5], start: "00:00", end: "00:00" } });
    expect(chargeScheduleErrors(same, PHEV_G2)).toEqual([]);
    expect(chargeScheduleErrors(same, EV_G1)).toEqual([]);
  });
});

describe("chargeScheduleErrors (c): off-peak hours", () => {
  const sameWeekday = { start: "22:00", end: "2200" };
  it.each([1, 2] as const)("refuses an empty weekday window when the flag is %j", (flag) => {
    expect(chargeScheduleErrors(form({ offPeakFlag: flag, offPeakWeekday: sameWeekday }), EV)).toEqual(["errorOffpeakHours"]);
  });
  it("ignores the windows when the flag is 0", () => {
    expect(chargeScheduleErrors(form({ offPeakFlag: 0, offPeakWeekday: sameWeekday, offPeakWeekend: sameWeekday }), EV)).toEqual([]);
  });
  it("checks the weekend window when supported", () => {
    const f = form({ offPeakFlag: 1, offPeakWeekday: { start: "22:00", end: "06:00" }, offPeakWeekend: { start: "10:00", end: "10:00" } });
    expect(chargeScheduleErrors(f, EV)).toEqual(["errorOffpeakHours"]);
  });
  it("reports the error once when both windows are empty", () => {
    const f = form({ offPeakFlag: 2, offPeakWeekday: sameWeekday, offPeakWeekend: sameWeekday });
    expect(chargeScheduleErrors(f, EV)).toEqual(["errorOffpeakHours"]);
  });
  it("allows valid windows, including ones crossing midnight", () => {
    const f = form({ offPeakFlag: 1, offPeakWeekday: { start: "22:00", end: "06:00" }, offPeakWeekend: { start: "00:00", end: "23:59" } });
    expect(chargeScheduleErrors(f, EV)).toEqual([]);
    expect(chargeScheduleErrors({ ...f, offPeakWeekend: null }, EV)).toEqual([]);
  });
  it("applies to a G1 PHEV too, alongside its own rule", () => {
    const f = form({ schedule1: { enabled: true, days: [1], start: "01:00", end: "01:00" }, offPeakFlag: 1, offPeakWeekday: sameWeekday });
    expect(chargeScheduleErrors(f, PHEV_G1)).toEqual(["errorScheduleStartEndTime", "errorOffpeakHours"]);
  });
  it("lists (a) before (c)", () => {
    const f = form({ schedule2: { enabled: true, days: [1], start: "08:00" }, offPeakFlag: 1, offPeakWeekday: sameWeekday });
    expect(chargeScheduleErrors(f, EV)).toEqual(["errorIdenticalDepartureDayTime", "errorOffpeakHours"]);
  });
});

describe("offPeakFlagAfterScheduleChange", () => {
  const nonCcs2 = { isCCS2: false };
  const ccs2 = { isCCS2: true };
  it("keeps the flag while schedule 1 is on", () => {
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: true, schedule2Enabled: false, offPeakFlag: 2 }, nonCcs2)).toBe(2);
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: true, schedule2Enabled: false, offPeakFlag: 1 }, ccs2)).toBe(1);
  });
  it("resets the flag when both schedules are off", () => {
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: false, schedule2Enabled: false, offPeakFlag: 1 }, nonCcs2)).toBe(0);
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: false, schedule2Enabled: false, offPeakFlag: 2 }, ccs2)).toBe(0);
  });
  it("keeps the flag when schedule 2 is on for a non-CCS2 vehicle", () => {
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: false, schedule2Enabled: true, offPeakFlag: 1 }, nonCcs2)).toBe(1);
  });
  it("resets the flag for a CCS2 vehicle even when schedule 2 is on", () => {
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: false, schedule2Enabled: true, offPeakFlag: 1 }, ccs2)).toBe(0);
  });
  it("leaves 0 at 0", () => {
    expect(offPeakFlagAfterScheduleChange({ schedule1Enabled: true, schedule2Enabled: true, offPeakFlag: 0 }, nonCcs2)).toBe(0);
  });
});

describe("defaultScheduleTimes", () => {
  it("is 08:00 for EV, non-G1 PHEV and CCS2", () => {
    expect(defaultScheduleTimes(EV)).toEqual({ start: "08:00", end: null });
    expect(defaultScheduleTimes(EV_G1)).toEqual({ start: "08:00", end: null });
    expect(defaultScheduleTimes(PHEV_G2)).toEqual({ start: "08:00", end: null });
    expect(defaultScheduleTimes(CCS2)).toEqual({ start: "08:00", end: null });
    expect(defaultScheduleTimes({ fuelKindCode: "P", genType: "2.5", isCCS2: false })).toEqual({ start: "08:00", end: null });
  });
  it("is 00:00 to 08:00 for a G1 PHEV", () => {
    expect(defaultScheduleTimes(PHEV_G1)).toEqual({ start: "00:00", end: "08:00" });
  });
  it("prefers the CCS2 default over the G1 PHEV one", () => {
    expect(defaultScheduleTimes({ ...PHEV_G1, isCCS2: true })).toEqual({ start: "08:00", end: null });
  });
});

describe("offPeakWindowForDisplay", () => {
  it("shows 00:00-01:00 when the flag is 0", () => {
    expect(offPeakWindowForDisplay(0, { start: "22:00", end: "06:00" })).toEqual({ start: "00:00", end: "01:00" });
    expect(offPeakWindowForDisplay(0)).toEqual({ start: "00:00", end: "01:00" });
  });
  it("shows the stored window otherwise", () => {
    expect(offPeakWindowForDisplay(1, { start: "22:00", end: "06:00" })).toEqual({ start: "22:00", end: "06:00" });
    expect(offPeakWindowForDisplay(2, { start: "23:00", end: "07:00" })).toEqual({ start: "23:00", end: "07:00" });
  });
  it("falls back to the default when no window is stored", () => {
    expect(offPeakWindowForDisplay(1, null)).toEqual({ start: "00:00", end: "01:00" });
  });
  it("returns a fresh object", () => {
    const shown = offPeakWindowForDisplay(0);
    shown.start = "05:00";
    expect(OFFPEAK_DEFAULT_WINDOW.start).toBe("00:00");
  });
});
