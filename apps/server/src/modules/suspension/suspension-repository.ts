import type { Database, Queryable } from "../../db/database.ts";
import { deleteWithDependents } from "../../db/delete-with-dependents.ts";

/** Lifts the suspension of a suspended vehicle; false (nothing changed) when it was not suspended. */
export async function cancelSuspension(db: Queryable, vehicleId: string): Promise<boolean> {
  const rows = await db.query("update vehicles set suspended = false where id = $1 and suspended returning id", [vehicleId]);
  if (rows.length === 1) db.announce(`v:${vehicleId}`);
  return rows.length === 1;
}

/**
 * Removes a suspended vehicle from its account with everything recorded about it (status, commands,
 * shares, profiles...), so its VIN can be enrolled by its new owner; when it was the default vehicle,
 * the account's earliest remaining vehicle becomes the default. False (nothing changed) when the
 * vehicle is not suspended.
 */
export function removeSuspendedVehicle(db: Database, vehicleId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx.query<{ account_id: string }>("select account_id from vehicles where id = $1 and suspended for update", [
      vehicleId,
    ]);
    if (!vehicle) return false;
    await deleteWithDependents(tx, "vehicles", "id = $1", [vehicleId]);
    const defaults = await tx.query<{ id: string }>(
      `update vehicles set is_default = true
        where id = (select id from vehicles where account_id = $1 order by enrolled_at, vin limit 1)
          and not exists (select 1 from vehicles where account_id = $1 and is_default) returning id`,
      [vehicle.account_id],
    );
    for (const { id } of defaults) tx.announce(`v:${id}`);
    return true;
  });
}
