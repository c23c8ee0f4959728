import { describe, it, expect } from "vitest";
import { TIME_SECTION, format24Hour, from12Hour, minutesOfDay, parse24Hour, parseWireTime, to12Hour, wireTimeSchema } from "./time.ts";

describe("parse24Hour", () => {
  it.each([
    ["0000", { hours: 0, minutes: 0 }],
    ["00:00", { hours: 0, minutes: 0 }],
    ["0:00", { hours: 0, minutes: 0 }],
    ["8:05", { hours: 8, minutes: 5 }],
    ["0805", { hours: 8, minutes: 5 }],
    ["12:00", { hours: 12, minutes: 0 }],
    ["2359", { hours: 23, minutes: 59 }],
    ["23:59", { hours: 23, minutes: 59 }],
  ])("reads %j", (value, expected) => {
    expect(parse24Hour(value)).toEqual(expected);
  });
  it.each(["", "2400", "24:00", "1260", "12:60", "123", "12345", "1:2", "ab:cd", "12-30", " 1230", "1230 ", "12:3", "-1:00", "123:00"])(
    "refuses %j",
    (value) => {
      expect(parse24Hour(value)).toBeNull();
    },
  );
});

describe("format24Hour", () => {
  it("zero-pads", () => {
    expect(format24Hour({ hours: 8, minutes: 5 })).toBe("08:05");
    expect(format24Hour({ hours: 8, minutes: 5 }, "HHmm")).toBe("0805");
    expect(format24Hour({ hours: 23, minutes: 59 }, "HH:mm")).toBe("23:59");
  });
});

describe("minutesOfDay", () => {
  it("compares times written differently", () => {
    expect(minutesOfDay("08:00")).toBe(480);
    expect(minutesOfDay("0800")).toBe(480);
    expect(minutesOfDay("8:00")).toBe(480);
    expect(minutesOfDay("00:00")).toBe(0);
    expect(minutesOfDay("23:59")).toBe(1439);
  });
  it("throws on an unreadable time", () => {
    expect(() => minutesOfDay("25:00")).toThrow(RangeError);
  });
});

describe("to12Hour", () => {
  it.each([
    ["00:00", "1200", 0],
    ["00:30", "1230", 0],
    ["01:00", "0100", 0],
    ["08:00", "0800", 0],
    ["11:59", "1159", 0],
    ["12:00", "1200", 1],
    ["12:30", "1230", 1],
    ["13:00", "0100", 1],
    ["18:45", "0645", 1],
    ["23:59", "1159", 1],
    ["0000", "1200", 0],
    ["1305", "0105", 1],
  ])("converts %j to %j section %j", (value, time, timeSection) => {
    expect(to12Hour(value)).toEqual({ time, timeSection });
  });
  it("uses the section constants", () => {
    expect(TIME_SECTION).toEqual({ am: 0, pm: 1 });
  });
  it("throws on an invalid time", () => {
    expect(() => to12Hour("24:00")).toThrow(RangeError);
    expect(() => to12Hour("")).toThrow(RangeError);
  });
  it("round-trips every minute of the day", () => {
    for (let m = 0; m < 24 * 60; m++) {
      const hhmm = format24Hour({ hours: Math.floor(m / 60), minutes: m % 60 });
      expect(from12Hour(to12Hour(hhmm))).toBe(hhmm);
    }
  });
});

describe("parseWireTime and from12Hour", () => {
  it.each([
    [{ time: "1200", timeSection: 0 }, "00:00"],
    [{ time: "0000", timeSection: 0 }, "00:00"],
    [{ time: "1230", timeSection: 0 }, "00:30"],
    [{ time: "0100", timeSection: 0 }, "01:00"],
    [{ time: "1159", timeSection: 0 }, "11:59"],
    [{ time: "1200", timeSection: 1 }, "12:00"],
    [{ time: "0000", timeSection: 1 }, "12:00"],
    [{ time: "0100", timeSection: 1 }, "13:00"],
    [{ time: "1159", timeSection: 1 }, "23:59"],
  ])("reads %j as %j", (wire, hhmm) => {
    expect(from12Hour(wire)).toBe(hhmm);
    expect(from12Hour(wire, "HHmm")).toBe(hhmm.replace(":", ""));
  });
  it.each([
    { time: "1300", timeSection: 0 },
    { time: "1260", timeSection: 1 },
    { time: "800", timeSection: 0 },
    { time: "08:00", timeSection: 0 },
    { time: "0800", timeSection: 2 },
    { time: "0800", timeSection: -1 },
  ])("refuses %j", (wire) => {
    expect(parseWireTime(wire)).toBeNull();
    expect(() => from12Hour(wire)).toThrow(RangeError);
  });
});

describe("wireTimeSchema", () => {
  it("accepts a valid wire time", () => {
    expect(wireTimeSchema.parse({ time: "0830", timeSection: 1 })).toEqual({ time: "0830", timeSection: 1 });
  });
  it.each([{ time: "1300", timeSection: 0 }, { time: "0830", timeSection: 2 }, { time: 830, timeSection: 0 }, null, "0830"])(
    "refuses %j with TIME_INVALID",
    (input) => {
      const result = wireTimeSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("TIME_INVALID");
    },
  );
});
