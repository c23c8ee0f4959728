import type { Queryable } from "../../db/database.ts";

/** Tries allowed for the dealer token and for the owner-data check, per VIN. */
export const ENROLLMENT_TRIES = 3;
export type AttemptKind = "token" | "owner";

export async function failuresOf(db: Queryable, vin: string, kind: AttemptKind): Promise<number> {
  const [row] = await db.query<{ failures: number }>("select failures from enrollment_attempts where vin = $1 and kind = $2", [vin, kind]);
  return row?.failures ?? 0;
}

/** Counts one more failure; answers the new count. */
export async function recordFailure(db: Queryable, vin: string, kind: AttemptKind): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `insert into enrollment_attempts (vin, kind, failures) values ($1, $2, 1)
     on conflict (vin, kind) do update set failures = enrollment_attempts.failures + 1, updated_at = now()
     returning failures`,
    [vin, kind],
  );
  return row!.failures;
}

/**
 * Gives back a try counted before a check that then succeeded: tries are counted before the
 * comparison so that guesses sent at once cannot all slip under the limit.
 */
export async function forgiveFailure(db: Queryable, vin: string, kind: AttemptKind): Promise<void> {
  await db.query("update enrollment_attempts set failures = greatest(failures - 1, 0), updated_at = now() where vin = $1 and kind = $2", [
    vin,
    kind,
  ]);
}
