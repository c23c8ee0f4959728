import { describe, it, expect } from "vitest";
import { MVR_DAY_OPTIONS, formatMvrReportDate, formatOrdinal, mvrDayReason, mvrDaySchema, ordinalSuffix } from "./mvr.ts";

describe("MVR day", () => {
  it("offers 1 to 28", () => {
    expect(MVR_DAY_OPTIONS).toHaveLength(28);
    expect(MVR_DAY_OPTIONS[0]).toBe(1);
    expect(MVR_DAY_OPTIONS[27]).toBe(28);
  });
  it.each([1, 2, 15, 27, 28])("accepts %j", (day) => {
    expect(mvrDayReason(day)).toBeNull();
    expect(mvrDaySchema.parse(day)).toBe(day);
  });
  it.each([0, 29, 31, -1, 1.5, Number.NaN, null, undefined])("refuses %j with PLEASE_SELECT_SETTING", (day) => {
    expect(mvrDayReason(day)).toBe("PLEASE_SELECT_SETTING");
    expect(mvrDaySchema.safeParse(day).error?.issues[0]?.message).toBe("PLEASE_SELECT_SETTING");
  });
  it("refuses a string day on the server", () => {
    expect(mvrDaySchema.safeParse("5").error?.issues[0]?.message).toBe("PLEASE_SELECT_SETTING");
  });
});

describe("ordinals", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [14, "14th"],
    [20, "20th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [28, "28th"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
  ])("English %j -> %s", (n, text) => {
    expect(formatOrdinal(n, "en")).toBe(text);
  });
  it.each([
    [1, "1er"],
    [2, "2e"],
    [3, "3e"],
    [11, "11e"],
    [21, "21e"],
    [28, "28e"],
  ])("French %j -> %s", (n, text) => {
    expect(formatOrdinal(n, "fr")).toBe(text);
  });
  it("gives every day of the dropdown a suffix", () => {
    for (const day of MVR_DAY_OPTIONS) {
      expect(["st", "nd", "rd", "th"]).toContain(ordinalSuffix(day, "en"));
      expect(["er", "e"]).toContain(ordinalSuffix(day, "fr"));
    }
  });
});

describe("formatMvrReportDate", () => {
  it("shows yyyy-mm-dd as mm/dd/yyyy", () => {
    expect(formatMvrReportDate("2024-03-07")).toBe("03/07/2024");
    expect(formatMvrReportDate("1999-12-31")).toBe("12/31/1999");
  });
  it("leaves other text unchanged", () => {
    expect(formatMvrReportDate("20240307")).toBe("20240307");
    expect(formatMvrReportDate("")).toBe("");
  });
});
