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

/**
 * Counts a wrong code for each of the source's keys, never past the limit; answers the highest
 * count among them. Another source's wrong codes are not counted here.
 */
export async function recordInCarFailure(db: Queryable, id: string, sources: string[], limit: number): Promise<number> {
  await db.query("update in_car_codes set failures = failures + 1 where id = $1", [id]);
  let highest = 0;
  for (const source of sources) {
    const [row] = await db.query<{ failures: number }>(
      `insert into in_car_code_tries as t (code_id, source, failures) values ($1, $2, 1)
       on conflict (code_id, source) do update set failures = least(t.failures + 1, $3) returning failures`,
      [id, source, limit],
    );
    highest = Math.max(highest, row?.failures ?? limit);
  }
  return highest;
}

/** The most wrong codes any of the source's keys typed for this code. */
export async function inCarFailuresOf(db: Queryable, id: string, sources: string[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select coalesce(max(failures), 0)::int as n from in_car_code_tries where code_id = $1 and source = any($2::text[])",
    [id, sources],
  );
  return row?.n ?? 0;
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

/** Wrong codes the source typed (its busiest key) for the car's codes sent since `since`, whichever code they were against. */
export async function recentInCarFailures(db: Queryable, vin: string, sources: string[], since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select coalesce(max(n), 0)::int as n from (
       select sum(t.failures) as n from in_car_code_tries t join in_car_codes c on c.id = t.code_id
        where c.vin = $1 and c.created_at >= $3 and t.source = any($2::text[]) group by t.source) per_source`,
    [vin, sources, since],
  );
  return row?.n ?? 0;
}
