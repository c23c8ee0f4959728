import type { Database } from "./database.ts";

/** Advisory-lock keys (first of the two-int form) of the jobs only one instance runs at a time. */
export const INSTANCE_LOCKS = { housekeeping: 1, calendarSync: 2 } as const;
export const LOCK_NAMESPACE = 72_617_202;

/** Jobs of a PGlite handle running now: PGlite serves one process, so its lock lives in memory. */
const heldOnPglite = new WeakMap<Database, Set<number>>();

/**
 * Runs `job` unless another instance (or another run here) holds the lock: answers whether it ran.
 * On PostgreSQL the lock is a transaction-scoped advisory lock, held for as long as the job runs
 * and released by the server if this instance dies; the job itself uses the pool, not that
 * transaction. PGlite has a single connection that a transaction would keep from the job.
 */
export async function runAlone(db: Database, lock: number, job: () => Promise<void>): Promise<boolean> {
  if (db.kind === "pglite") {
    let held = heldOnPglite.get(db);
    if (!held) heldOnPglite.set(db, (held = new Set()));
    if (held.has(lock)) return false;
    held.add(lock);
    try {
      await job();
      return true;
    } finally {
      held.delete(lock);
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>("select pg_try_advisory_xact_lock($1, $2) as locked", [LOCK_NAMESPACE, lock]);
    if (!row?.locked) return false;
    await job();
    return true;
  });
}
