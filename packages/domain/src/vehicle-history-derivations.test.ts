import { describe, expect, it } from "vitest";
import { chargingSessions, historyTrips, mergeTrips, toCsv } from "./vehicle-history-derivations.ts";
import type { TimedSample } from "./vehicle-history.ts";

const base: Omit<TimedSample, "at"> = {
  soc: 50,
  fuel: null,
  rangeKm: 200,
  auxBattery: 90,
  odometerKm: 1000,
  lat: 45,
  lon: -73,
  plugged: 0,
  charging: false,
  chargingKw: null,
  locked: true,
  engine: false,
  climate: false,
};
const at = (minute: number, change: Partial<TimedSample> = {}): TimedSample => ({
  ...base,
  at: new Date(Date.UTC(2026, 2, 10, 18, 0) + minute * 60_000).toISOString(),
  ...change,
});

describe("charging sessions", () => {
  it("run from the first read charging to the first not charging, with energy from the capacity", () => {
    const sessions = chargingSessions(
      [
        at(0, { plugged: 2 }),
        at(10, { plugged: 2, charging: true, soc: 50 }),
        at(70, { plugged: 2, charging: true, soc: 70 }),
        at(130, { plugged: 2, soc: 80 }),
      ],
      84,
    );
    expect(sessions).toEqual([
      { startedAt: at(10).at, endedAt: at(130).at, minutes: 120, startSoc: 50, endSoc: 80, kwh: 25.2, plug: 2, lat: 45, lon: -73 },
    ]);
  });

  it("leave an ongoing session open, read in time order whatever the input order", () => {
    const sessions = chargingSessions(
      [at(60, { charging: true, soc: 60, plugged: 1 }), at(0, { charging: true, soc: 40, plugged: 1 })],
      null,
    );
    expect(sessions).toEqual([
      { startedAt: at(0).at, endedAt: null, minutes: 60, startSoc: 40, endSoc: 60, kwh: null, plug: 1, lat: 45, lon: -73 },
    ]);
  });

  it("leave out a session that gained nothing and cars with no traction battery", () => {
    expect(chargingSessions([at(0, { charging: true }), at(5)], 84)).toEqual([]);
    expect(chargingSessions([at(0, { soc: null, charging: true }), at(5, { soc: null })], 84)).toEqual([]);
  });
});

describe("trips read from samples", () => {
  it("start at the read with the engine running and end at the first read with the engine off", () => {
    const trips = historyTrips([
      at(0),
      at(30, { engine: true, odometerKm: 1000 }),
      at(40, { engine: true, odometerKm: 1012, lat: 45.1 }),
      at(50, { engine: false, odometerKm: 1020.04, soc: 44, lat: 45.2, lon: -73.1 }),
      at(120, { odometerKm: 1020.04 }),
    ]);
    expect(trips).toEqual([
      {
        startedAt: at(30).at,
        endedAt: at(50).at,
        minutes: 20,
        km: 20,
        startSoc: 50,
        endSoc: 44,
        startLat: 45,
        startLon: -73,
        endLat: 45.2,
        endLon: -73.1,
      },
    ]);
  });

  it("see a drive between two parked reads from the odometer alone, and no trip from idling in place", () => {
    expect(historyTrips([at(0), at(60, { odometerKm: 1030 })]).map((t) => t.km)).toEqual([30]);
    expect(historyTrips([at(0), at(10, { engine: true }), at(20)])).toEqual([]);
    expect(historyTrips([at(0, { odometerKm: null }), at(10, { odometerKm: null })])).toEqual([]);
  });
});

describe("trips merged with the car's own reports", () => {
  it("prefer the car's report, take positions from the overlapping sample trip, keep the others, newest first", () => {
    const derived = historyTrips([
      at(0),
      at(60, { odometerKm: 1030, lat: 46 }),
      at(300, { odometerKm: 1030 }),
      at(400, { odometerKm: 1040 }),
    ]);
    const rows = mergeTrips([{ startedAt: at(20).at, minutes: 40, km: 29.96 }], derived);
    expect(rows.map((r) => [r.source, r.km, r.startedAt])).toEqual([
      ["history", 10, at(300).at],
      ["car", 30, at(20).at],
    ]);
    expect(rows[1]).toMatchObject({ minutes: 40, endedAt: at(60).at, startLat: 45, endLat: 46, startSoc: 50 });
  });

  it("keep a reported trip with nothing overlapping it, without positions", () => {
    expect(mergeTrips([{ startedAt: at(0).at, minutes: 10, km: 5 }], [])).toEqual([
      {
        startedAt: at(0).at,
        endedAt: at(10).at,
        minutes: 10,
        km: 5,
        startSoc: null,
        endSoc: null,
        startLat: null,
        startLon: null,
        endLat: null,
        endLon: null,
        source: "car",
      },
    ]);
  });
});

describe("CSV", () => {
  it("writes a header and rows, quoting what needs it and neutralising formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          [1, "x,y"],
          [null, '"q"'],
          [true, "=SUM(A1)"],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n,"""q"""\r\ntrue,\'=SUM(A1)\r\n');
  });
});
