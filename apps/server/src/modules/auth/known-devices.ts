import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { saltedHash } from "./security-codes.ts";

/** A sign-in waiting for its one-time code stays open this long. */
export const CHALLENGE_MINUTES = 10;
/** Longest Deviceid header taken into account. */
const DEVICE_ID_MAX_LENGTH = 256;

/**
 * The device id of a request (header `Deviceid`), or null when it has none. Clients that never
 * send one (community clients, the browser app today) get no device check at all.
 */
export function deviceIdOf(header: unknown): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, DEVICE_ID_MAX_LENGTH);
}

/** Device ids are stored as SHA-256 salted with the account, so one device is not linkable across accounts. */
const deviceHash = (accountId: string, deviceId: string) => saltedHash(accountId, deviceId);

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

    async remember(accountId: string, deviceId: string): Promise<void> {
      await db.query(
        `insert into known_devices (account_id, device_hash) values ($1, $2)
         on conflict (account_id, device_hash) do update set last_seen_at = now()`,
        [accountId, deviceHash(accountId, deviceId)],
      );
    },

    /** Opens a sign-in challenge for this account and device; answers its id (the userInfoUuid). */
    async openChallenge(accountId: string, deviceId: string): Promise<string> {
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
     * Closes the challenge when it is still open and was opened for this device; false otherwise.
     * Its expiry no longer matters here: the code and validation key that lead here have their own.
     */
    async complete(challengeId: string, accountId: string, deviceId: string | null): Promise<boolean> {
      if (!deviceId) return false;
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
