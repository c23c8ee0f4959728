import type { VehicleStatus } from "@carport/protocol";
import type { Queryable } from "../../../db/database.ts";
import { idsOfVehiclesOfOrSharedWith, SELECT_VEHICLE, usableBy, type VehicleRecord } from "../../../core/vehicle-repository.ts";

export interface TokenRecord {
  account_id: string;
  expires_at: Date;
  last_used_at: Date;
  revoked_at: Date | null;
  /** Of the token's account: checked on every call, so read in the same query. */
  brand: string;
  account_status: string;
}

export async function insertToken(
  db: Queryable,
  token: { tokenHash: string; refreshHash: string; accountId: string; ttlSeconds: number; clientIp: string },
): Promise<void> {
  await db.query(
    `insert into access_tokens (token_hash, refresh_hash, account_id, expires_at, client_ip)
     values ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
    [token.tokenHash, token.refreshHash, token.accountId, token.ttlSeconds, token.clientIp],
  );
}

export async function findToken(db: Queryable, tokenHash: string): Promise<TokenRecord | null> {
  const rows = await db.query<TokenRecord>(
    `select t.account_id, t.expires_at, t.last_used_at, t.revoked_at, a.brand, a.status as account_status
       from access_tokens t join accounts a on a.id = t.account_id where t.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Several tokens by hash, in one query: those found, by hash. */
export async function findTokens(db: Queryable, tokenHashes: string[]): Promise<Map<string, TokenRecord>> {
  const rows = await db.query<TokenRecord & { token_hash: string }>(
    `select t.token_hash, t.account_id, t.expires_at, t.last_used_at, t.revoked_at, a.brand, a.status as account_status
       from access_tokens t join accounts a on a.id = t.account_id where t.token_hash = any($1::text[])`,
    [tokenHashes],
  );
  return new Map(rows.map(({ token_hash, ...token }) => [token_hash, token]));
}

/** A token with, when asked, the vehicle its account may use. */
export interface TokenWithVehicle {
  token: TokenRecord;
  /** Null when no vehicle was asked for, or the account may not use it. */
  vehicle: VehicleRecord | null;
}

type TokenVehicleRow = Partial<VehicleRecord> & {
  token_account_id: string;
  token_expires_at: Date;
  token_last_used_at: Date;
  token_revoked_at: Date | null;
  account_brand: string;
  account_status: string;
  /** Only when the status was asked for. */
  last_status?: VehicleStatus | null;
};

/** Vehicles read with a token at most: those of an account with more are each read with their own check. */
const MOST_VEHICLES_READ_TOGETHER = 20;

/** A token's check for a vehicle, with what the same query read besides. */
export interface TokenWithVehicles extends TokenWithVehicle {
  /** The vehicle's last status, when asked for and the vehicle is usable. */
  status: VehicleStatus | null;
  /** The account's other usable vehicles (up to 19): each is the check of that vehicle with this token. */
  others: VehicleRecord[];
}

/**
 * The token, the vehicle asked for when its account may use it (primary driver, or an active share)
 * and, when `withStatus`, its last status, in one round trip: every vehicle-scoped call needs the
 * first two, and the reads of the status would read it next. The account's other usable vehicles
 * come in the same query: a client reads and commands an owner's cars one after another, each
 * needing its own check. The status is kept apart from the session check (core/last-statuses.ts):
 * a car reports it after every command.
 */
export async function findTokenWithVehicles(
  db: Queryable,
  tokenHash: string,
  vehicleId: string,
  { withStatus }: { withStatus: boolean },
): Promise<TokenWithVehicles | null> {
  const rows = await db.query<TokenVehicleRow>(
    `select t.account_id as token_account_id, t.expires_at as token_expires_at, t.last_used_at as token_last_used_at,
            t.revoked_at as token_revoked_at, a.brand as account_brand, a.status as account_status, x.*
            ${withStatus ? ", vs.status as last_status" : ""}
       from access_tokens t join accounts a on a.id = t.account_id
       left join lateral (${SELECT_VEHICLE}
         where v.id in ${idsOfVehiclesOfOrSharedWith("t.account_id")} and ${usableBy("t.account_id")}
         order by v.id = $2::uuid desc limit ${MOST_VEHICLES_READ_TOGETHER}) x on true
       ${withStatus ? "left join vehicle_status vs on vs.vehicle_id = x.id and x.id = $2::uuid" : ""}
      where t.token_hash = $1`,
    [tokenHash, vehicleId],
  );
  if (rows.length === 0) return null;
  const read = rows.map(fromRow);
  const asked = read.find(({ vehicle }) => vehicle?.id === vehicleId);
  return {
    token: read[0]!.token,
    vehicle: asked?.vehicle ?? null,
    status: asked?.status ?? null,
    others: read.flatMap(({ vehicle }) => (vehicle && vehicle.id !== vehicleId ? [vehicle] : [])),
  };
}

function fromRow(row: TokenVehicleRow): TokenWithVehicle & { status: VehicleStatus | null } {
  const {
    token_account_id,
    token_expires_at,
    token_last_used_at,
    token_revoked_at,
    account_brand,
    account_status,
    last_status,
    ...vehicle
  } = row;
  return {
    token: {
      account_id: token_account_id,
      expires_at: token_expires_at,
      last_used_at: token_last_used_at,
      revoked_at: token_revoked_at,
      brand: account_brand,
      account_status,
    },
    vehicle: vehicle.id ? (vehicle as VehicleRecord) : null,
    status: vehicle.id ? (last_status ?? null) : null,
  };
}

/** Slides the expiry forward on use. */
export async function touchToken(db: Queryable, tokenHash: string, ttlSeconds: number): Promise<void> {
  await db.query(
    `update access_tokens set last_used_at = now(), expires_at = now() + make_interval(secs => $2)
      where token_hash = $1 and revoked_at is null`,
    [tokenHash, ttlSeconds],
  );
  // This instance's kept checks of the token hold the old times: dropped, they are read again with the
  // new ones. Other instances' copies run out within the cache's 30-second bound.
  db.announce(`t:${tokenHash}`);
}

export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query("update access_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null", [tokenHash]);
  db.announce(`t:${tokenHash}`);
}

/** Revokes every live token of an account ("log out everywhere", password reset); answers how many. */
export async function revokeTokensOfAccount(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query(
    "update access_tokens set revoked_at = now() where account_id = $1 and revoked_at is null returning token_hash",
    [accountId],
  );
  for (const row of rows) db.announce(`t:${row.token_hash}`);
  return rows.length;
}
