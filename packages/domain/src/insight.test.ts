import { describe, expect, it } from "vitest";
import {
  chargeSteps,
  changePercent,
  monthFigures,
  monthOf,
  monthPeriod,
  offPeakShare,
  per100Km,
  placeAt,
  placeInputSchema,
  previousMonth,
  seasonOf,
  sessionCost,
  tariffProblems,
  tariffSchema,
  type Tariff,
} from "./insight.ts";

const toronto: Tariff = {
  timeZone: "America/Toronto",
  kwhPrice: 0.2,
  litrePrice: 1.6,
  offPeak: { start: "23:00", end: "07:00", kwhPrice: 0.08 },
};

describe("the off-peak share of a session", () => {
  it("splits a session that starts before the window at the window's start, in the owner's time zone", () => {
    // 21:00 to 01:00 in Toronto (EST, UTC-5): two hours peak, two off-peak.
    expect(offPeakShare("2026-01-15T02:00:00Z", "2026-01-15T06:00:00Z", toronto.offPeak!, toronto.timeZone)).toBeCloseTo(0.5, 10);
    // The same UTC hours read in UTC (21:00 UTC is not 23:00 local anywhere near): 02:00-06:00 UTC is all off-peak.
    expect(offPeakShare("2026-01-15T02:00:00Z", "2026-01-15T06:00:00Z", toronto.offPeak!, "UTC")).toBe(1);
  });

  it("counts a window that wraps midnight on both sides, and a session longer than a day", () => {
    const w = { start: "23:00", end: "07:00" };
    // 06:00-08:00 UTC: one hour in (06-07), one out.
    expect(offPeakShare("2026-03-02T06:00:00Z", "2026-03-02T08:00:00Z", w, "UTC")).toBeCloseTo(0.5, 10);
    // 48 hours from noon: 16 of them off-peak.
    expect(offPeakShare("2026-03-02T12:00:00Z", "2026-03-04T12:00:00Z", w, "UTC")).toBeCloseTo(16 / 48, 10);
    // A window that does not wrap: 12:00-14:00, session 13:30-15:30.
    expect(offPeakShare("2026-03-02T13:30:00Z", "2026-03-02T15:30:00Z", { start: "12:00", end: "14:00" }, "UTC")).toBeCloseTo(0.25, 10);
  });

  it("follows a daylight-saving change inside the session", () => {
    // Night of 2026-03-08 in Toronto: clocks go from 02:00 EST to 03:00 EDT. Session 22:00 EST (03:00Z) to 08:00 EDT (12:00Z):
    // 9 real hours; the window 23:00-07:00 local holds 23:00 EST (04:00Z) to 07:00 EDT (11:00Z): 7 real hours.
    expect(offPeakShare("2026-03-08T03:00:00Z", "2026-03-08T12:00:00Z", toronto.offPeak!, toronto.timeZone)).toBeCloseTo(7 / 9, 10);
  });

  it("is nothing for an empty or backwards session", () => {
    expect(offPeakShare("2026-01-15T02:00:00Z", "2026-01-15T02:00:00Z", toronto.offPeak!, "UTC")).toBe(0);
    expect(offPeakShare("2026-01-15T03:00:00Z", "2026-01-15T02:00:00Z", toronto.offPeak!, "UTC")).toBe(0);
  });
});

