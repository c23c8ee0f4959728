import type { VehicleStatus } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";

export async function findLastStatus(db: Queryable, vehicleId: string): Promise<VehicleStatus | null> {
  const rows = await db.query<{ status: VehicleStatus }>("select status from vehicle_status where vehicle_id = $1", [
    vehicleId,
  ]);
  return rows[0]?.status ?? null;
}

/** Keeps the newest status a vehicle reported. */
export async function saveStatus(db: Queryable, vehicleId: string, status: VehicleStatus, reportedAt: Date) {
  await db.query(
    `insert into vehicle_status (vehicle_id, status, reported_at) values ($1, $2, $3)
     on conflict (vehicle_id) do update set status = excluded.status, reported_at = excluded.reported_at
      where vehicle_status.reported_at <= excluded.reported_at`,
    [vehicleId, JSON.stringify(status), reportedAt],
  );
}

/** Keeps the newest status a vehicle reported over the vehicle link, found by its VIN (no row: not enrolled). */
export async function saveStatusOfVin(db: Queryable, vin: string, status: VehicleStatus, reportedAt: Date) {
  await db.query(
    `insert into vehicle_status (vehicle_id, status, reported_at) select id, $2, $3 from vehicles where vin = $1
     on conflict (vehicle_id) do update set status = excluded.status, reported_at = excluded.reported_at
      where vehicle_status.reported_at <= excluded.reported_at`,
    [vin, JSON.stringify(status), reportedAt],
  );
}
