import type { Database } from "../../db/database.ts";
import { listTries, resetTries } from "../../modules/enrollment/attempt-repository.ts";

/**
 * The enrollment proofs' tries of a car, per source (client address or account): what the
 * operator reads before resetting them, e.g. when an owner calls from a shared address that
 * strangers used up. Answers the lines to print.
 */
export async function describeEnrollmentTries(db: Database, vin: string): Promise<string[]> {
  const rows = await listTries(db, vin);
  if (rows.length === 0) return [`${vin}: no enrollment tries counted`];
  return rows.map(
    (r) =>
      `${vin} ${r.kind === "token" ? "dealer token" : "owner data"} from ${r.source}: ${r.failures} wrong, ` +
      `used up ${r.lockouts} time(s)${r.blocked_until && new Date(r.blocked_until) > new Date() ? `, waiting until ${new Date(r.blocked_until).toISOString()}` : ""}`,
  );
}

/** Forgets every source's tries and waits for the car (dealer token, owner data, in-car codes). */
export async function resetEnrollmentTries(db: Database, vin: string): Promise<string> {
  const dropped = await resetTries(db, vin);
  return `${vin}: enrollment tries reset (${dropped} counter(s) dropped); every source has its tries again`;
}
