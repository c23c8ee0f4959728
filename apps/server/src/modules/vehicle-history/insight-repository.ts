import { randomUUID } from "node:crypto";
import type { Place, Tariff } from "@carport/domain";
import type { Queryable } from "../../db/database.ts";

interface TariffRow {
  time_zone: string;
  kwh_price: number | null;
  litre_price: number | null;
  off_peak_start: string | null;
  off_peak_end: string | null;
  off_peak_kwh_price: number | null;
}

/** The car's tariff; null before the owner sets one. */
export async function findTariff(db: Queryable, vehicleId: string): Promise<Tariff | null> {
  const [row] = await db.query<TariffRow>("select * from vehicle_tariffs where vehicle_id = $1", [vehicleId]);
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    kwhPrice: row.kwh_price,
    litrePrice: row.litre_price,
    offPeak:
      row.off_peak_start !== null && row.off_peak_end !== null && row.off_peak_kwh_price !== null
        ? { start: row.off_peak_start, end: row.off_peak_end, kwhPrice: row.off_peak_kwh_price }
        : null,
  };
}

/** Sets (or replaces) the car's tariff, already checked by the domain rules. */
export async function saveTariff(db: Queryable, vehicleId: string, tariff: Tariff): Promise<void> {
  await db.query(
    `insert into vehicle_tariffs (vehicle_id, time_zone, kwh_price, litre_price, off_peak_start, off_peak_end, off_peak_kwh_price)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (vehicle_id) do update set time_zone = excluded.time_zone, kwh_price = excluded.kwh_price,
       litre_price = excluded.litre_price, off_peak_start = excluded.off_peak_start, off_peak_end = excluded.off_peak_end,
       off_peak_kwh_price = excluded.off_peak_kwh_price, saved_at = now()`,
    [
      vehicleId,
      tariff.timeZone,
      tariff.kwhPrice,
      tariff.litrePrice,
      tariff.offPeak?.start ?? null,
      tariff.offPeak?.end ?? null,
      tariff.offPeak?.kwhPrice ?? null,
    ],
  );
}

export async function deleteTariff(db: Queryable, vehicleId: string): Promise<void> {
  await db.query("delete from vehicle_tariffs where vehicle_id = $1", [vehicleId]);
}

interface PlaceRow {
  id: string;
  name: string;
  lat: number;
  lon: number;
  radius_m: number;
}

/** The account's places by name. */
export async function listPlaces(db: Queryable, accountId: string): Promise<Place[]> {
  const rows = await db.query<PlaceRow>("select id, name, lat, lon, radius_m from owner_places where account_id = $1 order by name", [
    accountId,
  ]);
  return rows.map((r) => ({ id: r.id, name: r.name, lat: r.lat, lon: r.lon, radiusM: r.radius_m }));
}

/** Adds a place (no id) or changes the account's place of that id; false when no such place is the account's. */
export async function savePlace(db: Queryable, accountId: string, place: Omit<Place, "id"> & { id?: string }): Promise<boolean> {
  if (place.id) {
    const changed = await db.query<{ id: string }>(
      "update owner_places set name = $3, lat = $4, lon = $5, radius_m = $6 where id = $1 and account_id = $2 returning id",
      [place.id, accountId, place.name, place.lat, place.lon, place.radiusM],
    );
    return changed.length === 1;
  }
  await db.query("insert into owner_places (id, account_id, name, lat, lon, radius_m) values ($1, $2, $3, $4, $5, $6)", [
    randomUUID(),
    accountId,
    place.name,
    place.lat,
    place.lon,
    place.radiusM,
  ]);
  return true;
}

/** Forgets the account's place; false when it had none of that id. */
export async function deletePlace(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const gone = await db.query<{ id: string }>("delete from owner_places where id = $1 and account_id = $2 returning id", [id, accountId]);
  return gone.length === 1;
}
