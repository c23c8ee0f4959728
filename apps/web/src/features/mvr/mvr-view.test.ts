import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import {
  dailySummary,
  energyUses,
  fuelUsedUnit,
  hasEnergyUse,
  horizontalBars,
  reportDateLabel,
  reportDayOptions,
  reportDayProblem,
  reportFailure,
  reportOptions,
  reportPeriod,
  tripStart,
  verticalBars,
  type DrivingInfo,
} from "./mvr-view.ts";

const driving = (overrides: Partial<DrivingInfo> = {}): DrivingInfo => ({
  tripCount: 27,
  runTime: 1189,
  idleEngineTime: 96,
  mileageTime: 1093,
  timeUnit: "min",
  runDistance: 892,
  runDistanceUnit: 1,
  tirePressureFL: 35,
  tirePressureFR: 35,
  tirePressureRL: 34,
  tirePressureRR: 34,
  totalPwrCsp: 151.6,
  regenPwr: 22.8,
  motorPwrCsp: 118.3,
  climatePwrCsp: 18.2,
  edPwrCsp: 15.2,
  fuelUsed: 0,
  dailyDistance: [
    { date: "2026-10-01", distance: 40 },
    { date: "2026-10-02", distance: 56 },
    { date: "2026-10-03", distance: 0 },
  ],
  ...overrides,
});

describe("the report-date dropdown", () => {
  it("writes dates mm/dd/yyyy whatever the language", () => {
    expect(reportDateLabel("2026-11-01")).toBe("11/01/2026");
    expect(reportDateLabel("2026-02-28")).toBe("02/28/2026");
    expect(reportOptions([{ reportId: "20261101", reportDate: "2026-11-01" }])).toEqual([{ id: "20261101", label: "11/01/2026" }]);
  });
});

describe("the report-day dialog", () => {
  it("offers days 1 to 28 as ordinals in each language", () => {
    const en = reportDayOptions("en");
    expect(en).toHaveLength(28);
    expect(en.slice(0, 4).map((o) => o.label)).toEqual(["1st", "2nd", "3rd", "4th"]);
    expect(en[10]!.label).toBe("11th");
    expect(en[21]!.label).toBe("22nd");
    expect(
      reportDayOptions("fr")
        .slice(0, 2)
        .map((o) => o.label),
    ).toEqual(["1er", "2e"]);
  });

  it("asks to select a setting when no valid day is chosen", () => {
    expect(reportDayProblem(null)).toBe("mvr.PLEASE_SELECT_SETTING");
    expect(reportDayProblem(29)).toBe("mvr.PLEASE_SELECT_SETTING");
    expect(reportDayProblem(15)).toBeNull();
  });
});

describe("report failures", () => {
  it("say MVR_NOT_FOUND for a report the server does not have", () => {
    expect(reportFailure(new ApiError("7998", "Invalid request: field 'reportId': MVR_NOT_FOUND"))).toEqual({ key: "mvr.MVR_NOT_FOUND" });
    expect(reportFailure(new ApiError("7999", ""))).toEqual({ key: "errors.GENERAL_ISSUE" });
  });
});

describe("the report's content", () => {
  it("counts a hydrogen car's fuel in kilograms and the others' in litres", () => {
    expect(fuelUsedUnit("F")).toBe("kg");
    expect(fuelUsedUnit("G")).toBe("L");
    expect(fuelUsedUnit("P")).toBe("L");
    expect(fuelUsedUnit(undefined)).toBe("L");
  });

  it("covers the month before the report date", () => {
    const period = reportPeriod({ periodStart: "2026-10-01", periodEnd: "2026-11-01" })!;
    expect(period.first.utc.toISOString().slice(0, 10)).toBe("2026-10-01");
    expect(period.last.utc.toISOString().slice(0, 10)).toBe("2026-10-31");
    expect(reportPeriod({ periodStart: "", periodEnd: "2026-11-01" })).toBeNull();
  });

  it("splits energy by use and knows when a car used none", () => {
    expect(energyUses(driving()).map((u) => [u.key, u.kwh])).toEqual([
      ["mvr.energy.motor", 118.3],
      ["mvr.energy.climate", 18.2],
      ["mvr.energy.electronics", 15.2],
      ["mvr.energy.regen", 22.8],
    ]);
    expect(hasEnergyUse(driving())).toBe(true);
    expect(hasEnergyUse(driving({ totalPwrCsp: 0, regenPwr: 0, motorPwrCsp: 0, climatePwrCsp: 0, edPwrCsp: 0, fuelUsed: 67 }))).toBe(false);
  });

  it("sums the daily distances for the chart's text alternative", () => {
    expect(dailySummary(driving().dailyDistance)).toEqual({ total: 96, daysDriven: 2, longest: { date: "2026-10-02", distance: 56 } });
    expect(dailySummary([])).toEqual({ total: 0, daysDriven: 0, longest: null });
  });

  it("reads an EV trip's start", () => {
    expect(tripStart("2026-11-20 08:00:00")?.toISOString()).toBe("2026-11-20T08:00:00.000Z");
    expect(tripStart("yesterday")).toBeNull();
  });
});

describe("bar geometry", () => {
  it("scales columns to the largest value, growing up from the bottom", () => {
    const bars = verticalBars([10, 20, 0], 300, 100, 0);
    expect(bars.map((b) => [b.x, b.y, b.width, b.height])).toEqual([
      [0, 50, 100, 50],
      [100, 0, 100, 100],
      [200, 100, 100, 0],
    ]);
  });

  it("scales rows to the largest value, and draws nothing for all zeros", () => {
    expect(horizontalBars([5, 10], 200, 30, 10).map((b) => [b.y, b.width, b.height])).toEqual([
      [5, 100, 20],
      [35, 200, 20],
    ]);
    expect(horizontalBars([0, 0], 200, 30).every((b) => b.width === 0)).toBe(true);
  });
});
