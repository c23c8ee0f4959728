import { statusSample, type StatusSample } from "@carport/domain";
import type { VehicleStatus } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";

export async function findLastStatus(db: Queryable, vehicleId: string): Promise<VehicleStatus | null> {
  const rows = await db.query<{ status: VehicleStatus }>("select status from vehicle_status where vehicle_id = $1", [vehicleId]);
  return rows[0]?.status ?? null;
}

/** Samples column by column, in the order of vehicle_status_history's columns soc to climate (for `unnest`). */
export function sampleColumns(samples: StatusSample[]) {
  const column = <K extends keyof StatusSample>(key: K) => samples.map((sample) => sample[key]);
  return [
    column("soc"),
    column("fuel"),
    column("rangeKm"),
    column("auxBattery"),
    column("odometerKm"),
    column("lat"),
    column("lon"),
    column("plugged"),
    column("charging"),
    column("chargingKw"),
    column("locked"),
    column("engine"),
    column("climate"),
  ];
}

/**
 * Keeps each read in the vehicle history (migration 020) unless the last kept row of its vehicle
 * says the same: equal within the hour, or within five minutes with charge and fuel less than a
 * point apart and the rest equal. Part of the statement that saved the statuses: no extra round
 * trip, and a status refused as older than the newest one is not kept either. A different read at
 * the same instant as the last kept row (mirrored dates have whole seconds: the maker's car can
 * report twice within one) replaces that row, as it replaced the newest status: the history never
 * lacks the status the owner is shown.
 */
const KEEP_IN_HISTORY = `
  insert into vehicle_status_history (vehicle_id, recorded_at, soc, fuel, range_km, aux_battery, odometer_km, lat, lon,
    plugged, charging, charging_kw, locked, engine, climate)
  select saved.vehicle_id, i.reported_at, i.soc, i.fuel, i.range_km, i.aux_battery, i.odometer_km, i.lat, i.lon,
    i.plugged, i.charging, i.charging_kw, i.locked, i.engine, i.climate
    from saved join input i on i.vehicle_id = saved.vehicle_id
  where not exists (
    select 1 from (select * from vehicle_status_history h where h.vehicle_id = saved.vehicle_id
                   order by h.recorded_at desc limit 1) last
    where last.recorded_at > i.reported_at - interval '1 hour'
      and last.plugged is not distinct from i.plugged and last.charging is not distinct from i.charging
      and last.locked = i.locked and last.engine = i.engine and last.climate = i.climate
      and last.odometer_km is not distinct from i.odometer_km
      and (
        (last.soc is not distinct from i.soc and last.fuel is not distinct from i.fuel and last.range_km is not distinct from i.range_km
          and last.aux_battery is not distinct from i.aux_battery and last.lat is not distinct from i.lat
          and last.lon is not distinct from i.lon and last.charging_kw is not distinct from i.charging_kw)
        or (last.recorded_at > i.reported_at - interval '5 minutes'
          and abs(coalesce(last.soc, 0) - coalesce(i.soc, 0)) < 1 and abs(coalesce(last.fuel, 0) - coalesce(i.fuel, 0)) < 1)
      ))
  on conflict (vehicle_id, recorded_at) do update set soc = excluded.soc, fuel = excluded.fuel, range_km = excluded.range_km,
    aux_battery = excluded.aux_battery, odometer_km = excluded.odometer_km, lat = excluded.lat, lon = excluded.lon,
    plugged = excluded.plugged, charging = excluded.charging, charging_kw = excluded.charging_kw, locked = excluded.locked,
    engine = excluded.engine, climate = excluded.climate`;

/** A status to save: its vehicle (by id or by VIN, as the caller's statement says), when it was reported. */
export interface StatusToSave {
  key: string;
  status: VehicleStatus;
  at: Date;
}

