import { toCsv, type TimedSample } from "@carport/domain";
import type { LabelledSession, LabelledTrip } from "./history-insight.ts";

/** The kept status reads as CSV: one row per read, units in the column names. */
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
      s.lat,
      s.lon,
      s.plugged,
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
      t.startLat,
      t.startLon,
      t.endLat,
      t.endLon,
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
      s.plug,
      s.lat,
      s.lon,
      s.place,
      s.offPeakKwh,
      s.cost,
    ]),
  );
}
