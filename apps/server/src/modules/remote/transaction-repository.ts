import { isUuidShaped } from "../../db/uuid-shape.ts";
import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../../db/database.ts";
import { LIVE_CHANNEL } from "../../db/notification-channels.ts";
import type { CommandParams } from "@carport/telematics";
import { goodPAuth, type PAuthClaim } from "../../core/pin-authorizations.ts";

export interface TransactionRecord {
  id: string;
  vehicle_id: string;
  account_id: string;
  api_code: string;
  command: string;
  /** The parameters the car was sent (JSON). */
  params: CommandParams;
  state: "P" | "C";
  status_code: string | null;
  failure_reason: string | null;
  result: Record<string, unknown> | null;
  started_at: Date;
  ended_at: Date | null;
  deadline_at: Date;
}

/** True when the error is the "one pending command per vehicle" index refusing a second one. */
export function isPendingConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === "23505" && (e.constraint === "remote_transactions_one_pending" || /one_pending/.test(e.message ?? ""));
}

/**
 * Why a command was not recorded: its vehicle's commands of the day, its account's PIN locked since
 * its pAuth was issued, or a pAuth the statement could not take.
 */
export type PendingRefusal = "dailyLimit" | "pinLocked" | "pAuth";

const UNDER_DAILY_LIMIT = `(select count(*) from remote_transactions
   where vehicle_id = $2 and started_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') < $8`;

const RECORD_PENDING = `
  insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, deadline_at)
  select $1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7) where ${UNDER_DAILY_LIMIT}
  returning *`;

/** The same, taking a good pAuth ($9, $10) for this account ($3), whose PIN is not locked, and vehicle ($2). */
const RECORD_PENDING_TAKING_PAUTH = `
  with allowed as (
    select ${UNDER_DAILY_LIMIT} and not pin_locked as recordable, pin_locked from accounts where id = $3
  ), taken as (
    delete from pin_authorizations p using access_tokens t
     where ${goodPAuth({ pAuthHash: "$9", accountId: "$3", vehicleId: "$2", tokenHash: "$10" })}
       and (select recordable from allowed)
    returning p.pauth_hash
  ), recorded as (
    insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, deadline_at)
    select $1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7) where exists (select from taken)
    returning *
  )
  select recorded.*, allowed.recordable, allowed.pin_locked from allowed left join recorded on true`;

/**
 * Writes a pending command unless its vehicle already had `dailyLimit` commands today (UTC), and
 * takes the command's pAuth when it has one: one statement, so accepting a command costs one round
 * trip, and the pAuth is used up exactly when its command is recorded. A command already pending
 * for the vehicle fails on the one-pending index (isPendingConflict), the whole statement with it.
 */
export async function insertPendingTransaction(
  db: Queryable,
  t: {
    vehicleId: string;
    accountId: string;
    apiCode: string;
    command: string;
    params: unknown;
    deadlineSeconds: number;
    dailyLimit: number;
    pAuth?: PAuthClaim | undefined;
  },
): Promise<TransactionRecord | PendingRefusal> {
  const command = [randomUUID(), t.vehicleId, t.accountId, t.apiCode, t.command, JSON.stringify(t.params), t.deadlineSeconds, t.dailyLimit];
  if (!t.pAuth) {
    const [row] = await db.query<TransactionRecord>(RECORD_PENDING, command);
    return row ?? "dailyLimit";
  }
  if (t.pAuth.accountId !== t.accountId || t.pAuth.vehicleId !== t.vehicleId) return "pAuth";
  const [row] = await db.query<Partial<TransactionRecord> & { recordable: boolean; pin_locked: boolean }>(RECORD_PENDING_TAKING_PAUTH, [
    ...command,
    t.pAuth.pAuthHash,
    t.pAuth.tokenHash,
  ]);
  if (!row) return "pAuth"; // no such account
  const { recordable, pin_locked, ...recorded } = row;
  if (recorded.id) return recorded as TransactionRecord;
  return pin_locked ? "pinLocked" : recordable ? "pAuth" : "dailyLimit";
}

/**
 * Tells every instance's live streams that a command is pending, once its record has committed
 * (migration 027: no trigger announces it); its completion is announced by the database.
 */
export function announcePending(db: Pick<Database, "notify">, row: TransactionRecord): Promise<void> {
  return db.notify(LIVE_CHANNEL, `x:${row.account_id}:${row.id}:P`);
}

export async function findTransaction(db: Queryable, id: string): Promise<TransactionRecord | null> {
  if (!isUuidShaped(id)) return null;
  const [row] = await db.query<TransactionRecord>("select * from remote_transactions where id = $1", [id]);
  return row ?? null;
}

/**
 * A car speaks for itself only: true when the transaction exists and was sent to the car with this
 * VIN (the VIN of the topic its result arrived on).
 */
export async function isTransactionOfVin(db: Queryable, id: string, vin: string): Promise<boolean> {
  if (!isUuidShaped(id)) return false;
  const [row] = await db.query<{ vin: string }>(
    "select v.vin from remote_transactions t join vehicles v on v.id = t.vehicle_id where t.id = $1",
    [id],
  );
  return row?.vin === vin;
}

/** A car's answer to one of its transactions. */
export interface TransactionOutcome {
  id: string;
  vin: string;
  statusCode: string;
  failureReason: string | null;
  result: unknown;
}

/**
 * Completes the pending transactions named, each only by the car with its VIN, in one statement;
 * answers the rows completed (one already complete, another car's or unknown is left as it was).
 *
 * Each row is found by its primary key, and "pending" is written `state <> 'C'`: with `state = 'P'`
 * the planner may read the partial indexes of pending rows whole, trusting its last count of them
 * (nearly always none), so in a burst of 2,000 pending commands each batch of results scanned them
 * all: 30 ms a batch instead of 0.5, and the completions fell behind the commands.
 */
export async function completeTransactions(db: Queryable, outcomes: TransactionOutcome[]): Promise<TransactionRecord[]> {
  const named = outcomes.filter((o) => isUuidShaped(o.id));
  if (named.length === 0) return [];
  const rows = await db.query<TransactionRecord>(
    `update remote_transactions t set state = 'C', status_code = o.status_code, failure_reason = o.failure_reason, result = o.result,
            ended_at = now()
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) as o(id, vin, status_code, failure_reason, result)
      where t.id = o.id and t.state <> 'C' and t.vehicle_id = (select v.id from vehicles v where v.vin = o.vin)
      returning t.*`,
    [
      named.map((o) => o.id),
      named.map((o) => o.vin),
      named.map((o) => o.statusCode),
      named.map((o) => o.failureReason),
      named.map((o) => (o.result === null ? null : JSON.stringify(o.result))),
    ],
  );
  for (const row of rows) db.announce(`x:${row.account_id}:${row.id}:C`);
  return rows;
}

/** Fails every pending transaction past its deadline with 7703; answers the ones it failed. */
export async function failOverdueTransactions(db: Queryable, reason: string): Promise<TransactionRecord[]> {
  const rows = await db.query<TransactionRecord>(
    `update remote_transactions set state = 'C', status_code = '7703', failure_reason = $1, ended_at = now()
      where state = 'P' and deadline_at <= now() returning *`,
    [reason],
  );
  for (const row of rows) db.announce(`x:${row.account_id}:${row.id}:C`);
  return rows;
}
