import type { Database, Queryable } from "../../db/database.ts";
import { deleteWithDependents } from "../../db/delete-with-dependents.ts";

/**
 * Deletes cars from the factory record with every row referring to them, found through the
 * catalogue's foreign keys: the enrollment and its records, and the vehicle-link identity (so the
 * car can no longer connect). An owner who loses the default vehicle gets their earliest remaining one.
 */
export async function deleteFactoryVehicles(tx: Queryable, vins: string[]): Promise<void> {
  const owners = await tx.query<{ account_id: string }>("select distinct account_id from vehicles where vin = any($1::text[])", [vins]);
  await deleteWithDependents(tx, "factory_vehicles", "vin = any($1::text[])", [vins]);
  for (const { account_id } of owners) {
    await tx.query(
      `update vehicles set is_default = true
        where id = (select id from vehicles where account_id = $1 order by enrolled_at, vin limit 1)
          and not exists (select 1 from vehicles where account_id = $1 and is_default)`,
      [account_id],
    );
  }
}

/** Deletes one car; answers the account it was enrolled to (null: not enrolled). */
export async function deleteVehicle(db: Database, vin: string): Promise<{ enrolledTo: string | null }> {
  return db.transaction(async (tx) => {
    const [factory] = await tx.query("select vin from factory_vehicles where vin = $1 for update", [vin]);
    if (!factory) throw new Error(`${vin} is not in the factory record`);
    const [enrolled] = await tx.query<{ email: string }>(
      "select a.email from vehicles v join accounts a on a.id = v.account_id where v.vin = $1",
      [vin],
    );
    await deleteFactoryVehicles(tx, [vin]);
    return { enrolledTo: enrolled?.email ?? null };
  });
}
