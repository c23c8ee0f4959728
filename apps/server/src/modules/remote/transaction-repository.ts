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
 * Why a command was not recorded: another command already pending for its vehicle, its vehicle's
 * commands of the day, its account's PIN locked since its pAuth was issued, or a pAuth the
 * statement could not take.
 */
export type PendingRefusal = "pending" | "dailyLimit" | "pinLocked" | "pAuth";

/** A command to record as pending, with the pAuth it takes when it needs one. */
export interface PendingCommand {
  vehicleId: string;
  accountId: string;
  apiCode: string;
  command: string;
  params: unknown;
  pAuth?: PAuthClaim | undefined;
}

/*
 * The commands are of different vehicles. Each is checked against what the statement's snapshot
 * shows: under the day's limit, with a pAuth the PIN not locked and the pAuth good, and no command
 * pending for its vehicle; only then is its row written, keeping its pAuth's hash, which uses the
 * pAuth up. A pending row another connection is writing at that moment is not in the snapshot: the
 * insert then fails on the one-pending index, the whole statement with it (isPendingConflict); a
 * command another connection is recording with the same pAuth at that moment is not written.
 */
const RECORD_PENDING = `
  with command as (
    select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::jsonb[], $7::text[], $8::text[], $9::int[], $10::timestamptz[])
      with ordinality as c (id, vehicle_id, account_id, api_code, command, params, pauth_hash, token_hash, pauth_generation, pauth_expires_at, n)
  ), checked as (
    select c.*, c.pauth_hash is not null and a.pin_locked as pin_locked,
           (select count(*) from remote_transactions r
             where r.vehicle_id = c.vehicle_id
               and r.started_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') < $12 as under_limit,
           exists (select from remote_transactions r where r.vehicle_id = c.vehicle_id and r.state = 'P') as pending,
           c.pauth_hash is null
             or (${goodPAuth({ pAuthHash: "c.pauth_hash", generation: "c.pauth_generation", expiresAt: "c.pauth_expires_at", tokenHash: "c.token_hash" })}) as pauth_good
      from command c join accounts a on a.id = c.account_id
  ), recorded as (
    insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, deadline_at, pauth_hash)
    select c.id, c.vehicle_id, c.account_id, c.api_code, c.command, c.params, now() + make_interval(secs => $11), c.pauth_hash
      from checked c
     where c.under_limit and not c.pin_locked and not c.pending and c.pauth_good
    on conflict (pauth_hash) where pauth_hash is not null do nothing
    returning *
  )
  select k.under_limit, k.pin_locked, k.pending, r.*
    from command c left join checked k on k.n = c.n left join recorded r on r.id = c.id
   order by c.n`;

type Limits = { deadlineSeconds: number; dailyLimit: number };

/**
 * Writes commands as pending in one statement, so a burst of them costs one round trip: answers,
 * for each, its row or why it was refused, in the order the service answers refusals (a locked
 * PIN, the day's limit, a command pending). A refused command keeps its pAuth; a pAuth is used up
 * exactly when its command is recorded. A vehicle's second command in the list is recorded after
 * its first, in a statement of its own. A command being recorded for the same vehicle on another
 * connection at that moment fails the statement on the one-pending index (isPendingConflict).
 */
export async function recordPendingTransactions(
  db: Queryable,
  commands: PendingCommand[],
  limits: Limits,
): Promise<Array<TransactionRecord | PendingRefusal>> {
  const answers: Array<TransactionRecord | PendingRefusal> = [];
  let left: number[] = [];
  commands.forEach(({ pAuth, accountId, vehicleId }, i) => {
    // A pAuth issued for another account or vehicle is never taken.
    if (pAuth && (pAuth.accountId !== accountId || pAuth.vehicleId !== vehicleId)) answers[i] = "pAuth";
    else left.push(i);
  });
  while (left.length > 0) {
    const vehicles = new Set<string>();
    const round = left.filter((i) => !vehicles.has(commands[i]!.vehicleId) && vehicles.add(commands[i]!.vehicleId));
    left = left.filter((i) => !round.includes(i));
    const recorded = await recordOfDifferentVehicles(
      db,
      round.map((i) => commands[i]!),
      limits,
    );
    round.forEach((i, k) => (answers[i] = recorded[k]!));
  }
  return answers;
}

async function recordOfDifferentVehicles(
  db: Queryable,
  commands: PendingCommand[],
  limits: Limits,
): Promise<Array<TransactionRecord | PendingRefusal>> {
  const rows = await db.query<
    Partial<TransactionRecord> & { under_limit: boolean | null; pin_locked: boolean | null; pending: boolean | null }
  >(RECORD_PENDING, [
    commands.map(() => randomUUID()),
    commands.map((c) => c.vehicleId),
    commands.map((c) => c.accountId),
    commands.map((c) => c.apiCode),
    commands.map((c) => c.command),
    commands.map((c) => JSON.stringify(c.params)),
    commands.map((c) => c.pAuth?.pAuthHash ?? null),
    commands.map((c) => c.pAuth?.tokenHash ?? null),
    commands.map((c) => c.pAuth?.generation ?? null),
    commands.map((c) => c.pAuth?.expiresAt ?? null),
    limits.deadlineSeconds,
    limits.dailyLimit,
  ]);
  return rows.map(({ under_limit, pin_locked, pending, ...recorded }) => {
    if (recorded.id) return recorded as TransactionRecord;
    if (under_limit === null) return "pAuth"; // no such account
    if (pin_locked) return "pinLocked";
    if (!under_limit) return "dailyLimit";
    if (pending) return "pending";
    return "pAuth";
  });
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

/**
 * Claims the pending transactions of vehicle-link cars that have had no result for `silentSeconds`
 * (since they were sent, or last sent again) and are not within `marginSeconds` of their deadline:
 * each is claimed by one instance's sweep, once a period. A maker's linked car is never claimed:
 * its maker would run the command again.
 */
export async function claimUnansweredTransactions(
  db: Queryable,
  { silentSeconds, marginSeconds }: { silentSeconds: number; marginSeconds: number },
): Promise<TransactionRecord[]> {
  return db.query<TransactionRecord>(
    `update remote_transactions t set resent_at = now()
      where t.state = 'P' and t.deadline_at > now() + make_interval(secs => $2)
        and coalesce(t.resent_at, t.started_at) <= now() - make_interval(secs => $1)
        and not exists (select from upstream_vehicles u where u.vehicle_id = t.vehicle_id)
      returning t.*`,
    [silentSeconds, marginSeconds],
  );
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
