import type { Queryable } from "../../db/database.ts";

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

/** Slides the expiry forward on use. */
export async function touchToken(db: Queryable, tokenHash: string, ttlSeconds: number): Promise<void> {
  await db.query(
    `update access_tokens set last_used_at = now(), expires_at = now() + make_interval(secs => $2)
      where token_hash = $1 and revoked_at is null`,
    [tokenHash, ttlSeconds],
  );
}

export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query("update access_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null", [
    tokenHash,
  ]);
}

/** Revokes every live token of an account ("log out everywhere", password reset); answers how many. */
export async function revokeTokensOfAccount(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query(
    "update access_tokens set revoked_at = now() where account_id = $1 and revoked_at is null returning token_hash",
    [accountId],
  );
  return rows.length;
}
