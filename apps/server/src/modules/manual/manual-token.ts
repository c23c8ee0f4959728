import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { readSignedClaims, signToken, type SignedClaims } from "../appointment/index.ts";

/** What an owner's-manual token says: the vehicle and account it opens the manual for, and its language. */
export interface ManualClaims extends SignedClaims {
  kind: "manual";
  vid: string;
  /** The account's id (never its e-mail: the claims are readable by whoever holds the link). */
  usr: string;
  lng: 0 | 1;
}

/** A manual token: signed like the dealer hand-off's (same HMAC, its own kind), valid `ttlSeconds`. */
export function issueManualToken(secret: string, ttlSeconds: number, claims: Pick<ManualClaims, "vid" | "usr" | "lng">): string {
  return signToken(secret, { jti: randomUUID(), kind: "manual", exp: Math.floor(Date.now() / 1000) + ttlSeconds, ...claims });
}

/** The claims of a manual token that is signed with this key and not expired; null otherwise. */
export function readManualToken(secret: string, token: string, now: Date = new Date()): ManualClaims | null {
  const claims = readSignedClaims(secret, token, "manual", now);
  if (!claims || typeof claims.vid !== "string" || typeof claims.usr !== "string" || (claims.lng !== 0 && claims.lng !== 1)) return null;
  return claims as unknown as ManualClaims;
}

/**
 * Uses a manual token up: true the first time its id is seen, false after (a token copied from a
 * link, a log or a browser history opens nothing). Spent ids past their expiry are dropped.
 */
export async function spendManualToken(db: Queryable, claims: ManualClaims): Promise<boolean> {
  await db.query("delete from used_manual_tokens where expires_at < now() - interval '1 minute'");
  const rows = await db.query<{ jti: string }>(
    "insert into used_manual_tokens (jti, expires_at) values ($1, to_timestamp($2::double precision)) on conflict (jti) do nothing returning jti",
    [claims.jti, claims.exp],
  );
  return rows.length === 1;
}
