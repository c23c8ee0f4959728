import { CALLS, type CallDefinition, type CallId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import { usableBy } from "../../core/vehicle-repository.ts";

/**
 * Of these accounts, those that may read what the call reads about the vehicle: the primary
 * driver, and a second driver with an active share when the call is in the share scope (the
 * session hook's rule, so a stream never shows what the API would refuse).
 */
export async function accountsAllowed(db: Queryable, vehicleId: string, accountIds: string[], call: CallId): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db.query<{ account_id: string; is_primary: boolean }>(
    `select a.id::text as account_id, v.account_id = a.id as is_primary
       from vehicles v cross join unnest($2::uuid[]) as a (id)
      where v.id = $1 and ${usableBy("a.id")}`,
    [vehicleId, accountIds],
  );
  const shared = (CALLS[call] as CallDefinition).sharedDriver === "allowed";
  return new Set(rows.filter((row) => row.is_primary || shared).map((row) => row.account_id));
}

/** The vehicle id of each VIN (presence is reported by VIN). */
export async function vehicleIdOfVin(db: Queryable, vin: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>("select id::text as id from vehicles where vin = $1", [vin]);
  return row?.id ?? null;
}

/**
 * The vehicles each of these accounts owns or has an active share of: a superset of what their
 * streams may see (the exact check is accountsAllowed), so that a change of any other vehicle of
 * the fleet costs no query at all.
 */
export async function vehiclesOfAccounts(db: Queryable, accountIds: string[]): Promise<Map<string, Set<string>>> {
  const watched = new Map(accountIds.map((id) => [id, new Set<string>()]));
  if (accountIds.length === 0) return watched;
  const rows = await db.query<{ account_id: string; vehicle_id: string }>(
    `select account_id::text as account_id, id::text as vehicle_id from vehicles where account_id = any($1::uuid[])
     union select secondary_account_id::text, vehicle_id::text from second_drivers where status = '0' and secondary_account_id = any($1::uuid[])`,
    [accountIds],
  );
  for (const row of rows) watched.get(row.account_id)?.add(row.vehicle_id);
  return watched;
}
