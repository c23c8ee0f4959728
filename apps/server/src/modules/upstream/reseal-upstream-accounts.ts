import type { CredentialBox } from "../../core/credential-box.ts";
import type { Queryable } from "../../db/database.ts";

/**
 * At start: every linked maker account's password, session and PIN sealed under the database's key
 * sealed again under the key from the environment (SEALING_KEY). Answers how many rows moved.
 */
export async function resealUpstreamAccounts(db: Queryable, box: CredentialBox): Promise<number> {
  const rows = await db.query<{ id: string; sealed_credentials: string; sealed_session: string | null; sealed_pin: string | null }>(
    "select id, sealed_credentials, sealed_session, sealed_pin from upstream_accounts",
  );
  let moved = 0;
  for (const row of rows) {
    const credentials = box.resealed(row.sealed_credentials);
    const session = row.sealed_session ? box.resealed(row.sealed_session) : null;
    const pin = row.sealed_pin ? box.resealed(row.sealed_pin) : null;
    if (!credentials && !session && !pin) continue;
    // Only the value read is replaced, so a relink written meanwhile is left as it is.
    await db.query(
      `update upstream_accounts set
         sealed_credentials = case when sealed_credentials = $2 then coalesce($3, sealed_credentials) else sealed_credentials end,
         sealed_session = case when sealed_session = $4 then coalesce($5, sealed_session) else sealed_session end,
         sealed_pin = case when sealed_pin = $6 then coalesce($7, sealed_pin) else sealed_pin end
        where id = $1`,
      [row.id, row.sealed_credentials, credentials, row.sealed_session, session, row.sealed_pin, pin],
    );
    moved += 1;
  }
  return moved;
}