/** The vehicle a key names: its id, or its VIN (a VIN of no enrolled vehicle names none). */
const VEHICLE_OF = {
  id: "select id from vehicles where id = k.key::uuid",
  vin: "select id from vehicles where vin = k.key",
} as const;

/**
 * Writes the statuses into vehicle_status, each unless the row found holds a newer one, and the
 * reads into the history, in one statement per round: a vehicle named twice is saved again in the
 * next round, in the order given, so a batch ends as the same saves one by one would. Announces
 * each vehicle whose status changed, and only those: the same status reported again (a car sends
 * its status right after a command's result, which carried it) moves the report's time on and
 * pushes nothing, so a command's status is pushed (and cached answers dropped) once.
 */
async function saveStatusRows(db: Queryable, keyKind: keyof typeof VEHICLE_OF, statuses: StatusToSave[]) {
  for (const round of rounds(statuses)) {
    const rows = await db.query<{ vehicle_id: string }>(
      `with k as (
         select * from unnest($1::text[], $2::jsonb[], $3::timestamptz[], $4::real[], $5::real[], $6::real[], $7::real[],
                              $8::float8[], $9::float8[], $10::float8[], $11::smallint[], $12::boolean[], $13::real[],
                              $14::boolean[], $15::boolean[], $16::boolean[])
           as k(key, status, reported_at, soc, fuel, range_km, aux_battery, odometer_km, lat, lon, plugged, charging,
                charging_kw, locked, engine, climate)),
       input as (select (${VEHICLE_OF[keyKind]}) as vehicle_id, k.* from k),
       prior as (select p.vehicle_id, p.status from vehicle_status p where p.vehicle_id in (select vehicle_id from input)),
       saved as (insert into vehicle_status (vehicle_id, status, reported_at)
         select vehicle_id, status, reported_at from input where vehicle_id is not null
         on conflict (vehicle_id) do update set status = excluded.status, reported_at = excluded.reported_at
          where vehicle_status.reported_at <= excluded.reported_at
         returning vehicle_id, status),
       kept as (${KEEP_IN_HISTORY})
       select s.vehicle_id from saved s
        where not exists (select 1 from prior p where p.vehicle_id = s.vehicle_id and p.status = s.status)`,
      [
        round.map((s) => s.key),
        round.map((s) => JSON.stringify(s.status)),
        round.map((s) => s.at),
        ...sampleColumns(round.map((s) => statusSample(s.status))),
      ],
    );
    for (const row of rows) db.announce(`s:${row.vehicle_id}`);
  }
}

/**
 * The statuses split so that no round names a vehicle twice (an upsert may touch a row once), a
 * vehicle's in the order given; each round in the order of its keys, so that two instances' rounds
 * lock the rows they share in the same order.
 */
function rounds(statuses: StatusToSave[]): StatusToSave[][] {
  const result: StatusToSave[][] = [];
  const roundOf = new Map<string, number>();
  for (const status of statuses) {
    const index = (roundOf.get(status.key) ?? -1) + 1;
    roundOf.set(status.key, index);
    (result[index] ??= []).push(status);
  }
  return result.map((round) => round.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)));
}

/** Keeps the newest status a vehicle reported, and the read in its history. */
export function saveStatus(db: Queryable, vehicleId: string, status: VehicleStatus, reportedAt: Date) {
  return saveStatusRows(db, "id", [{ key: vehicleId, status, at: reportedAt }]);
}

/**
 * Keeps the newest statuses cars reported over the vehicle link (or mirrored from a linked
 * account), each found by its VIN (no row: not enrolled), and the reads in their history.
 */
export function saveStatusesOfVins(db: Queryable, statuses: StatusToSave[]) {
  return saveStatusRows(db, "vin", statuses);
}

/** One car's status, as saveStatusesOfVins. */
export function saveStatusOfVin(db: Queryable, vin: string, status: VehicleStatus, reportedAt: Date) {
  return saveStatusesOfVins(db, [{ key: vin, status, at: reportedAt }]);
}
