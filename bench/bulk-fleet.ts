import { randomUUID } from "node:crypto";
import { initialVehicleStatus } from "@carport/telematics";
import type { Queryable } from "../apps/server/src/db/database.ts";
import { hashSecret, tokenHash } from "../apps/server/src/core/secret-hashing.ts";
import { hashPin } from "../apps/server/src/core/pin-verifiers.ts";
import { pAuthSigner } from "../apps/server/src/core/pin-authorizations.ts";
import { serverKey } from "../apps/server/src/core/server-keys.ts";
import { PAUTH_KEY_NAME } from "../apps/server/src/modules/auth/pin/pin-service.ts";

/** How long the bench's pAuths last: the server's default. */
const PAUTH_TTL_SECONDS = 300;

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
  const [passwordHash, pinHash] = [await hashSecret(fleet.password), hashPin(fleet.pin)];
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
 * The fleet's past, as a site that has run for a while holds it: one finished command a day per
 * vehicle for `days` days, with its inbox message, then the tables analysed. A fresh database's
 * empty tables gave the planner a size it kept while a run wrote thousands of commands in seconds
 * (autovacuum analyses them a minute later at the earliest): its cached plans then read whole
 * tables for each car's answer, as no site of that size would.
 */
export async function insertCommandHistory(db: Queryable, fleet: BulkFleet, days: number): Promise<void> {
  await db.query(
    `with past as (
       insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, state, status_code,
         started_at, ended_at, deadline_at)
       select gen_random_uuid(), v.id, v.account_id, 'drlck', 'doorLock', '{}', 'C', '0000',
              now() - make_interval(days => d.day), now() - make_interval(days => d.day) + interval '2 seconds',
              now() - make_interval(days => d.day) + interval '30 seconds'
         from vehicles v cross join generate_series(1, $2::int) d(day)
        where v.vin like $1 || '%'
       returning id, vehicle_id, account_id, ended_at)
     insert into inbox_messages (account_id, vehicle_id, message_key, detail, transaction_id, status, created_at)
     select account_id, vehicle_id, 'COMMAND_SUCCESS', '', id, 'R', ended_at from past`,
    [fleet.vinPrefix, days],
  );
  await db.query("analyze");
}

/**
 * pAuths for one command each, signed as vrfypin signs them after the right PIN (the server's key,
 * bound to the session's token, the account and the car), without vrfypin's read of the account and
 * its argon2 verify (the sign-in figures measure argon2 already). The cars' accounts and their pAuth
 * generations are read once, here.
 */
export async function pAuthIssuer(db: Queryable): Promise<(accessToken: string, vehicleId: string) => string> {
  const signer = pAuthSigner(await serverKey(db, PAUTH_KEY_NAME));
  const holders = new Map(
    (
      await db.query<{ id: string; account_id: string; pauth_generation: number }>(
        "select v.id, v.account_id, a.pauth_generation from vehicles v join accounts a on a.id = v.account_id",
      )
    ).map((row) => [row.id, row]),
  );
  return (accessToken, vehicleId) => {
    const car = holders.get(vehicleId);
    if (!car) throw new Error(`no such car: ${vehicleId}`);
    const holder = { accountId: car.account_id, vehicleId, tokenHash: tokenHash(accessToken) };
    return signer.issue(holder, car.pauth_generation, PAUTH_TTL_SECONDS);
  };
}

/**
 * A signed-in session for every owner of the fleet, inserted as a sign-in would leave it (the
 * sign-in figures measure the argon2 verify a real one costs): owner i's token is answer[i].
 */
export async function issueAccessTokens(db: Queryable, fleet: BulkFleet): Promise<string[]> {
  const tokens = Array.from({ length: fleet.owners }, () => `bench-token-${randomUUID()}`);
  await db.query(
    `insert into access_tokens (token_hash, refresh_hash, account_id, expires_at)
     select t.hash, 'bench-refresh-' || t.hash, a.id, now() + interval '1 day'
       from unnest($1::text[]) with ordinality as t(hash, i)
       join accounts a on a.brand = 'hacc' and a.email = $2 || (t.i - 1) || '@bench.test'`,
    [tokens.map(tokenHash), fleet.emailPrefix],
  );
  return tokens;
}