describe("a session's cost", () => {
  it("prices the off-peak part at the off-peak price and the rest at the peak price", () => {
    // 20 kWh, half in the window: 10 × 0.08 + 10 × 0.20 = 2.80.
    const session = { startedAt: "2026-01-15T02:00:00Z", endedAt: "2026-01-15T06:00:00Z", minutes: 240, kwh: 20 };
    expect(sessionCost(session, toronto)).toEqual({ offPeakKwh: 10, peakKwh: 10, cost: 2.8 });
    // A flat tariff: everything at the one price.
    expect(sessionCost(session, { ...toronto, offPeak: null })).toEqual({ offPeakKwh: 0, peakKwh: 20, cost: 4 });
  });

  it("splits by where the charge was gained when the reads show it, not by time alone", () => {
    // 21:00-01:00 Toronto; most of the charge (15 of 20 kWh) gained in the first, peak hour.
    const session = { startedAt: "2026-01-15T02:00:00Z", endedAt: "2026-01-15T06:00:00Z", minutes: 240, kwh: 20 };
    const samples = [
      { at: "2026-01-15T02:00:00Z", soc: 20 },
      { at: "2026-01-15T03:00:00Z", soc: 35 },
      { at: "2026-01-15T04:00:00Z", soc: 35 },
      { at: "2026-01-15T05:00:00Z", soc: 38 },
      { at: "2026-01-15T06:00:00Z", soc: 40 },
      { at: "2026-01-15T07:00:00Z", soc: 60 }, // after the session: not its step
    ];
    const steps = chargeSteps(samples, session, 100);
    expect(steps.map((s) => s.kwh)).toEqual([15, 3, 2]);
    // 15 kWh peak (21:00-22:00), 3 + 2 off-peak (23:00-01:00): 15 × 0.20 + 5 × 0.08 = 3.40.
    expect(sessionCost(session, toronto, steps)).toEqual({ offPeakKwh: 5, peakKwh: 15, cost: 3.4 });
    // A step straddling the window's start splits as its time does: 22:30-23:30, 10 kWh, half and half.
    const straddle = chargeSteps(
      [
        { at: "2026-01-15T03:30:00Z", soc: 0 },
        { at: "2026-01-15T04:30:00Z", soc: 10 },
      ],
      { startedAt: "2026-01-15T03:30:00Z", endedAt: "2026-01-15T04:30:00Z" },
      100,
    );
    expect(
      sessionCost({ startedAt: "2026-01-15T03:30:00Z", endedAt: "2026-01-15T04:30:00Z", minutes: 60, kwh: 10 }, toronto, straddle),
    ).toEqual({
      offPeakKwh: 5,
      peakKwh: 5,
      cost: 1.4,
    });
    expect(chargeSteps(samples, session, null)).toEqual([]);
  });

  it("reads a session still charging up to its last read", () => {
    const running = { startedAt: "2026-01-15T04:00:00Z", endedAt: null, minutes: 60, kwh: 7 };
    expect(sessionCost(running, toronto)).toEqual({ offPeakKwh: 7, peakKwh: 0, cost: 0.56 });
  });

  it("has none without energy, a tariff or a price per kWh", () => {
    const session = { startedAt: "2026-01-15T02:00:00Z", endedAt: "2026-01-15T06:00:00Z", minutes: 240, kwh: 20 };
    expect(sessionCost({ ...session, kwh: null }, toronto)).toBeNull();
    expect(sessionCost(session, null)).toBeNull();
    expect(sessionCost(session, { ...toronto, kwhPrice: null, offPeak: null })).toBeNull();
  });
});

