import { describe, expect, it } from "vitest";
import {
  ccs2ClimateToWire,
  ccs2FormFromWire,
  ccs2WindowProblems,
  ccs2WindowToWire,
  scheduleFormFromWire,
  scheduleFormToWire,
  scheduleProblems,
  setScheduleEnabled,
  toggleDay,
  type ScheduleFormState,
} from "./schedule-form.ts";

const phev = { fuelKindCode: "P", genType: "2", isCCS2: false };
const g1Phev = { fuelKindCode: "P", genType: "1", isCCS2: false };
const ccs2 = { fuelKindCode: "E", genType: "3", isCCS2: true };
const climate = { defrost: true, airTemp: { value: "0eh", unit: 0 as const }, airCtrl: 1 as const, heating1: 0 as const };

function wire(flag: 0 | 1 | 2 = 1) {
  return {
    reservChargeInfos: {
      reservChargeInfo: {
        reservChargeInfoDetail: {
          reservChargeSet: true,
          reservInfo: { day: [5, 1], time: { time: "0730", timeSection: 0 as const } },
          reservFatcSet: climate,
        },
      },
      reserveChargeInfo2: {
        reservChargeInfoDetail: {
          reservChargeSet: false,
          reservInfo: { day: [], time: { time: "1215", timeSection: 1 as const } },
          reservFatcSet: climate,
        },
      },
      offpeakPowerInfo: {
        offPeakPowerFlag: flag,
        offPeakPowerTime1: { starttime: { time: "1000", timeSection: 1 as const }, endtime: { time: "0600", timeSection: 0 as const } },
      },
      reservFlag: 1 as const,
    },
  };
}

