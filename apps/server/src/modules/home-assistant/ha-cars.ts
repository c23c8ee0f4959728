import type { LanguageId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import { SELECT_VEHICLE, type VehicleRecord } from "../../core/vehicle-repository.ts";
import { PENDING_ENROLLMENT_STATUSES } from "@carport/domain";
import { isUuidShaped } from "../../db/uuid-shape.ts";

/** A car published to Home Assistant, with its owner's language (its entities' names). */
export type HaCar = VehicleRecord & { language_id: LanguageId };

/**
 * The cars published to Home Assistant: those of owners who turned it on (accounts.home_assistant),
 * not deactivated, enrolled (not pending). A car shared with a second driver is published once, as
 * its owner's: Home Assistant acts as the owner, and only the owner can turn it on.
 */
const PUBLISHED = `select c.*, a.language_id from (${SELECT_VEHICLE}) c join accounts a on a.id = c.account_id
  where a.home_assistant and a.status <> 'deactivated'
    and c.enrollment_status not in (${PENDING_ENROLLMENT_STATUSES.join(",")})`;

export async function listPublishedCars(db: Queryable): Promise<HaCar[]> {
  return db.query<HaCar>(PUBLISHED);
}

/** The published cars of one owner. */
export async function listPublishedCarsOf(db: Queryable, accountId: string): Promise<HaCar[]> {
  return db.query<HaCar>(`${PUBLISHED} and c.account_id = $1`, [accountId]);
}

/** One published car, read again when a command for it arrives (null: no longer published). */
export async function findPublishedCar(db: Queryable, vehicleId: string): Promise<HaCar | null> {
  if (!isUuidShaped(vehicleId)) return null;
  const rows = await db.query<HaCar>(`${PUBLISHED} and c.id = $1`, [vehicleId]);
  return rows[0] ?? null;
}

/** The position of the car's last successful locate, when there is one. */
export async function findLastLocation(db: Queryable, vehicleId: string): Promise<unknown> {
  const rows = await db.query<{ location: unknown }>(
    `select result->'location' as location from remote_transactions
      where vehicle_id = $1 and api_code = 'locate' and state = 'C' and result->'location' is not null
      order by ended_at desc limit 1`,
    [vehicleId],
  );
  return rows[0]?.location ?? null;
}

/** The car a completed locate was of; null for any other command. */
export async function locateOfTransaction(db: Queryable, transactionId: string): Promise<string | null> {
  const rows = await db.query<{ vehicle_id: string }>(
    "select vehicle_id from remote_transactions where id = $1 and api_code = 'locate' and state = 'C'",
    [transactionId],
  );
  return rows[0]?.vehicle_id ?? null;
}

/** A finished command's outcome, read from its row (not from a cache that the same announcement updates). */
export async function findFinishedCommand(
  db: Queryable,
  transactionId: string,
): Promise<{ status_code: string | null; failure_reason: string | null } | null> {
  const rows = await db.query<{ status_code: string | null; failure_reason: string | null }>(
    "select status_code, failure_reason from remote_transactions where id = $1 and state = 'C'",
    [transactionId],
  );
  return rows[0] ?? null;
}
