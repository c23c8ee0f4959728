import { describe, expect, it } from "vitest";
import {
  chargingOptionsFormOf,
  chargingOptionsRequestOf,
  clockLabel,
  clockPartsOf,
  emptyWindows,
  minuteOptions,
  wireTimeOf,
} from "./charging-options-view.ts";

const WORDS = { am: "AM", pm: "PM" };
const t = (time: string, timeSection: 0 | 1) => ({ time, timeSection });

describe("the 12-hour display of off-peak times", () => {
  it("shows hour 00 as 12 AM, noon as 12 PM, and keeps the AM/PM section", () => {
    expect(clockLabel(clockPartsOf(t("1200", 0)), WORDS)).toBe("12:00 AM");
    expect(clockLabel(clockPartsOf(t("0000", 0)), WORDS)).toBe("12:00 AM");
    expect(clockLabel(clockPartsOf(t("1200", 1)), WORDS)).toBe("12:00 PM");
    expect(clockLabel(clockPartsOf(t("1130", 1)), WORDS)).toBe("11:30 PM");
    expect(clockLabel(clockPartsOf(t("0605", 0)), { am: "avant-midi", pm: "après-midi" })).toBe("6:05 avant-midi");
  });

  it("writes the wire's 12-hour form back, 12 for midnight", () => {
    expect(wireTimeOf({ hour: 12, minute: 0, section: 0 })).toEqual(t("1200", 0));
    expect(wireTimeOf({ hour: 9, minute: 5, section: 1 })).toEqual(t("0905", 1));
    for (const wire of [t("1200", 0), t("0130", 0), t("1159", 1), t("1200", 1)]) expect(wireTimeOf(clockPartsOf(wire))).toEqual(wire);
  });

  it("offers minutes every 5, plus a value the car holds", () => {
    expect(minuteOptions(30)).toHaveLength(12);
    expect(minuteOptions(7)).toEqual([0, 5, 7, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});

describe("the charging options form", () => {
  const answer = (weekend: boolean) => ({
    offpeakTimeAndElectricityRates: {
      vehicleId: "v1",
      offpeakPowerInfo: {
        offPeakPowerFlag: 1 as const,
        offPeakPowerTime1: { starttime: t("1100", 1), endtime: t("0600", 0) },
        ...(weekend ? { offPeakPowerTime2: { starttime: t("1000", 1), endtime: t("0800", 0) } } : {}),
      },
    },
  });

  it("reads the flag, the weekday window and the weekend one only when the car has it", () => {
    const form = chargingOptionsFormOf(answer(true));
    expect(form.flag).toBe(1);
    expect(form.weekday.start).toEqual({ hour: 11, minute: 0, section: 1 });
    expect(form.weekend?.end).toEqual({ hour: 8, minute: 0, section: 0 });
    expect(chargingOptionsFormOf(answer(false)).weekend).toBeNull();
  });

  it("sends what it read back unchanged, weekend only when present", () => {
    expect(chargingOptionsRequestOf(chargingOptionsFormOf(answer(true)), "v1")).toEqual(answer(true));
    expect(chargingOptionsRequestOf(chargingOptionsFormOf(answer(false)), "v1")).toEqual(answer(false));
  });

  it("finds windows that start when they end, unless off-peak charging is off", () => {
    const form = chargingOptionsFormOf(answer(true));
    const empty = { ...form, weekend: { start: form.weekend!.start, end: form.weekend!.start } };
    expect(emptyWindows(empty)).toEqual(["weekend"]);
    expect(emptyWindows({ ...empty, flag: 0 })).toEqual([]);
    expect(emptyWindows(form)).toEqual([]);
  });
});
