import { randomUUID } from "node:crypto";
import { readSignedClaims, signToken, type SignedClaims } from "../appointment/signed-token.ts";

/** What an owner's-manual token says: the vehicle and account it opens the manual for, and its language. */
export interface ManualClaims extends SignedClaims {
  kind: "manual";
  vid: string;
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
