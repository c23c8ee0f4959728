import type { ClimateFavourite } from "@carport/protocol";
import { defaultSlotAfter, type FavouriteSettings } from "@carport/domain";
import type { Queryable } from "../../db/database.ts";

interface FavouriteRow {
  slot: number;
  name: string;
  is_default: boolean;
  temperature: string;
  defrost: boolean;
  heated_features: boolean;
  duration_minutes: number;
}

/** The vehicle's favourites by slot. */
export async function listFavourites(db: Queryable, vehicleId: string): Promise<ClimateFavourite[]> {
  const rows = await db.query<FavouriteRow>("select * from climate_favourites where vehicle_id = $1 order by slot", [vehicleId]);
  return rows.map((r) => ({
    slot: r.slot,
    name: r.name,
    isDefault: r.is_default,
    temperature: r.temperature,
    defrost: r.defrost,
    heatedFeatures: r.heated_features,
    durationMinutes: r.duration_minutes,
  }));
}

/** Marks the one default slot the domain rule names, given what the vehicle now keeps. */
export async function settleDefault(db: Queryable, vehicleId: string, wanted: number | null): Promise<void> {
  const saved = await listFavourites(db, vehicleId);
  const current = wanted ?? saved.find((f) => f.isDefault)?.slot ?? null;
  const slot = defaultSlotAfter(
    saved.map((f) => f.slot),
    current,
  );
  await db.query("update climate_favourites set is_default = (slot = $2) where vehicle_id = $1", [vehicleId, slot ?? 0]);
}

export async function saveFavourite(db: Queryable, vehicleId: string, slot: number, name: string, settings: FavouriteSettings) {
  await db.query(
    `insert into climate_favourites (vehicle_id, slot, name, temperature, defrost, heated_features, duration_minutes)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (vehicle_id, slot) do update set name = excluded.name, temperature = excluded.temperature,
       defrost = excluded.defrost, heated_features = excluded.heated_features,
       duration_minutes = excluded.duration_minutes, saved_at = now()`,
    [vehicleId, slot, name, settings.temperature, settings.defrost, settings.heatedFeatures, settings.durationMinutes],
  );
}

export async function deleteFavourite(db: Queryable, vehicleId: string, slot: number): Promise<boolean> {
  const rows = await db.query<{ slot: number }>("delete from climate_favourites where vehicle_id = $1 and slot = $2 returning slot", [
    vehicleId,
    slot,
  ]);
  return rows.length > 0;
}
