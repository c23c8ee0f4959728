import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { hashSecret } from "../../core/secret-hashing.ts";
import { digitCode } from "../auth/index.ts";

/** A vehicle's digital key row (migration 009). */
export interface DigitalKeyRecord {
  vehicle_id: string;
  account_id: string;
  key_id: string;
  status: "enrolled" | "activated";
  first_name: string;
  last_name: string;
  phone_number: string;
  not_before: string | null;
}

/** A key shared from the owner's key. */
export interface DigitalKeyShareRecord {
  key_id: string;
  shared_with: string;
  device_name: string;
  not_before: string;
  not_after: string;
}

/** An 8-digit pairing password: typed on the car's screen, so digits only. */
export function newPairingPassword(): string {
  return digitCode(8);
}

const newKeyId = () => `DK${randomBytes(6).toString("hex").toUpperCase()}`;

/** The vehicle's digital key, if any. */
export async function findDigitalKey(db: Queryable, vehicleId: string): Promise<DigitalKeyRecord | null> {
  const [row] = await db.query<DigitalKeyRecord>(
    "select vehicle_id, account_id, key_id, status, first_name, last_name, phone_number, not_before from digital_keys where vehicle_id = $1",
    [vehicleId],
  );
  return row ?? null;
}

/** The keys shared from the vehicle's digital key, oldest first. */
export async function findDigitalKeyShares(db: Queryable, vehicleId: string): Promise<DigitalKeyShareRecord[]> {
  return db.query<DigitalKeyShareRecord>(
    "select key_id, shared_with, device_name, not_before, not_after from digital_key_shares where vehicle_id = $1 order by id",
    [vehicleId],
  );
}

/**
 * Enrolls the owner's key with a pairing password (stored hashed); false when the vehicle already
 * has a key (the primary key makes a second enrolment lose, even when two arrive together).
 */
export async function enrollDigitalKey(
  db: Queryable,
  key: { vehicleId: string; accountId: string; firstName: string; lastName: string; phoneNumber: string },
  pairingPassword: string,
): Promise<boolean> {
  const rows = await db.query(
    `insert into digital_keys (vehicle_id, account_id, key_id, status, first_name, last_name, phone_number, pairing_password_hash)
     values ($1, $2, $3, 'enrolled', $4, $5, $6, $7) on conflict (vehicle_id) do nothing returning key_id`,
    [key.vehicleId, key.accountId, newKeyId(), key.firstName, key.lastName, key.phoneNumber, await hashSecret(pairingPassword)],
  );
  return rows.length === 1;
}

/** Replaces the pairing password of an enrolled (not yet paired) key. */
export async function replacePairingPassword(db: Queryable, vehicleId: string, pairingPassword: string): Promise<void> {
  await db.query("update digital_keys set pairing_password_hash = $2 where vehicle_id = $1 and status = 'enrolled'", [
    vehicleId,
    await hashSecret(pairingPassword),
  ]);
}

/** The car paired with the key: it works from `day` (YYYYMMDD). */
export async function activateDigitalKey(db: Queryable, vehicleId: string, day: string): Promise<void> {
  await db.query("update digital_keys set status = 'activated', not_before = $2 where vehicle_id = $1", [vehicleId, day]);
}

/** A key shared from the owner's key with another phone. */
export async function shareDigitalKey(db: Queryable, vehicleId: string, share: Omit<DigitalKeyShareRecord, "key_id">): Promise<void> {
  await db.query(
    "insert into digital_key_shares (vehicle_id, key_id, shared_with, device_name, not_before, not_after) values ($1, $2, $3, $4, $5, $6)",
    [vehicleId, newKeyId(), share.shared_with, share.device_name, share.not_before, share.not_after],
  );
}

/** Ends the vehicle's key and the keys shared from it; false when there was none. */
export async function terminateDigitalKey(db: Queryable, vehicleId: string): Promise<boolean> {
  const rows = await db.query("delete from digital_keys where vehicle_id = $1 returning key_id", [vehicleId]);
  return rows.length === 1;
}
