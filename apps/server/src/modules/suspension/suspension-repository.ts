import type { Database, Queryable } from "../../db/database.ts";

/** Lifts the suspension of a suspended vehicle; false (nothing changed) when it was not suspended. */
export async function cancelSuspension(db: Queryable, vehicleId: string): Promise<boolean> {
  const rows = await db.query("update vehicles set suspended = false where id = $1 and suspended returning id", [vehicleId]);
  return rows.length === 1;
}

/** A single-column foreign key pointing at `parent`: the referencing table and both columns. */
interface Reference {
  child: string;
  child_column: string;
  parent_column: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Deletes the rows of `table` matching `where`, after every row that refers to them, found through
 * the catalogue rather than listed by hand so a table added later is not forgotten (and cannot make
 * the delete fail on its foreign key). `table` comes from the catalogue (already quoted where needed).
 */
async function deleteWithDependents(tx: Queryable, table: string, where: string, params: unknown[], depth = 0): Promise<void> {
  if (depth > 8) throw new Error(`foreign keys nest too deep under ${table}`);
  const references = await tx.query<Reference>(
    `select c.conrelid::regclass::text as child, a.attname as child_column, p.attname as parent_column
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute p on p.attrelid = c.confrelid and p.attnum = c.confkey[1]
      where c.contype = 'f' and c.confrelid = $1::regclass and cardinality(c.conkey) = 1
      order by 1, 2`,
    [table],
  );
  for (const ref of references) {
    if (ref.child === table) continue;
    const childWhere = `${quote(ref.child_column)} in (select ${quote(ref.parent_column)} from ${table} where ${where})`;
    await deleteWithDependents(tx, ref.child, childWhere, params, depth + 1);
  }
  await tx.query(`delete from ${table} where ${where}`, params);
}

/**
 * Removes a suspended vehicle from its account with everything recorded about it (status, commands,
 * shares, profiles...), so its VIN can be enrolled by its new owner; when it was the default vehicle,
 * the account's earliest remaining vehicle becomes the default. False (nothing changed) when the
 * vehicle is not suspended.
 */
export function removeSuspendedVehicle(db: Database, vehicleId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx.query<{ account_id: string }>(
      "select account_id from vehicles where id = $1 and suspended for update",
      [vehicleId],
    );
    if (!vehicle) return false;
    await deleteWithDependents(tx, "vehicles", "id = $1", [vehicleId]);
    await tx.query(
      `update vehicles set is_default = true
        where id = (select id from vehicles where account_id = $1 order by enrolled_at, vin limit 1)
          and not exists (select 1 from vehicles where account_id = $1 and is_default)`,
      [vehicle.account_id],
    );
    return true;
  });
}
