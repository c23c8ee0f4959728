import { describe, expect, it } from "vitest";
import {
  chartTimeLabels,
  formatRelativeTime,
  formatCalendarDate,
  formatDateTime,
  formatDistance,
  formatEnergy,
  formatKilograms,
  formatLongCalendarDate,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatSpeed,
  formatTemperature,
  parseCalendarDate,
  parseUtcTimestamp,
} from "./format.ts";

/** Intl writes French group separators and unit spaces as (narrow) no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("numbers and measures per language", () => {
  it("group thousands and write decimals as each language does", () => {
    expect(formatNumber("en", 12480)).toBe("12,480");
    expect(plain(formatNumber("fr", 12480))).toBe("12 480");
    expect(formatNumber("en", 21.5, 1)).toBe("21.5");
    expect(formatNumber("fr", 21.5, 1)).toBe("21,5");
  });

  it("count hydrogen in kilograms", () => {
    expect(plain(formatKilograms("en", 4.25))).toBe("4.3 kg");
    expect(plain(formatKilograms("fr", 4.25))).toBe("4,3 kg");
  });

  it("put the unit after the number", () => {
    expect(plain(formatDistance("en", 12480, 1))).toBe("12,480 km");
    expect(plain(formatDistance("fr", 12480, 1))).toBe("12 480 km");
    expect(plain(formatDistance("fr", 7754.9, 3))).toBe("7 755 mi");
    expect(plain(formatSpeed("en", 55, 3))).toBe("55 mph");
    expect(plain(formatTemperature("fr", 21.5, "C"))).toBe("21,5 °C");
    expect(plain(formatTemperature("en", 70, "F"))).toBe("70 °F");
    expect(plain(formatPercent("en", 62))).toBe("62%");
    expect(plain(formatPercent("fr", 62))).toBe("62 %");
    expect(plain(formatEnergy("fr", 151.6))).toBe("151,6 kWh");
    expect(plain(formatEnergy("en", 12))).toBe("12.0 kWh");
  });

  it("write minutes as hours and minutes", () => {
    expect(plain(formatMinutes("en", 1189))).toBe("19 h 49 min");
    expect(plain(formatMinutes("fr", 45))).toBe("45 min");
    expect(plain(formatMinutes("en", -3))).toBe("0 min");
  });
});

describe("dates per language", () => {
  it("read the wire's calendar days and refuse impossible ones", () => {
    expect(parseCalendarDate("20261021")?.utc.toISOString()).toBe("2026-10-21T00:00:00.000Z");
    expect(parseCalendarDate("2026-11-01")?.utc.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(parseCalendarDate("20260231")).toBeNull();
    expect(parseCalendarDate("")).toBeNull();
  });

  it("write a day as mm/dd/yyyy in English and dd/mm/yyyy in French, or in words", () => {
    const day = parseCalendarDate("20261021")!;
    expect(formatCalendarDate("en", day)).toBe("10/21/2026");
    expect(formatCalendarDate("fr", day)).toBe("21/10/2026");
    expect(formatLongCalendarDate("en", day)).toBe("October 21, 2026");
    expect(formatLongCalendarDate("fr", day)).toBe("21 octobre 2026");
    // French writes the first of the month as an ordinal.
    const first = parseCalendarDate("20261001")!;
    expect(formatLongCalendarDate("fr", first)).toBe("1er octobre 2026");
    expect(formatLongCalendarDate("en", first)).toBe("October 1, 2026");
  });

  it("read UTC timestamps and show them in the given time zone", () => {
    const moment = parseUtcTimestamp("20261121140500")!;
    expect(moment.toISOString()).toBe("2026-11-21T14:05:00.000Z");
    expect(plain(formatDateTime("en", moment, "America/Toronto"))).toBe("11/21/2026, 9:05 AM");
    expect(plain(formatDateTime("fr", moment, "America/Toronto"))).toBe("21/11/2026 09:05");
    expect(parseUtcTimestamp("")).toBeNull();
    expect(parseUtcTimestamp("20261399000000")).toBeNull();
  });
});

describe("a chart's time axis", () => {
  const tenAm = Date.UTC(2026, 10, 26, 10) / 1000;
  const everyTwoHours = Array.from({ length: 8 }, (_, i) => tenAm + i * 7200);

  it("writes hours as each language does, with the day under the first tick and each midnight", () => {
    expect(chartTimeLabels("en", everyTwoHours, 7200, "UTC")).toEqual([
      "10 AM\n11/26",
      "12 PM",
      "2 PM",
      "4 PM",
      "6 PM",
      "8 PM",
      "10 PM",
      "12 AM\n11/27",
    ]);
    expect(chartTimeLabels("fr", everyTwoHours, 7200, "UTC")).toEqual([
      "10 h\n26/11",
      "12 h",
      "14 h",
      "16 h",
      "18 h",
      "20 h",
      "22 h",
      "0 h\n27/11",
    ]);
  });

  it("writes minutes between hours, and days alone for ticks a day or more apart", () => {
    expect(chartTimeLabels("fr", [tenAm, tenAm + 1800], 1800, "UTC")).toEqual(["10 h 00\n26/11", "10 h 30"]);
    expect(chartTimeLabels("en", [tenAm, tenAm + 1800], 1800, "UTC")).toEqual(["10:00 AM\n11/26", "10:30 AM"]);
    expect(chartTimeLabels("fr", [tenAm, tenAm + 86_400], 86_400, "UTC")).toEqual(["26/11", "27/11"]);
    expect(chartTimeLabels("en", [tenAm, tenAm + 86_400], 86_400, "UTC")).toEqual(["11/26", "11/27"]);
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it("says how long ago in the largest unit that fits, in each language", () => {
    expect(formatRelativeTime("en", ago(300), now)).toBe("5 minutes ago");
    expect(formatRelativeTime("fr", ago(300), now)).toBe("il y a 5 minutes");
    expect(formatRelativeTime("en", ago(3 * 3600 + 100), now)).toBe("3 hours ago");
    expect(formatRelativeTime("en", ago(86_400), now)).toBe("yesterday");
    expect(formatRelativeTime("fr", ago(86_400), now)).toBe("hier");
    expect(formatRelativeTime("en", ago(0), now)).toBe("now");
  });
});
