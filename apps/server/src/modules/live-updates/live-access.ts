import { CALLS, type CallDefinition, type CallId, type VehicleStatus } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import { usableBy } from "../../core/vehicle-repository.ts";
import type { TransactionRecord } from "../remote/index.ts";

/*
 * BY_KEY: each of the hub's reads takes the keys heard together and finds each by its key (the
 * vehicle's part as a subquery, which the planner keeps per row). Written as joins, a batch of 40
 * was read with a hash join over every vehicle (the planner pricing 40 index lookups above one scan
 * of 10,000 rows held in memory): 8 to 10 ms a batch instead of a fraction of one.
 */

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
  return new Set(rows.filter((row) => mayRead(call, row)).map((row) => row.account_id));
}

const mayRead = (call: CallId, row: { is_primary: boolean }) =>
  row.is_primary || (CALLS[call] as CallDefinition).sharedDriver === "allowed";

/**
 * Each vehicle's last status, and which of its watchers may read it (accountsAllowed's rule for the
 * call), in one query for them all: a busy fleet saves a status with nearly every command.
 */
export async function statusesForWatchers(
  db: Queryable,
  watchers: ReadonlyArray<{ vehicleId: string; accountIds: string[] }>,
  call: CallId,
): Promise<Map<string, { status: VehicleStatus; allowed: Set<string> }>> {
  const pairs = watchers.flatMap(({ vehicleId, accountIds }) => accountIds.map((accountId) => [vehicleId, accountId] as const));
  const found = new Map<string, { status: VehicleStatus; allowed: Set<string> }>();
  if (pairs.length === 0) return found;
  // Each pair looked up by key (BY_KEY): is_primary is null when the account may not use the vehicle.
  const rows = await db.query<{ vehicle_id: string; account_id: string; is_primary: boolean | null; status: VehicleStatus | null }>(
    `select w.vehicle_id::text as vehicle_id, w.account_id::text as account_id,
            (select v.account_id = w.account_id from vehicles v where v.id = w.vehicle_id and ${usableBy("w.account_id")}) as is_primary,
            (select st.status from vehicle_status st where st.vehicle_id = w.vehicle_id) as status
       from unnest($1::uuid[], $2::uuid[]) as w (vehicle_id, account_id)`,
    [pairs.map(([vehicleId]) => vehicleId), pairs.map(([, accountId]) => accountId)],
  );
  for (const row of rows) {
    if (row.is_primary === null || row.status === null || !mayRead(call, { is_primary: row.is_primary })) continue;
    const entry = found.get(row.vehicle_id) ?? { status: row.status, allowed: new Set<string>() };
    entry.allowed.add(row.account_id);
    found.set(row.vehicle_id, entry);
  }
  return found;
}

/**
 * The transactions, each when its sender may still send its command to its vehicle (an ended share
 * takes that away, an unproven enrolment too), in one query for them all; by id.
 */
export async function transactionsForSenders(db: Queryable, transactionIds: readonly string[]): Promise<Map<string, TransactionRecord>> {
  // Each looked up by key (BY_KEY): is_primary is null when the sender may no longer use the vehicle.
  const rows = await db.query<TransactionRecord & { is_primary: boolean | null }>(
    `select t.*, (select v.account_id = t.account_id from vehicles v where v.id = t.vehicle_id and ${usableBy("t.account_id")}) as is_primary
       from remote_transactions t where t.id = any($1::uuid[])`,
    [transactionIds],
  );
  const found = new Map<string, TransactionRecord>();
  for (const { is_primary, ...transaction } of rows)
    if (is_primary !== null && mayRead(transaction.api_code as CallId, { is_primary })) found.set(transaction.id, transaction);
  return found;
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
