import { isUuidShaped } from "../db/uuid-shape.ts";
import { randomUUID } from "node:crypto";
import { PENDING_ENROLLMENT_STATUSES } from "@carport/domain";
import type { Queryable } from "../db/database.ts";

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
  /** The selling dealer, who books its service appointments; "" when none. */
  dealer_code: string;
  /**
   * Reached through its maker's cloud (modules/upstream), not the vehicle link. Never changes for a
   * vehicle row: a linked car is a vehicle of its own, deleted with its link.
   */
  upstream_linked: boolean;
}

export const SELECT_VEHICLE = `select v.*, f.brand, f.model_code, f.model_name, f.model_year, f.trim, f.exterior_color,
       f.fuel_kind_code, f.gen_type, f.is_ccs2, f.remote_ignition, f.main_battery_type, f.dealer_code,
       exists (select 1 from upstream_vehicles u where u.vehicle_id = v.id) as upstream_linked
  from vehicles v join factory_vehicles f on f.vin = v.vin`;

/** The account's own vehicles, proven or not (an unproven one is listed, never usable: see usableBy). */
export function listVehiclesOfAccount(db: Queryable, accountId: string) {
  return db.query<VehicleRecord>(`${SELECT_VEHICLE} where v.account_id = $1 order by v.enrolled_at, v.vin`, [accountId]);
}

/** The vehicle if it exists and belongs to the account; null otherwise (both answer 7202). */
export async function findVehicleOfAccount(db: Queryable, accountId: string, vehicleId: string) {
  if (!isUuidShaped(vehicleId)) return null;
  const rows = await db.query<VehicleRecord>(`${SELECT_VEHICLE} where v.id = $1 and v.account_id = $2`, [vehicleId, accountId]);
  return rows[0] ?? null;
}

/** Any enrolled vehicle by id, whoever's it is: only for checks that decide access themselves (an invitation). */
export async function findVehicleById(db: Queryable, vehicleId: string): Promise<VehicleRecord | null> {
  if (!isUuidShaped(vehicleId)) return null;
  const rows = await db.query<VehicleRecord>(`${SELECT_VEHICLE} where v.id = $1`, [vehicleId]);
  return rows[0] ?? null;
}

/** Vehicle ids are UUIDs; anything else names no vehicle (7202) and never reaches a uuid cast. */
export const isVehicleId = isUuidShaped;

/**
 * SQL condition on `v` (a vehicles row): the account whose id is the given parameter is its
 * primary driver, or a second driver with an active share (status 0) of it, and the enrollment
 * was proven (a car whose enrollment waits for proof of ownership, status 1, 2 or 3, gives nobody anything of it).
 * Every vehicle-scoped call goes through it, in the session's query (auth/sessions/token-repository.ts).
 */
export const usableBy = (
  accountParameter: string,
) => `(v.enrollment_status not in (${PENDING_ENROLLMENT_STATUSES.join(",")}) and (v.account_id = ${accountParameter} or exists (
        select 1 from second_drivers s where s.vehicle_id = v.id and s.status = '0' and s.secondary_account_id = ${accountParameter})))`;

/**
 * SQL: the ids of the account's own vehicles and of those an active share gives it, each set read
 * by its index. A query over an account's vehicles narrows `v` to them first: written as an OR of
 * the two, its condition read every vehicle of the site (145 ms at 100,000 vehicles, 0.2 ms so).
 */
export const idsOfVehiclesOfOrSharedWith = (
  accountParameter: string,
) => `(select o.id from vehicles o where o.account_id = ${accountParameter}
   union all
   select d.vehicle_id from second_drivers d where d.secondary_account_id = ${accountParameter} and d.status = '0')`;

/**
 * The vehicles an account may use, in one query: its own (by enrolment), then those its
 * second-driver shares currently give it (status 0, by acceptance). A vehicle has one open share at most.
 */
export function listUsableVehiclesOfAccount(db: Queryable, accountId: string) {
  return db.query<VehicleRecord>(
    `${SELECT_VEHICLE}
      left join second_drivers s on s.vehicle_id = v.id and s.status = '0' and s.secondary_account_id = $1 and v.account_id <> $1
      where v.id in ${idsOfVehiclesOfOrSharedWith("$1")} and (v.account_id = $1 or s.vehicle_id is not null)
      order by v.account_id <> $1, coalesce(s.responded_at, v.enrolled_at), v.vin`,
    [accountId],
  );
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
  // The vehicle list of the account it is enrolled to (the vehicles trigger tells every instance, migration 024).
  if (vehicle.accountId) db.announce(`a:${vehicle.accountId}`);
  return id;
}

export function listAllVehicles(db: Queryable, brand?: string) {
  return db.query<VehicleRecord & { email: string }>(
    `select x.*, a.email from (${SELECT_VEHICLE}) x join accounts a on a.id = x.account_id
      where $1::text is null or x.brand = $1 order by x.brand, a.email, x.vin`,
    [brand ?? null],
  );
}
