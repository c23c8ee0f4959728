import { BRAND_CODES } from "@carport/protocol";
import type { Database } from "../db/database.ts";
import { demoEmail, FLEET_DEMO_OWNER, SECOND_DEMO_OWNER } from "./demo-fleet.ts";

/** The addresses of the accounts the demo seed makes, whose password and PIN the README publishes. */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [...BRAND_CODES.map(demoEmail), SECOND_DEMO_OWNER.email, FLEET_DEMO_OWNER.email];

/** Why a production start (DEMO=0) refuses a database holding demo accounts. */
export class DemoAccountsPresentError extends Error {
  constructor(readonly emails: string[]) {
    super(
      `Refusing to start with DEMO=0: the database holds the demo accounts ${emails.join(", ")}, whose password is published. ` +
        "Anyone could sign in to them. Start production on a database the demo never seeded (or delete these accounts), or run the demo with DEMO=1.",
    );
  }
}

/**
 * A production server (DEMO=0) must not carry the demo's accounts, whose password and PIN are in
 * the README: throws DemoAccountsPresentError naming them when any is in the database.
 */
export async function assertNoDemoAccounts(db: Database): Promise<void> {
  const rows = await db.query<{ email: string }>("select email from accounts where lower(email) = any($1::text[]) order by email", [
    DEMO_ACCOUNT_EMAILS,
  ]);
  if (rows.length > 0) throw new DemoAccountsPresentError(rows.map((row) => row.email));
}
