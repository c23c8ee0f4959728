import type { Database, Queryable } from "../../db/database.ts";

/** One code a car was asked to show, as stored. */
export interface InCarCodeRow {
  id: string;
  vin: string;
  code_hash: string;
  requested_by: string | null;
  expires_at: Date;
  failures: number;
  replaced: boolean;
  verified_at: Date | null;
  verified_by: string | null;
  completion_expires_at: Date | null;
  used_at: Date | null;
}

/** Stores a new code for the car; any earlier code of the car stops counting. */
export async function insertInCarCode(
  db: Database,
  row: { id: string; vin: string; codeHash: string; requestedBy: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("update in_car_codes set replaced = true where vin = $1 and not replaced", [row.vin]);
    await tx.query("insert into in_car_codes (id, vin, code_hash, requested_by, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)", [
      row.id,
      row.vin,
      row.codeHash,
      row.requestedBy,
      row.expiresAt,
      row.now,
    ]);
  });
}

/** The newest code the car was asked to show (replaced ones are older), or null. */
export async function latestInCarCode(db: Queryable, vin: string): Promise<InCarCodeRow | null> {
  const [row] = await db.query<InCarCodeRow>(
    "select * from in_car_codes where vin = $1 and not replaced order by created_at desc limit 1",
    [vin],
  );
  return row ?? null;
}

/** Counts a wrong code, never past the limit; answers the failures now counted. */
export async function recordInCarFailure(db: Queryable, id: string, limit: number): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    "update in_car_codes set failures = least(failures + 1, $2) where id = $1 returning failures",
    [id, limit],
  );
  return row?.failures ?? limit;
}

/** Marks the code verified, once: false when it was verified already (two tabs, a replay). */
export async function markInCarVerified(
  db: Queryable,
  id: string,
  values: { verifiedBy: string | null; completionHash: string; completionExpiresAt: Date; now: Date },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update in_car_codes set verified_at = $2, verified_by = $3, completion_hash = $4, completion_expires_at = $5
      where id = $1 and verified_at is null returning id`,
    [id, values.now, values.verifiedBy, values.completionHash, values.completionExpiresAt],
  );
  return rows.length === 1;
}

/** The verified code a completion id names, or null. */
export async function findByCompletion(db: Queryable, completionHash: string): Promise<InCarCodeRow | null> {
  const [row] = await db.query<InCarCodeRow>("select * from in_car_codes where completion_hash = $1", [completionHash]);
  return row ?? null;
}

/** Marks the in-car enrollment done, once: false when it was used already. */
export async function markInCarUsed(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: string }>("update in_car_codes set used_at = $2 where id = $1 and used_at is null returning id", [
    id,
    now,
  ]);
  return rows.length === 1;
}

/** Gives back a claim made by markInCarUsed when the enrollment it guarded failed (e.g. a field to correct). */
export async function releaseInCarUse(db: Queryable, id: string): Promise<void> {
  await db.query("update in_car_codes set used_at = null where id = $1", [id]);
}

/** Wrong codes typed for the car's codes sent since `since`, whichever code they were against. */
export async function recentInCarFailures(db: Queryable, vin: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select coalesce(sum(failures), 0)::int as n from in_car_codes where vin = $1 and created_at >= $2",
    [vin, since],
  );
  return row?.n ?? 0;
}
