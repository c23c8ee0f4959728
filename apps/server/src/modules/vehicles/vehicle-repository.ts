import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";

/** An enrolled vehicle joined with its factory record. */
export interface VehicleRecord {
  id: string;
  vin: string;
  account_id: string;
  nickname: string;
  enrollment_status: number;
  subscription_status: string;
  subscription_end_date: string;
  suspended: boolean;
  is_default: boolean;
  dtc_count: number;
  odometer: number;
  odometer_unit: number;
  enrolled_at: Date;
  /** The safety warning the overview shows until dismissed. */
  warning_message_id: string | null;
  brand: string;
  model_code: string;
  model_name: string;
  model_year: string;
  trim: string;
  exterior_color: string;
  fuel_kind_code: "G" | "E" | "P" | "F";
  gen_type: string;
  is_ccs2: boolean;
  remote_ignition: boolean;
  main_battery_type: string;
}

const SELECT_VEHICLE = `select v.*, f.brand, f.model_code, f.model_name, f.model_year, f.trim, f.exterior_color,
       f.fuel_kind_code, f.gen_type, f.is_ccs2, f.remote_ignition, f.main_battery_type
  from vehicles v join factory_vehicles f on f.vin = v.vin`;

export function listVehiclesOfAccount(db: Queryable, accountId: string) {
  return db.query<VehicleRecord>(`${SELECT_VEHICLE} where v.account_id = $1 order by v.enrolled_at, v.vin`, [
    accountId,
  ]);
}

/** The vehicle if it exists and belongs to the account; null otherwise (both answer 7202). */
export async function findVehicleOfAccount(db: Queryable, accountId: string, vehicleId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(vehicleId)) return null;
  const rows = await db.query<VehicleRecord>(`${SELECT_VEHICLE} where v.id = $1 and v.account_id = $2`, [
    vehicleId,
    accountId,
  ]);
  return rows[0] ?? null;
}

export async function insertVehicle(
  db: Queryable,
  vehicle: {
    vin: string;
    accountId: string;
    nickname: string;
    enrollmentStatus: number;
    subscriptionStatus: string;
    subscriptionEndDate: string;
    suspended: boolean;
    isDefault: boolean;
    odometer: number;
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into vehicles (id, vin, account_id, nickname, enrollment_status, subscription_status,
       subscription_end_date, suspended, is_default, odometer)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      vehicle.vin,
      vehicle.accountId,
      vehicle.nickname,
      vehicle.enrollmentStatus,
      vehicle.subscriptionStatus,
      vehicle.subscriptionEndDate,
      vehicle.suspended,
      vehicle.isDefault,
      vehicle.odometer,
    ],
  );
  return id;
}

export function listAllVehicles(db: Queryable, brand?: string) {
  return db.query<VehicleRecord & { email: string }>(
    `select x.*, a.email from (${SELECT_VEHICLE}) x join accounts a on a.id = x.account_id
      where $1::text is null or x.brand = $1 order by x.brand, a.email, x.vin`,
    [brand ?? null],
  );
}
