import type { VehicleStatus } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import { idsOfVehiclesOfOrSharedWith, SELECT_VEHICLE, usableBy, type VehicleRecord } from "../../core/vehicle-repository.ts";

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

/** A token with the vehicles its account may use, by id. */
export interface TokenWithVehicles {
  token: TokenRecord;
  vehicles: ReadonlyMap<string, VehicleRecord>;
}

type TokenVehicleRow = Partial<VehicleRecord> & {
  token_account_id: string;
  token_expires_at: Date;
  token_last_used_at: Date;
  token_revoked_at: Date | null;
  account_brand: string;
  account_status: string;
  /** Only when the statuses were asked for. */
  last_status?: VehicleStatus | null;
};

const TOKEN_WITH_VEHICLES = `select t.account_id as token_account_id, t.expires_at as token_expires_at,
            t.last_used_at as token_last_used_at, t.revoked_at as token_revoked_at, a.brand as account_brand,
            a.status as account_status, x.*`;
const TOKEN_AND_VEHICLES_FROM = `from access_tokens t join accounts a on a.id = t.account_id
       left join lateral (${SELECT_VEHICLE}
          where v.id in ${idsOfVehiclesOfOrSharedWith("t.account_id")} and ${usableBy("t.account_id")}) x on true`;

/**
 * The token and every vehicle its account may use (as primary driver or by an active share), with
 * their last statuses when `withStatus`, in one round trip: a signed-in client's calls name one car
 * after another, and each would otherwise check the session again. The statuses are kept apart
 * from the session check (core/last-statuses.ts): a car reports one after every command.
 */
export async function findTokenWithVehicles(
  db: Queryable,
  tokenHash: string,
  { withStatus }: { withStatus: boolean },
): Promise<(TokenWithVehicles & { statuses: ReadonlyMap<string, VehicleStatus | null> }) | null> {
  const rows = await db.query<TokenVehicleRow>(
    withStatus
      ? `${TOKEN_WITH_VEHICLES}, vs.status as last_status ${TOKEN_AND_VEHICLES_FROM}
       left join vehicle_status vs on vs.vehicle_id = x.id where t.token_hash = $1`
      : `${TOKEN_WITH_VEHICLES} ${TOKEN_AND_VEHICLES_FROM} where t.token_hash = $1`,
    [tokenHash],
  );
  const first = rows[0];
  if (!first) return null;
  const vehicles = new Map<string, VehicleRecord>();
  const statuses = new Map<string, VehicleStatus | null>();
  for (const row of rows) {
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
    if (!vehicle.id) continue;
    vehicles.set(vehicle.id, vehicle as VehicleRecord);
    if (withStatus) statuses.set(vehicle.id, last_status ?? null);
  }
  return {
    token: {
      account_id: first.token_account_id,
      expires_at: first.token_expires_at,
      last_used_at: first.token_last_used_at,
      revoked_at: first.token_revoked_at,
      brand: first.account_brand,
      account_status: first.account_status,
    },
    vehicles,
    statuses,
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
}

/** Revokes every live token of an account ("log out everywhere", password reset); answers how many. */
export async function revokeTokensOfAccount(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query(
    "update access_tokens set revoked_at = now() where account_id = $1 and revoked_at is null returning token_hash",
    [accountId],
  );
  return rows.length;
}
