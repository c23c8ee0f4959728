import type { TimedSample } from "@carport/domain";
import type { Queryable } from "../../db/database.ts";

interface SampleRow {
  recorded_at: Date | string;
  soc: number | null;
  fuel: number | null;
  range_km: number | null;
  aux_battery: number | null;
  odometer_km: number | null;
  lat: number | null;
  lon: number | null;
  plugged: number | null;
  charging: boolean | null;
  charging_kw: number | null;
  locked: boolean;
  engine: boolean;
  climate: boolean;
}

/** real columns come back as float4: rounded to what was stored. */
const real = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * The vehicle's kept status reads in [from, to), oldest first, with the last read before the
 * period (so a chart starts at the level the car was at, and a session running at the start is seen).
 */
export async function listSamples(db: Queryable, vehicleId: string, from: Date, to: Date): Promise<TimedSample[]> {
  const rows = await db.query<SampleRow>(
    `(select * from vehicle_status_history where vehicle_id = $1 and recorded_at < $2 order by recorded_at desc limit 1)
     union all
     (select * from vehicle_status_history where vehicle_id = $1 and recorded_at >= $2 and recorded_at < $3)
     order by recorded_at`,
    [vehicleId, from, to],
  );
  return rows.map((row) => ({
    at: new Date(row.recorded_at).toISOString(),
    soc: real(row.soc),
    fuel: real(row.fuel),
    rangeKm: real(row.range_km),
    auxBattery: real(row.aux_battery),
    odometerKm: row.odometer_km,
    lat: row.lat,
    lon: row.lon,
    plugged: row.plugged,
    charging: row.charging,
    chargingKw: real(row.charging_kw),
    locked: row.locked,
    engine: row.engine,
    climate: row.climate,
  }));
}
