import { randomUUID } from "node:crypto";
import type { Database } from "../../../db/database.ts";
import { saltedHash } from "../codes/index.ts";

/** A sign-in waiting for its one-time code stays open this long. */
export const CHALLENGE_MINUTES = 10;
/** Longest Deviceid header taken into account. */
const DEVICE_ID_MAX_LENGTH = 256;

/**
 * The device id of a request (header `Deviceid`), or null when it has none or a blank one. A
 * nameless client is an unknown device: its sign-in needs the one-time code, unless the operator
 * allows such clients (site setting or account flag, see login-service.ts).
 */
export function deviceIdOf(header: unknown): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, DEVICE_ID_MAX_LENGTH);
}

/**
 * What a challenge opened by a nameless client is bound to: no Deviceid header can produce it (a
 * header value is trimmed and never empty), so only a nameless client completes such a challenge.
 */
const NAMELESS_DEVICE = "";

/**
 * Device ids are stored as SHA-256 salted with the account, so one device is not linkable across
 * accounts; a nameless client's challenge is bound to the hash of the empty marker.
 */
const deviceHash = (accountId: string, deviceId: string | null) => saltedHash(accountId, deviceId ?? NAMELESS_DEVICE);

export type KnownDevices = ReturnType<typeof createKnownDevices>;

/** Devices each account has signed in from, and the sign-ins waiting for a one-time code (7110). */
export function createKnownDevices(db: Database) {
  return {
    /** True when the account has signed in from this device before (and notes it was seen). */
    async isKnown(accountId: string, deviceId: string): Promise<boolean> {
      const rows = await db.query(
        "update known_devices set last_seen_at = now() where account_id = $1 and device_hash = $2 returning account_id",
        [accountId, deviceHash(accountId, deviceId)],
      );
      return rows.length > 0;
    },

    /**
     * The stored hash of this device when the account knows it, else null; reads only (the lock
     * counts attempts per known device, before the password is checked).
     */
    async knownHash(accountId: string | null, deviceId: string | null): Promise<string | null> {
      if (!accountId || !deviceId) return null;
      const hash = deviceHash(accountId, deviceId);
      const rows = await db.query("select 1 from known_devices where account_id = $1 and device_hash = $2", [accountId, hash]);
      return rows.length > 0 ? hash : null;
    },

    /** Remembers a named device; a nameless client is never remembered (it would let every nameless client in). */
    async remember(accountId: string, deviceId: string): Promise<void> {
      await db.query(
        `insert into known_devices (account_id, device_hash) values ($1, $2)
         on conflict (account_id, device_hash) do update set last_seen_at = now()`,
        [accountId, deviceHash(accountId, deviceId)],
      );
    },

    /** Opens a sign-in challenge for this account and device (null: a nameless client); answers its id (the userInfoUuid). */
    async openChallenge(accountId: string, deviceId: string | null): Promise<string> {
      const id = randomUUID();
      await db.query(
        `insert into sign_in_challenges (id, account_id, device_hash, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4))`,
        [id, accountId, deviceHash(accountId, deviceId), CHALLENGE_MINUTES],
      );
      return id;
    },

    /** The account's newest open challenge, if any. */
    async pendingChallenge(accountId: string): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `select id from sign_in_challenges
          where account_id = $1 and completed_at is null and expires_at > now()
          order by created_at desc limit 1`,
        [accountId],
      );
      return row?.id ?? null;
    },

    /** True when this challenge is open and belongs to the account. */
    async isOpen(challengeId: string, accountId: string): Promise<boolean> {
      const rows = await db.query(
        `select id from sign_in_challenges
          where id::text = $1 and account_id = $2 and completed_at is null and expires_at > now()`,
        [challengeId, accountId],
      );
      return rows.length > 0;
    },

    /**
     * Closes the challenge when it is still open and was opened for this device (null: opened by a
     * nameless client, completed by one); false otherwise.
     * Its expiry no longer matters here: the code and validation key that lead here have their own.
     */
    async complete(challengeId: string, accountId: string, deviceId: string | null): Promise<boolean> {
      const rows = await db.query(
        `update sign_in_challenges set completed_at = now()
          where id = $1 and account_id = $2 and device_hash = $3 and completed_at is null
          returning id`,
        [challengeId, accountId, deviceHash(accountId, deviceId)],
      );
      return rows.length > 0;
    },
  };
}
