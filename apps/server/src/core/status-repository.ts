import { statusSample, type StatusSample } from "@carport/domain";
import type { VehicleStatus } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";

export async function findLastStatus(db: Queryable, vehicleId: string): Promise<VehicleStatus | null> {
  const rows = await db.query<{ status: VehicleStatus }>("select status from vehicle_status where vehicle_id = $1", [vehicleId]);
  return rows[0]?.status ?? null;
}

/** The sample's values as parameters $4 to $16 of the statements below. */
function sampleParameters(sample: StatusSample) {
  return [
    sample.soc,
    sample.fuel,
    sample.rangeKm,
    sample.auxBattery,
    sample.odometerKm,
    sample.lat,
    sample.lon,
    sample.plugged,
    sample.charging,
    sample.chargingKw,
    sample.locked,
    sample.engine,
    sample.climate,
  ];
}

/**
 * Keeps the read in the vehicle history (migration 020) unless the last kept row says the same:
 * equal within the hour, or within five minutes with charge and fuel less than a point apart and
 * the rest equal. Part of the statement that saved the status: no extra round trip, and a status
 * refused as older than the newest one is not kept either.
 */
const KEEP_IN_HISTORY = `
  insert into vehicle_status_history (vehicle_id, recorded_at, soc, fuel, range_km, aux_battery, odometer_km, lat, lon,
    plugged, charging, charging_kw, locked, engine, climate)
  select saved.vehicle_id, $3::timestamptz, $4::real, $5::real, $6::real, $7::real, $8::float8, $9::float8, $10::float8,
    $11::smallint, $12::boolean, $13::real, $14::boolean, $15::boolean, $16::boolean from saved
  where not exists (
    select 1 from (select * from vehicle_status_history h where h.vehicle_id = saved.vehicle_id
                   order by h.recorded_at desc limit 1) last
    where last.recorded_at > $3::timestamptz - interval '1 hour'
      and last.plugged is not distinct from $11::smallint and last.charging is not distinct from $12::boolean
      and last.locked = $14::boolean and last.engine = $15::boolean and last.climate = $16::boolean
      and last.odometer_km is not distinct from $8::float8
      and (
        (last.soc is not distinct from $4::real and last.fuel is not distinct from $5::real and last.range_km is not distinct from $6::real
          and last.aux_battery is not distinct from $7::real and last.lat is not distinct from $9::float8
          and last.lon is not distinct from $10::float8 and last.charging_kw is not distinct from $13::real)
        or (last.recorded_at > $3::timestamptz - interval '5 minutes'
          and abs(coalesce(last.soc, 0) - coalesce($4::real, 0)) < 1 and abs(coalesce(last.fuel, 0) - coalesce($5::real, 0)) < 1)
      ))
  on conflict (vehicle_id, recorded_at) do nothing`;

/**
 * Writes the status into vehicle_status (`saved`, its vehicle's id, or none when the row found
 * holds a newer one) and the read into the history; announces the vehicle whose status changed.
 */
async function saveStatusRow(db: Queryable, saved: string, key: string, status: VehicleStatus, reportedAt: Date) {
  const rows = await db.query<{ vehicle_id: string }>(
    `with saved as (${saved}
       on conflict (vehicle_id) do update set status = excluded.status, reported_at = excluded.reported_at
        where vehicle_status.reported_at <= excluded.reported_at
       returning vehicle_id),
     kept as (${KEEP_IN_HISTORY})
     select vehicle_id from saved`,
    [key, JSON.stringify(status), reportedAt, ...sampleParameters(statusSample(status))],
  );
  for (const row of rows) db.announce(`s:${row.vehicle_id}`);
}

/** Keeps the newest status a vehicle reported, and the read in its history. */
export function saveStatus(db: Queryable, vehicleId: string, status: VehicleStatus, reportedAt: Date) {
  return saveStatusRow(
    db,
    "insert into vehicle_status (vehicle_id, status, reported_at) values ($1, $2, $3)",
    vehicleId,
    status,
    reportedAt,
  );
}

/**
 * Keeps the newest status a vehicle reported over the vehicle link (or mirrored from a linked
 * account), found by its VIN (no row: not enrolled), and the read in its history.
 */
export function saveStatusOfVin(db: Queryable, vin: string, status: VehicleStatus, reportedAt: Date) {
  return saveStatusRow(
    db,
    "insert into vehicle_status (vehicle_id, status, reported_at) select id, $2, $3 from vehicles where vin = $1",
    vin,
    status,
    reportedAt,
  );
}
