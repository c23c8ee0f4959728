import { describe, expect, it } from "vitest";
import type { TimedSample } from "@carport/domain";
import { chartColumns, energyField, hoverText, seriesSummary } from "./history-view.ts";

const sample = (at: string, soc: number | null, rangeKm: number | null): TimedSample => ({
  at,
  soc,
  fuel: soc === null ? 40 : null,
  rangeKm,
  auxBattery: 90,
  odometerKm: 1,
  lat: null,
  lon: null,
  plugged: 0,
  charging: false,
  chargingKw: null,
  locked: true,
  engine: false,
  climate: false,
});

describe("the history charts", () => {
  it("take times in seconds and the field's values, scaled (km to miles)", () => {
    const samples = [sample("2026-03-10T00:00:00Z", 50, 100), sample("2026-03-10T01:00:00Z", 60, null)];
    expect(chartColumns(samples, "soc")).toEqual([
      [1773100800, 1773104400],
      [50, 60],
    ]);
    expect(chartColumns(samples, "rangeKm", 1 / 1.609344)).toEqual([
      [1773100800, 1773104400],
      [62.1, null],
    ]);
  });

  it("sum a series up in words, skipping gaps, and have nothing to say of an empty one", () => {
    expect(seriesSummary([null, 50, 30, 80, 60])).toEqual({ first: 50, last: 60, min: 30, max: 80 });
    expect(seriesSummary([null])).toBeNull();
  });

  it("chart charge for a car with a battery, fuel otherwise", () => {
    expect(energyField([sample("2026-03-10T00:00:00Z", 50, 1)])).toBe("soc");
    expect(energyField([sample("2026-03-10T00:00:00Z", null, 1)])).toBe("fuel");
  });
});

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the value under the pointer on a history chart", () => {
  it("is written with its time and unit in the page's language", () => {
    const at = Date.UTC(2026, 11, 1, 17, 5) / 1000;
    const en = plain(hoverText("en", { at, value: 62 }, "%"));
    expect(en).toMatch(/: 62%$/);
    expect(en).toContain("2026");
    const fr = plain(hoverText("fr", { at, value: 312.5 }, "km"));
    expect(fr).toMatch(/ : 312,5 km$/);
    // French dates day first: 1 December is 01/12.
    expect(fr).toMatch(/^01\/12\/2026/);
  });
});
