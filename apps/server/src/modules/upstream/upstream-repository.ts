import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";

/** A linked maker account; the sealed_* columns open only with the bridge's credential box. */
export interface UpstreamAccountRow {
  id: string;
  account_id: string;
  brand: "hacc" | "kci" | "gen";
  login_id: string;
  state: "code" | "linked";
  sealed_credentials: string;
  sealed_session: string | null;
  sealed_pin: string | null;
  last_error_code: string | null;
  failures: number;
  retry_at: Date | null;
  last_poll_at: Date | null;
  /** The last read of the account's cars that worked. */
  last_read_at: Date | null;
}

export interface UpstreamVehicleRow {
  vehicle_id: string;
  upstream_account_id: string;
  upstream_vehicle_id: string;
  last_fresh_at: Date | null;
  vin: string;
  nickname: string;
  /** The car's fuel kind in its factory record: G, E, P or F. */
  fuel_kind_code: string;
}

export async function findUpstreamAccount(db: Queryable, accountId: string, brand: string): Promise<UpstreamAccountRow | null> {
  const [row] = await db.query<UpstreamAccountRow>("select * from upstream_accounts where account_id = $1 and brand = $2", [
    accountId,
    brand,
  ]);
  return row ?? null;
}

export async function findUpstreamAccountById(db: Queryable, id: string): Promise<UpstreamAccountRow | null> {
  const [row] = await db.query<UpstreamAccountRow>("select * from upstream_accounts where id = $1", [id]);
  return row ?? null;
}

export function listUpstreamAccounts(db: Queryable, accountId: string) {
  return db.query<UpstreamAccountRow>("select * from upstream_accounts where account_id = $1 order by brand", [accountId]);
}

/** Starts (or starts over) the link of one brand: any earlier link of it is replaced, its vehicles kept. */
export async function upsertUpstreamAccount(
  db: Queryable,
  input: { accountId: string; brand: string; loginId: string; state: "code" | "linked"; sealedCredentials: string; sealedSession: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into upstream_accounts (id, account_id, brand, login_id, state, sealed_credentials, sealed_session)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (account_id, brand) do update set login_id = excluded.login_id, state = excluded.state,
       sealed_credentials = excluded.sealed_credentials, sealed_session = excluded.sealed_session,
       last_error_code = null, failures = 0, retry_at = null
     returning id`,
    [randomUUID(), input.accountId, input.brand, input.loginId, input.state, input.sealedCredentials, input.sealedSession],
  );
  return row!.id;
}

export async function setUpstreamSession(db: Queryable, id: string, state: "code" | "linked", sealedSession: string | null) {
  await db.query("update upstream_accounts set state = $2, sealed_session = $3 where id = $1", [id, state, sealedSession]);
}

/** A PIN given (or forgotten): the maker's refusal of the previous one (7834) is no longer the news. */
export async function setUpstreamPin(db: Queryable, id: string, sealedPin: string | null) {
  await db.query(
    `update upstream_accounts set sealed_pin = $2,
       last_error_code = case when last_error_code = '7834' then null else last_error_code end
     where id = $1`,
    [id, sealedPin],
  );
}

/** An exchange worked: no error, no back-off. */
export async function recordUpstreamSuccess(db: Queryable, id: string) {
  await db.query("update upstream_accounts set last_error_code = null, failures = 0, retry_at = null where id = $1", [id]);
}

/** An exchange failed: the owner's message code, and the next try after a back-off doubling per failure in a row. */
export async function recordUpstreamFailure(db: Queryable, id: string, code: string, firstRetrySeconds: number) {
  await db.query(
    `update upstream_accounts set last_error_code = $2, failures = failures + 1,
       retry_at = now() + make_interval(secs => least(3600, $3::double precision * power(2, failures)))
     where id = $1`,
    [id, code, firstRetrySeconds],
  );
}

/**
 * A poll of the maker went through: it ends a failure and its back-off, but not a refusal the
 * owner must act on (a wrong PIN, the day's limit): a status read says nothing of those.
 */
export async function recordUpstreamPollSuccess(db: Queryable, id: string) {
  await db.query(
    `update upstream_accounts set last_error_code = case when failures > 0 then null else last_error_code end,
       failures = 0, retry_at = null, last_read_at = now()
     where id = $1`,
    [id],
  );
}

/** A refusal of one request (a PIN, the daily limit): shown to the owner, no back-off (the maker answered). */
export async function recordUpstreamNotice(db: Queryable, id: string, code: string) {
  await db.query("update upstream_accounts set last_error_code = $2, failures = 0, retry_at = null where id = $1", [id, code]);
}

/** Linked accounts due for a poll of their vehicles' cached status, claimed (their poll time set now). */
export function claimAccountsDueForPoll(db: Queryable, intervalSeconds: number) {
  return db.query<UpstreamAccountRow>(
    `update upstream_accounts a set last_poll_at = now()
      where a.state = 'linked' and (a.retry_at is null or a.retry_at <= now())
        and (a.last_poll_at is null or a.last_poll_at <= now() - make_interval(secs => $1::double precision))
        and exists (select 1 from upstream_vehicles u where u.upstream_account_id = a.id)
      returning a.*`,
    [intervalSeconds],
  );
}

export function listUpstreamVehicles(db: Queryable, upstreamAccountId: string) {
  return db.query<UpstreamVehicleRow>(
    `select u.*, v.vin, v.nickname, f.fuel_kind_code from upstream_vehicles u join vehicles v on v.id = u.vehicle_id
        join factory_vehicles f on f.vin = v.vin
      where u.upstream_account_id = $1 order by v.enrolled_at, v.vin`,
    [upstreamAccountId],
  );
}

export async function findUpstreamVehicleByVin(db: Queryable, vin: string): Promise<UpstreamVehicleRow | null> {
  const [row] = await db.query<UpstreamVehicleRow>(
    `select u.*, v.vin, v.nickname, f.fuel_kind_code from upstream_vehicles u join vehicles v on v.id = u.vehicle_id
       join factory_vehicles f on f.vin = v.vin where v.vin = $1`,
    [vin],
  );
  return row ?? null;
}

export async function insertUpstreamVehicle(
  db: Queryable,
  input: { vehicleId: string; upstreamAccountId: string; upstreamVehicleId: string },
) {
  await db.query("insert into upstream_vehicles (vehicle_id, upstream_account_id, upstream_vehicle_id) values ($1, $2, $3)", [
    input.vehicleId,
    input.upstreamAccountId,
    input.upstreamVehicleId,
  ]);
}

/** Takes the vehicle's fresh-status budget if it allows one now (one caller wins). */
export async function takeFreshStatusTurn(db: Queryable, vehicleId: string, notBefore: Date): Promise<boolean> {
  const rows = await db.query(
    "update upstream_vehicles set last_fresh_at = now() where vehicle_id = $1 and (last_fresh_at is null or last_fresh_at <= $2) returning vehicle_id",
    [vehicleId, notBefore],
  );
  return rows.length > 0;
}
