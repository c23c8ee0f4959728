import { describe, it, expect } from "vitest";
import { isFutureSupportDateTime, parseSupportDateTime, supportDateTimeDefaults, supportDateTimeReason } from "./support.ts";

const NOW = new Date("2024-03-07T14:30:45.500Z");

describe("supportDateTimeDefaults", () => {
  it("is now in UTC", () => {
    expect(supportDateTimeDefaults(NOW)).toEqual({ date: "20240307", time: "1430" });
  });
  it("zero-pads and uses the UTC day", () => {
    expect(supportDateTimeDefaults(new Date("2024-01-02T03:04:00Z"))).toEqual({ date: "20240102", time: "0304" });
    expect(supportDateTimeDefaults(new Date("2023-12-31T23:59:59-05:00"))).toEqual({ date: "20240101", time: "0459" });
  });
  it("is never in the future", () => {
    const { date, time } = supportDateTimeDefaults(NOW);
    expect(isFutureSupportDateTime(date, time, NOW)).toBe(false);
  });
  it("defaults to the real clock", () => {
    const { date, time } = supportDateTimeDefaults();
    expect(date).toMatch(/^\d{8}$/);
    expect(time).toMatch(/^\d{4}$/);
  });
});

describe("parseSupportDateTime", () => {
  it("reads a UTC date and time", () => {
    expect(parseSupportDateTime("20240307", "1430")?.toISOString()).toBe("2024-03-07T14:30:00.000Z");
    expect(parseSupportDateTime("20240229", "0000")?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });
  it.each([
    ["20230229", "1200"],
    ["20240230", "1200"],
    ["20241301", "1200"],
    ["20240001", "1200"],
    ["20240100", "1200"],
    ["20240431", "1200"],
    ["20240307", "2400"],
    ["20240307", "1260"],
    ["2024037", "1430"],
    ["20240307", "143"],
    ["2024-03-07", "1430"],
    ["20240307", "14:30"],
    ["", ""],
  ])("refuses %j %j", (date, time) => {
    expect(parseSupportDateTime(date, time)).toBeNull();
  });
});

describe("supportDateTimeReason", () => {
  it("accepts the current minute and the past", () => {
    expect(supportDateTimeReason("20240307", "1430", NOW)).toBeNull();
    expect(supportDateTimeReason("20240307", "1429", NOW)).toBeNull();
    expect(supportDateTimeReason("20240306", "2359", NOW)).toBeNull();
    expect(supportDateTimeReason("19991231", "2359", NOW)).toBeNull();
  });
  it("blocks the next minute and later", () => {
    expect(supportDateTimeReason("20240307", "1431", NOW)).toBe("SUPPORT_DATETIME_FUTURE");
    expect(supportDateTimeReason("20240308", "0000", NOW)).toBe("SUPPORT_DATETIME_FUTURE");
    expect(isFutureSupportDateTime("20240307", "1431", NOW)).toBe(true);
  });
  it("compares in UTC whatever the local clock", () => {
    const eveningInToronto = new Date("2024-03-07T23:30:00-05:00"); // 04:30 UTC on the 8th
    expect(supportDateTimeReason("20240308", "0430", eveningInToronto)).toBeNull();
    expect(supportDateTimeReason("20240308", "0431", eveningInToronto)).toBe("SUPPORT_DATETIME_FUTURE");
  });
  it("names an unreadable date and time, which is not 'future'", () => {
    expect(supportDateTimeReason("20240230", "1200", NOW)).toBe("SUPPORT_DATETIME_INVALID");
    expect(isFutureSupportDateTime("bad", "1200", NOW)).toBe(false);
  });
});
