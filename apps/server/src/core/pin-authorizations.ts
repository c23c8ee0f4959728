import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { tokenHash } from "./secret-hashing.ts";

/** Whom a pAuth serves: the session that asked for it (its account, its access token's hash) and one vehicle. */
export interface PAuthHolder {
  accountId: string;
  vehicleId: string;
  /** Hash of the access token of the session the pAuth was asked in, and is used in. */
  tokenHash: string;
}

/** A command's pAuth as read against the session presenting it, for the statement that records the command. */
export interface PAuthClaim extends PAuthHolder {
  /** Its SHA-256: what the command's row keeps, so that it serves one command. */
  pAuthHash: string;
  /** The account's pAuth generation it was signed in; -1 when it is not a pAuth signed for this holder. */
  generation: number;
  expiresAt: Date;
}

const FORMAT = "p1";

/**
 * pAuths signed with the site's key rather than stored: vrfypin writes nothing, and a command's
 * check reads only what it reads anyway. A pAuth names its expiry, the account's pAuth generation
 * (raised by a password or PIN change, which ends every pAuth signed before) and a random nonce;
 * its signature covers those and its holder, so it is good for that session, account and vehicle
 * only. Being used up is the command's row keeping its hash (goodPAuth).
 */
export function pAuthSigner(key: Buffer) {
  const signature = (holder: PAuthHolder, expires: string, generation: string, nonce: string) =>
    createHmac("sha256", key)
      .update([FORMAT, holder.accountId, holder.vehicleId, holder.tokenHash, expires, generation, nonce].join("|"))
      .digest();
  return {
    issue(holder: PAuthHolder, generation: number, ttlSeconds: number): string {
      const expires = (Math.floor(Date.now() / 1000) + ttlSeconds).toString(36);
      const nonce = randomBytes(16).toString("base64url");
      const signed = signature(holder, expires, String(generation), nonce).toString("base64url");
      return [FORMAT, expires, generation, nonce, signed].join(".");
    },

    /** The claim a presented pAuth makes; one not signed for this holder claims generation -1, which nothing finds good. */
    read(pAuth: string, holder: PAuthHolder): PAuthClaim {
      const claim = { ...holder, pAuthHash: tokenHash(pAuth), generation: -1, expiresAt: new Date(0) };
      const [format, expires, generation, nonce, signed, ...rest] = pAuth.split(".");
      if (format !== FORMAT || !expires || !generation || !nonce || !signed || rest.length > 0) return claim;
      if (!/^[0-9a-z]{1,9}$/.test(expires) || !/^\d{1,9}$/.test(generation)) return claim;
      // Compared as text: base64url decoding ignores a last character's low bits, and a second spelling
      // of one signature would be a second pAuth hash, a second command.
      const expected = Buffer.from(signature(holder, expires, generation, nonce).toString("base64url"));
      const presented = Buffer.from(signed);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return claim;
      return { ...claim, generation: Number(generation), expiresAt: new Date(parseInt(expires, 36) * 1000) };
    },
  };
}
export type PAuthSigner = ReturnType<typeof pAuthSigner>;

/**
 * A good pAuth, as a condition over the claim's account `a`, given the placeholders of the claim's
 * fields: signed in the account's current generation, not expired, its session live, and no command
 * recorded with it yet. The one definition for the check that changes nothing and the statement
 * that records a command with it.
 */
export function goodPAuth(placeholders: Record<"pAuthHash" | "generation" | "expiresAt" | "tokenHash", string>): string {
  const { pAuthHash, generation, expiresAt, tokenHash } = placeholders;
  return `a.pauth_generation = ${generation} and ${expiresAt} > now()
      and exists (select from access_tokens t where t.token_hash = ${tokenHash} and t.revoked_at is null and t.expires_at > now())
      and not exists (select from remote_transactions u where u.pauth_hash = ${pAuthHash})`;
}
