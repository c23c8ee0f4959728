import type { Queryable } from "../../db/database.ts";

export interface VehiclePhotoRecord {
  content_type: string;
  /** PostgreSQL answers a Buffer, PGlite a Uint8Array. */
  data: Uint8Array;
  updated_at: Date;
}

export async function findVehiclePhoto(db: Queryable, vehicleId: string): Promise<VehiclePhotoRecord | null> {
  const rows = await db.query<VehiclePhotoRecord>("select content_type, data, updated_at from vehicle_photos where vehicle_id = $1", [
    vehicleId,
  ]);
  return rows[0] ?? null;
}

/** Stores the photo in place of any earlier one. */
export async function saveVehiclePhoto(
  db: Queryable,
  vehicleId: string,
  contentType: string,
  data: Uint8Array,
): Promise<VehiclePhotoRecord> {
  const rows = await db.query<VehiclePhotoRecord>(
    `insert into vehicle_photos (vehicle_id, content_type, data, updated_at) values ($1, $2, $3, now())
     on conflict (vehicle_id) do update set content_type = excluded.content_type, data = excluded.data, updated_at = excluded.updated_at
     returning content_type, data, updated_at`,
    [vehicleId, contentType, data],
  );
  return rows[0]!;
}

export async function deleteVehiclePhoto(db: Queryable, vehicleId: string): Promise<void> {
  await db.query("delete from vehicle_photos where vehicle_id = $1", [vehicleId]);
}
