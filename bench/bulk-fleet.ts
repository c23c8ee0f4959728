import { initialVehicleStatus } from "@carport/telematics";
import type { Queryable } from "../apps/server/src/db/database.ts";
import { hashSecret, tokenHash } from "../apps/server/src/modules/auth/secret-hashing.ts";

/**
 * Owners and enrolled vehicles for load runs, in a few set-based statements instead of one
 * transaction per vehicle (10,000 vehicles in seconds). Every owner shares one argon2 hash of the
 * password and one of the PIN (each keeps its salt, so verifying works as for any account): hashing
 * thousands of secrets would take minutes and is not what a run measures.
 */
export interface BulkFleet {
  owners: number;
  vehiclesPerOwner: number;
  /** Emails are `${emailPrefix}${i}@bench.test`, i from 0. */
  emailPrefix: string;
  /** VINs are this 8-character prefix and 9 digits. */
  vinPrefix: string;
  password: string;
  pin: string;
}

export const ownerEmail = (fleet: BulkFleet, i: number) => `${fleet.emailPrefix}${i}@bench.test`;
export const fleetVin = (fleet: BulkFleet, i: number) => `${fleet.vinPrefix}${String(i).padStart(9, "0")}`;

export async function insertBulkFleet(db: Queryable, fleet: BulkFleet): Promise<void> {
  const [passwordHash, pinHash] = await Promise.all([hashSecret(fleet.password), hashSecret(fleet.pin)]);
  const vehicles = fleet.owners * fleet.vehiclesPerOwner;
  await db.query(
    `insert into accounts (id, brand, email, password_hash, pin_hash, first_name, last_name, notification_email, postal_code, email_confirmed_at)
     select gen_random_uuid(), 'hacc', $1 || i || '@bench.test', $2, $3, 'Bench', 'Owner' || i, $1 || i || '@bench.test', 'M5V 2T6', now()
       from generate_series(0, $4::int - 1) i`,
    [fleet.emailPrefix, passwordHash, pinHash, fleet.owners],
  );
  // The owners have accepted the current terms, or the terms gate (7030) would refuse their commands.
  await db.query(
    `insert into terms_acceptances (account_id, version, policy_confirm)
     select a.id, (select version from terms where brand = 'hacc' order by tnc_date desc, version desc limit 1), true
       from accounts a where a.brand = 'hacc' and a.email like $1 || '%@bench.test'`,
    [fleet.emailPrefix],
  );
  await db.query(
    `insert into factory_vehicles (vin, brand, model_code, model_name, model_year, trim, exterior_color,
       fuel_kind_code, gen_type, is_ccs2, remote_ignition, main_battery_type, owner_first_name,
       owner_last_name, owner_postal_code, dealer_token, dealer_code)
     select $1 || lpad(i::text, 9, '0'), 'hacc', 'BNC', 'Bench', '2025', '', '', 'G', '2', false, true, '',
            'Bench', 'Owner', 'M5V 2T6', '', ''
       from generate_series(0, $2::int - 1) i`,
    [fleet.vinPrefix, vehicles],
  );
  await db.query(
    `insert into vehicles (id, vin, account_id, nickname, enrollment_status, subscription_status,
       subscription_end_date, suspended, is_default, odometer)
     select gen_random_uuid(), $1 || lpad(i::text, 9, '0'), a.id, 'Bench ' || i, 4, 'A', '20291231', false, false, 0
       from generate_series(0, $2::int - 1) i
       join accounts a on a.brand = 'hacc' and a.email = $3 || (i / $4::int) || '@bench.test'`,
    [fleet.vinPrefix, vehicles, fleet.emailPrefix, fleet.vehiclesPerOwner],
  );
  const now = new Date();
  const status = initialVehicleStatus({ fuelKindCode: "G", rangeAtFull: 0 }, now);
  await db.query(
    `insert into vehicle_status (vehicle_id, status, reported_at)
     select v.id, $2::jsonb, $3 from vehicles v where v.vin like $1 || '%'`,
    [fleet.vinPrefix, JSON.stringify(status), now],
  );
}

/**
 * A pAuth for every bench vehicle, as vrfypin would issue after the right PIN, valid an hour:
 * `pAuthOf(vin)`. Saves one argon2 verify per vehicle before a command run (sign-in figures
 * measure argon2 already).
 */
export async function grantPinAuthorizations(db: Queryable, fleet: BulkFleet): Promise<void> {
  const rows = await db.query<{ vin: string; id: string; account_id: string }>(
    "select vin, id, account_id from vehicles where vin like $1 || '%'",
    [fleet.vinPrefix],
  );
  for (let start = 0; start < rows.length; start += 1000) {
    const slice = rows.slice(start, start + 1000);
    await db.query(
      `insert into pin_authorizations (pauth_hash, account_id, vehicle_id, expires_at)
       select h, a::uuid, v::uuid, now() + interval '1 hour' from unnest($1::text[], $2::text[], $3::text[]) as t(h, a, v)`,
      [slice.map((r) => tokenHash(pAuthOf(r.vin))), slice.map((r) => r.account_id), slice.map((r) => r.id)],
    );
  }
}

/** The pAuth grantPinAuthorizations gave a vehicle. */
export const pAuthOf = (vin: string) => `bench-pauth-${vin}`;