describe("charging schedule form and wire", () => {
  it("reads 12-hour wire times as 24-hour, days in order, climate flags", () => {
    const form = scheduleFormFromWire(wire(), phev, true);
    expect(form.schedule1).toEqual({
      enabled: true,
      days: [1, 5],
      start: "07:30",
      end: null,
      climate: { climateOn: true, temperature: "0EH", defrost: true, heating: false },
    });
    expect(form.schedule2.start).toBe("12:15");
    expect(form.offPeakWeekday).toEqual({ start: "22:00", end: "06:00" });
    // The weekend window is not stored: the default window shows.
    expect(form.offPeakWeekend).toEqual({ start: "00:00", end: "01:00" });
  });

  it("shows the default off-peak window when the flag is 0, and no weekend where unsupported", () => {
    const form = scheduleFormFromWire(wire(0), phev, false);
    expect(form.offPeakWeekday).toEqual({ start: "00:00", end: "01:00" });
    expect(form.offPeakWeekend).toBeNull();
  });

  it("writes times back in 12-hour form with their section, and the end time only for a G1 PHEV", () => {
    const form = scheduleFormFromWire(wire(), phev, false);
    const body = scheduleFormToWire({ ...form, schedule1: { ...form.schedule1, start: "00:30" } }, phev);
    expect(body.reservChargeInfo.reservChargeInfoDetail.reservInfo).toEqual({ day: [1, 5], time: { time: "1230", timeSection: 0 } });
    expect(body.reservChargeInfo.reservChargeInfoDetail).not.toHaveProperty("reservEndTime");
    expect(body.reservChargeInfo.reservChargeInfoDetail.reservFatcSet).toEqual({
      defrost: true,
      airTemp: { value: "0EH", unit: 0 },
      airCtrl: 1,
      heating1: 0,
    });
    expect(body.offpeakPowerInfo).toEqual({
      offPeakPowerFlag: 1,
      offPeakPowerTime1: { starttime: { time: "1000", timeSection: 1 }, endtime: { time: "0600", timeSection: 0 } },
    });
    expect(body.reservFlag).toBe(1);

    const g1 = scheduleFormFromWire(wire(), g1Phev, false);
    expect(g1.schedule1.end).toBe("08:00");
    expect(scheduleFormToWire(g1, g1Phev).reservChargeInfo.reservChargeInfoDetail.reservEndTime).toEqual({ time: "0800", timeSection: 0 });
  });

  it("blocks two schedules leaving at the same time on a shared day; warns about equal off-peak hours", () => {
    const form = scheduleFormFromWire(wire(), phev, false);
    const same: ScheduleFormState = { ...form, schedule2: { ...form.schedule2, enabled: true, days: [5], start: "07:30" } };
    expect(scheduleProblems(same, phev)).toEqual({ blocking: ["errorIdenticalDepartureDayTime"], warning: null });
    expect(scheduleProblems({ ...same, schedule2: { ...same.schedule2, days: [6] } }, phev).blocking).toEqual([]);
    const offPeak = { ...form, offPeakWeekday: { start: "01:00", end: "01:00" } };
    expect(scheduleProblems(offPeak, phev)).toEqual({ blocking: [], warning: "errorOffpeakHours" });
    const g1 = scheduleFormFromWire(wire(), g1Phev, false);
    expect(scheduleProblems({ ...g1, schedule1: { ...g1.schedule1, start: "08:00", end: "08:00" } }, g1Phev).blocking).toEqual([
      "errorScheduleStartEndTime",
    ]);
  });

  it("turns off-peak off when schedule 1 goes off, unless schedule 2 is on", () => {
    const form = scheduleFormFromWire(wire(2), phev, false);
    expect(setScheduleEnabled(form, "schedule1", false, phev).offPeakFlag).toBe(0);
    const both = setScheduleEnabled(form, "schedule2", true, phev);
    expect(setScheduleEnabled(both, "schedule1", false, phev).offPeakFlag).toBe(2);
  });

  it("toggles days keeping them in order", () => {
    expect(toggleDay([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
  });
});

describe("CCS2 schedules", () => {
  const details = {
    reservedHVACInfo1: {
      reservHVACflag: 1 as const,
      reservInfo: { day: [0, 6], time: { time: "0900", timeSection: 0 as const } },
      reservHVACSet: climate,
    },
    reservedHVACInfo2: {
      reservHVACflag: 0 as const,
      reservInfo: { day: [], time: { time: "0800", timeSection: 0 as const } },
      reservHVACSet: climate,
    },
    offpeakPowerInfo2: {
      reservFlag: 1,
      offpeakPowerFlag: 1,
      reservStartTime: { time: "1100", timeSection: 1 as const },
      reservEndTime: { time: "0500", timeSection: 0 as const },
    },
  };

  it("reads and writes the climate schedules and the charging window", () => {
    const form = ccs2FormFromWire(details, ccs2);
    expect(form.climate1).toMatchObject({ enabled: true, days: [0, 6], start: "09:00", end: null });
    expect(form.window).toEqual({ enabled: true, offPeakFlag: 1, start: "23:00", end: "05:00" });
    expect(ccs2ClimateToWire(form).reservedHVACInfo1).toEqual({
      reservHVACflag: 1,
      reservInfo: { day: [0, 6], time: { time: "0900", timeSection: 0 } },
      reservHVACSet: { defrost: true, airTemp: { value: "0EH", unit: 0 }, airCtrl: 1, heating1: 0 },
    });
    expect(ccs2WindowToWire(form)).toEqual({
      reservStartTime: { time: "1100", timeSection: 1 },
      reservEndTime: { time: "0500", timeSection: 0 },
      reservFlag: 1,
      offpeakPowerFlag: 1,
    });
  });

  it("warns when the charging window starts when it ends", () => {
    const form = ccs2FormFromWire(details, ccs2);
    expect(ccs2WindowProblems({ ...form, window: { ...form.window, end: "23:00" } }, ccs2).warning).toBe("errorOffpeakHours");
    expect(ccs2WindowProblems({ ...form, window: { ...form.window, enabled: false, end: "23:00" } }, ccs2).warning).toBeNull();
  });
});
