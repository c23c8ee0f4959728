import type { BrandCode } from "@carport/protocol";
import type { Database, Queryable } from "../../db/database.ts";
import { deleteWithDependents } from "../../db/delete-with-dependents.ts";
import { findAccountByEmail } from "../../core/account-repository.ts";

/**
 * Deletes accounts with every row referring to them (found through the catalogue's foreign keys:
 * their vehicles' enrollments and records, tokens, shares, messages...), in the caller's transaction.
 * The vehicles' factory records stay: each car can be enrolled again by another owner.
 */
export async function deleteAccountRows(tx: Queryable, accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  // Failure counters keyed by the account id without a foreign key.
  await tx.query("delete from sign_in_source_failures where account_key = any($1::text[])", [accountIds]);
  await deleteWithDependents(tx, "accounts", "id = any($1::uuid[])", [accountIds]);
}

/** Deletes one account and everything about it; answers the VINs it freed. */
export async function deleteAccount(db: Database, brand: BrandCode, email: string): Promise<string[]> {
  const account = await findAccountByEmail(db, brand, email);
  if (!account) throw new Error(`no ${brand} account ${email}`);
  return db.transaction(async (tx) => {
    const vehicles = await tx.query<{ vin: string }>("select vin from vehicles where account_id = $1 order by vin", [account.id]);
    await deleteAccountRows(tx, [account.id]);
    return vehicles.map((v) => v.vin);
  });
}
