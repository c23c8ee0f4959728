import type { Queryable } from "./database.ts";

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
export async function deleteWithDependents(tx: Queryable, table: string, where: string, params: unknown[], depth = 0): Promise<void> {
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
  // What went with the rows (statuses, commands, shares, inbox messages…) may be in any kept answer: all of them go.
  if (depth === 0) tx.announce("*");
}
