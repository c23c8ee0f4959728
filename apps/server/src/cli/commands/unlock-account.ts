import type { BrandCode } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { findAccountByEmail } from "../../core/account-repository.ts";
import { createSignInAttempts } from "../../modules/auth/sessions/sign-in-attempts.ts";
import { recordSecurityEvent } from "../../core/security-event-repository.ts";

/**
 * Lifts an account's sign-in lock (failures or fraud) and its sources' blocks, as the mailed unlock
 * code does, and records it in the account's security trail. Answers the lock it lifted (null: none).
 */
export async function unlockAccount(db: Database, brand: BrandCode, email: string): Promise<string | null> {
  const account = await findAccountByEmail(db, brand, email);
  if (!account) throw new Error(`no ${brand} account ${email}`);
  const [row] = await db.query<{ lock_reason: string | null }>("select lock_reason from accounts where id = $1", [account.id]);
  // The address window only matters when counting failures, never for an unlock.
  await createSignInAttempts(db, { addressWindowSeconds: 0 }).unlock(account.id);
  await recordSecurityEvent(db, { accountId: account.id, kind: "accountUnlocked" });
  return row?.lock_reason ?? null;
}
