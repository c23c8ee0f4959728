import { createHmac, timingSafeEqual } from "node:crypto";

/** What every signed token says: its id, its kind (so one kind is never taken for another) and expiry. */
export interface SignedClaims {
  jti: string;
  kind: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** What a dealer hand-off token says: which row it is, its kind, vehicle, dealer and expiry. */
export interface TokenClaims extends SignedClaims {
  kind: "sso" | "booking";
  vid: string;
  dlr: string;
}
const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** `<payload>.<HMAC-SHA256 of the payload>`, both base64url: readable, not forgeable without the key. */
export function signToken<Claims extends SignedClaims>(secret: string, claims: Claims): string {
  const payload = base64url(JSON.stringify(claims));
  return `${payload}.${signature(secret, payload)}`;
}

/** The signature part of a token (answered as `signature` by gthaeatkn). */
export function signatureOf(token: string): string {
  return token.split(".")[1] ?? "";
}

/**
 * The claims of a token signed with this key, of this kind and not expired at `now`; null for
 * anything else (bad shape, bad signature, other kind, expired). What else it must say is the
 * caller's to check.
 */
export function readSignedClaims(
  secret: string,
  token: string,
  kind: string,
  now: Date = new Date(),
): (SignedClaims & Record<string, unknown>) | null {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== "object" || claims.kind !== kind || typeof claims.jti !== "string") return null;
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now.getTime()) return null;
  return claims as SignedClaims & Record<string, unknown>;
}

/**
 * The claims of a dealer hand-off token signed with this key, of this kind and not expired at
 * `now`; null for anything else. Whether it was used is the database's to say.
 */
export function readToken(secret: string, token: string, kind: TokenClaims["kind"], now: Date = new Date()): TokenClaims | null {
  const claims = readSignedClaims(secret, token, kind, now);
  if (!claims || typeof claims.vid !== "string" || typeof claims.dlr !== "string") return null;
  return claims as unknown as TokenClaims;
}
