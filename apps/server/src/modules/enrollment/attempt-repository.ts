import type { Queryable } from "../../db/database.ts";

/** Tries allowed for the dealer token and for the owner-data check, per VIN and source (account-and-enrollment.md §9). */
export const ENROLLMENT_TRIES = 3;
export type AttemptKind = "token" | "owner";

/** The first wait of a source that used up its tries; each further time doubles it, up to a day. */
export const ENROLLMENT_BACKOFF_MINUTES = 15;
const BACKOFF_CAP_MINUTES = 24 * 60;
/** A source's counters are forgotten this long after its last try (its lock-outs included). */
const FORGET_AFTER = "24 hours";

/** The wait after a source's `lockouts`-th time using up its tries, in minutes. */
export function backoffMinutes(lockouts: number): number {
  return Math.min(ENROLLMENT_BACKOFF_MINUTES * 2 ** Math.max(lockouts - 1, 0), BACKOFF_CAP_MINUTES);
}

/** True when any of the source's keys is waiting out its back-off for this VIN and kind. */
export async function isBlocked(db: Queryable, vin: string, kind: AttemptKind, sources: string[]): Promise<boolean> {
  const rows = await db.query(
    `select 1 from enrollment_tries
      where vin = $1 and kind = $2 and source = any($3::text[])
        and blocked_until > now() and updated_at > now() - interval '${FORGET_AFTER}'`,
    [vin, kind, sources],
  );
  return rows.length > 0;
}

/**
 * Counts one more failure for each of the source's keys and answers the highest count. A key
 * whose wait is over, or untouched for a day, starts again from this try. The try that reaches
 * the limit starts the wait at once (before comparing, so guesses sent together cannot slip past).
 */
export async function recordFailure(db: Queryable, vin: string, kind: AttemptKind, sources: string[]): Promise<number> {
  // Counters nobody touched for two days go, so the table stays as small as the tries being made.
  await db.query("delete from enrollment_tries where updated_at < now() - interval '2 days'");
  let highest = 0;
  for (const source of sources) {
    const [row] = await db.query<{ failures: number; lockouts: number }>(
      `insert into enrollment_tries as t (vin, kind, source, failures) values ($1, $2, $3, 1)
       on conflict (vin, kind, source) do update set
         failures = case when t.updated_at <= now() - interval '${FORGET_AFTER}' or t.blocked_until <= now() then 1 else t.failures + 1 end,
         lockouts = case when t.updated_at <= now() - interval '${FORGET_AFTER}' then 0 else t.lockouts end,
         blocked_until = case when t.updated_at <= now() - interval '${FORGET_AFTER}' or t.blocked_until <= now() then null else t.blocked_until end,
         updated_at = now()
       returning failures, lockouts`,
      [vin, kind, source],
    );
    if (row!.failures === ENROLLMENT_TRIES) {
      await db.query(
        `update enrollment_tries set lockouts = lockouts + 1, blocked_until = now() + make_interval(mins => $4)
          where vin = $1 and kind = $2 and source = $3`,
        [vin, kind, source, backoffMinutes(row!.lockouts + 1)],
      );
    }
    highest = Math.max(highest, row!.failures);
  }
  return highest;
}

/**
 * Gives back the try counted before a check that then succeeded (and the wait it may have
 * started): tries are counted before the comparison so that guesses sent at once cannot all slip
 * under the limit.
 */
export async function forgiveFailure(db: Queryable, vin: string, kind: AttemptKind, sources: string[]): Promise<void> {
  await db.query(
    `update enrollment_tries set
       lockouts = case when failures = $4 then greatest(lockouts - 1, 0) else lockouts end,
       blocked_until = case when failures = $4 then null else blocked_until end,
       failures = greatest(failures - 1, 0), updated_at = now()
      where vin = $1 and kind = $2 and source = any($3::text[])`,
    [vin, kind, sources, ENROLLMENT_TRIES],
  );
}

/**
 * The operator's reset (`npm run admin -- enrollment-tries --vin VIN --reset`): every source's
 * tries and waits for the VIN, its in-car codes' too. Answers how many counters it dropped.
 */
export async function resetTries(db: Queryable, vin: string): Promise<number> {
  const dropped = await db.query("delete from enrollment_tries where vin = $1 returning source", [vin]);
  const inCar = await db.query(
    "delete from in_car_code_tries where code_id in (select id from in_car_codes where vin = $1) returning source",
    [vin],
  );
  return dropped.length + inCar.length;
}

/** The counters of a VIN as the operator sees them. */
export async function listTries(
  db: Queryable,
  vin: string,
): Promise<Array<{ kind: string; source: string; failures: number; lockouts: number; blocked_until: Date | null; updated_at: Date }>> {
  return db.query(
    "select kind, source, failures, lockouts, blocked_until, updated_at from enrollment_tries where vin = $1 order by updated_at desc",
    [vin],
  );
}