describe("the tariff's rules", () => {
  it("accepts a flat tariff and one with a window", () => {
    expect(tariffProblems(toronto)).toEqual([]);
    expect(tariffProblems({ timeZone: "UTC", kwhPrice: 0.15, litrePrice: null, offPeak: null })).toEqual([]);
  });

  it("names the field of every problem", () => {
    expect(
      tariffProblems({ timeZone: "Mars/Olympus", kwhPrice: -1, litrePrice: 99, offPeak: { start: "25:00", end: "7", kwhPrice: 9 } }),
    ).toEqual([
      { field: "timeZone", reason: "TIME_ZONE_UNKNOWN" },
      { field: "kwhPrice", reason: "PRICE_NEGATIVE" },
      { field: "litrePrice", reason: "PRICE_TOO_HIGH" },
      { field: "offPeak.start", reason: "TIME_INVALID" },
      { field: "offPeak.end", reason: "TIME_INVALID" },
      { field: "offPeak.kwhPrice", reason: "PRICE_TOO_HIGH" },
    ]);
    expect(tariffProblems({ ...toronto, offPeak: { start: "07:00", end: "07:00", kwhPrice: 0.1 } })).toEqual([
      { field: "offPeak.end", reason: "WINDOW_EMPTY" },
    ]);
    expect(tariffProblems({ ...toronto, kwhPrice: null })).toEqual([{ field: "kwhPrice", reason: "PEAK_PRICE_REQUIRED" }]);
    expect(tariffProblems({ ...toronto, kwhPrice: null, litrePrice: null, offPeak: null })).toEqual([
      { field: "kwhPrice", reason: "PRICE_REQUIRED" },
    ]);
  });

  it("the schema reports them at the field's path", () => {
    const parsed = tariffSchema.safeParse({ ...toronto, offPeak: { start: "7pm", end: "07:00", kwhPrice: 0.1 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["offPeak.start", "TIME_INVALID"]]);
  });
});

describe("efficiency and season", () => {
  it("gives per 100 km, none for no distance", () => {
    expect(per100Km(15.5, 100)).toBe(15.5);
    expect(per100Km(3, 40)).toBe(7.5);
    expect(per100Km(3, 0)).toBeNull();
    expect(per100Km(null, 10)).toBeNull();
  });

  it("names the meteorological season in the owner's time zone, turned round in the south", () => {
    expect(seasonOf("2026-01-10T12:00:00Z")).toBe("winter");
    expect(seasonOf("2026-04-10T12:00:00Z")).toBe("spring");
    expect(seasonOf("2026-07-10T12:00:00Z")).toBe("summer");
    expect(seasonOf("2026-10-10T12:00:00Z")).toBe("autumn");
    expect(seasonOf("2026-12-01T02:00:00Z", "America/Vancouver")).toBe("autumn"); // still 30 November there
    expect(seasonOf("2026-01-10T12:00:00Z", "UTC", -33.9)).toBe("summer");
  });
});

describe("places", () => {
  const places = [
    { id: "a", name: "Home", lat: 43.6426, lon: -79.3871, radiusM: 150 },
    { id: "b", name: "Work", lat: 43.6532, lon: -79.3832, radiusM: 200 },
  ];
  it("labels a position by the nearest circle it falls in", () => {
    expect(placeAt(43.6427, -79.387, places)).toBe("Home");
    expect(placeAt(43.6533, -79.3833, places)).toBe("Work");
    expect(placeAt(43.7, -79.4, places)).toBeNull();
    expect(placeAt(null, null, places)).toBeNull();
  });
  it("refuses an empty name, a position off the globe and a radius out of bounds", () => {
    const bad = placeInputSchema.safeParse({ name: "  ", lat: 91, lon: -181, radiusM: 10 });
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "NAME_REQUIRED"],
      ["lat", "LATITUDE_INVALID"],
      ["lon", "LONGITUDE_INVALID"],
      ["radiusM", "RADIUS_TOO_SMALL"],
    ]);
    expect(placeInputSchema.parse({ name: " Home ", lat: 43.6, lon: -79.4, radiusM: 100 }).name).toBe("Home");
  });
});

describe("the month of a summary", () => {
  it("starts and ends at local midnight", () => {
    expect(monthPeriod("2026-01", "America/Toronto")).toEqual({ from: "2026-01-01T05:00:00.000Z", to: "2026-02-01T05:00:00.000Z" });
    expect(monthPeriod("2026-03", "America/Toronto")).toEqual({ from: "2026-03-01T05:00:00.000Z", to: "2026-04-01T04:00:00.000Z" });
    expect(monthPeriod("2026-12", "UTC")).toEqual({ from: "2026-12-01T00:00:00.000Z", to: "2027-01-01T00:00:00.000Z" });
    expect(monthPeriod("2026-13", "UTC")).toBeNull();
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(monthOf(new Date("2026-02-01T03:00:00Z"), "America/Toronto")).toBe("2026-01");
  });

  it("adds up distance, energy, cost and efficiency, and compares with last month", () => {
    const figures = monthFigures(
      "2026-01",
      [
        { km: 100, kwh: 18, litres: null },
        { km: 50, kwh: null, litres: null },
      ],
      [{ kwh: 20, cost: 2.8 }],
      toronto,
    );
    expect(figures).toEqual({
      month: "2026-01",
      km: 150,
      trips: 2,
      kwhCharged: 20,
      kwhUsed: 18,
      litresUsed: 0,
      cost: 2.8,
      kwhPer100Km: 18,
      litresPer100Km: null,
    });
    expect(monthFigures("2026-01", [{ km: 200, kwh: null, litres: 14 }], [], toronto)).toMatchObject({ litresPer100Km: 7, cost: 22.4 });
    expect(monthFigures("2026-01", [], [], null).cost).toBeNull();
    expect(changePercent(18, 20)).toBe(-10);
    expect(changePercent(18, null)).toBeNull();
  });
});
