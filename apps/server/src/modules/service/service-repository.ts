import type { Queryable } from "../../db/database.ts";

export interface ServiceRecord {
  interval_km: number;
  interval_months: number;
  last_service_odometer: number;
  last_service_date: string;
}

export async function findServiceRecord(db: Queryable, vehicleId: string): Promise<ServiceRecord | null> {
  const [row] = await db.query<ServiceRecord>(
    `select interval_km, interval_months, last_service_odometer, to_char(last_service_date, 'YYYYMMDD') as last_service_date
       from vehicle_service where vehicle_id = $1`,
    [vehicleId],
  );
  return row ?? null;
}

/** Records the last service; the schedule restarts from it. */
export async function saveServiceRecord(db: Queryable, vehicleId: string, odometer: number, date: string): Promise<void> {
  await db.query(
    `insert into vehicle_service (vehicle_id, last_service_odometer, last_service_date) values ($1, $2, to_date($3, 'YYYYMMDD'))
     on conflict (vehicle_id) do update set last_service_odometer = excluded.last_service_odometer,
       last_service_date = excluded.last_service_date`,
    [vehicleId, odometer, date],
  );
  db.announce(`v:${vehicleId}`);
}

export function listTroubleCodes(db: Queryable, vehicleId: string) {
  return db.query<{
    code: string;
    system_name: "Chassis" | "Powertrain" | "Safety";
    sub_system_code: string;
    description_en: string;
    description_fr: string;
    reported_at: Date;
  }>("select * from vehicle_trouble_codes where vehicle_id = $1 order by reported_at desc, code", [vehicleId]);
}
