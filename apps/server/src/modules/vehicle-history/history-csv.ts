import { toCsv, type TimedSample } from "@carport/domain";
import type { LabelledSession, LabelledTrip } from "./history-insight.ts";

/** A position to 5 decimals (about a metre): the stored double's 15 digits say nothing more. */
function coordinate(degrees: number | null): number | null {
  return degrees === null ? null : Math.round(degrees * 1e5) / 1e5;
}

/** The plug code (0 none, 1 DC fast, 2 AC) in words, so no column mixes 0/1 with true/false. */
function plugType(code: number | null): string | null {
  return code === 1 ? "dc" : code === 2 ? "ac" : null;
}

/**
 * The kept status reads as CSV: one row per read, units in the column names; yes/no columns are
 * `true`/`false` every one (plugged included), the plug's kind is `dc`/`ac` in its own column.
 */
export function statusCsv(samples: readonly TimedSample[]): string {
  return toCsv(
    [
      "time",
      "charge_percent",
      "fuel_percent",
      "range_km",
      "battery_12v_percent",
      "odometer_km",
      "latitude",
      "longitude",
      "plugged",
      "plug_type",
      "charging",
      "charging_kw",
      "locked",
      "engine_on",
      "climate_on",
    ],
    samples.map((s) => [
      s.at,
      s.soc,
      s.fuel,
      s.rangeKm,
      s.auxBattery,
      s.odometerKm,
      coordinate(s.lat),
      coordinate(s.lon),
      s.plugged === null ? null : s.plugged !== 0,
      plugType(s.plugged),
      s.charging,
      s.chargingKw,
      s.locked,
      s.engine,
      s.climate,
    ]),
  );
}

export function tripsCsv(trips: readonly LabelledTrip[]): string {
  return toCsv(
    [
      "started",
      "ended",
      "minutes",
      "km",
      "start_charge_percent",
      "end_charge_percent",
      "start_latitude",
      "start_longitude",
      "end_latitude",
      "end_longitude",
      "start_place",
      "end_place",
      "energy_kwh",
      "fuel_litres",
      "kwh_per_100_km",
      "litres_per_100_km",
      "season",
      "source",
    ],
    trips.map((t) => [
      t.startedAt,
      t.endedAt,
      t.minutes,
      t.km,
      t.startSoc,
      t.endSoc,
      coordinate(t.startLat),
      coordinate(t.startLon),
      coordinate(t.endLat),
      coordinate(t.endLon),
      t.startPlace,
      t.endPlace,
      t.kwh,
      t.litres,
      t.kwhPer100Km,
      t.litresPer100Km,
      t.season,
      t.source,
    ]),
  );
}

export function chargingCsv(sessions: readonly LabelledSession[]): string {
  return toCsv(
    [
      "started",
      "ended",
      "minutes",
      "start_charge_percent",
      "end_charge_percent",
      "energy_kwh",
      "plug",
      "latitude",
      "longitude",
      "place",
      "off_peak_kwh",
      "cost_dollars",
    ],
    sessions.map((s) => [
      s.startedAt,
      s.endedAt,
      s.minutes,
      s.startSoc,
      s.endSoc,
      s.kwh,
      plugType(s.plug),
      coordinate(s.lat),
      coordinate(s.lon),
      s.place,
      s.offPeakKwh,
      s.cost,
    ]),
  );
}
