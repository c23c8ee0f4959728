import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds } from "../test/test-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database.ts";
import type { Database } from "./database.ts";
import { migrate, migrationChecksum, MigrationChangedError } from "./migrate.ts";

/** A PL/pgSQL body over several lines, semicolons inside it, and a string holding "--" and ";". */
const FUNCTION_FILE = `-- A function written as PostgreSQL reads it.
create table notes (id serial primary key, body text not null);
create function note_count() returns integer language plpgsql as $$
declare
  n integer;
begin
  select count(*) into n from notes;
  return n;
end;
$$;
insert into notes (body) values ('not a comment -- nor; the end');
`;

describe.each(databaseKinds())("the migration runner on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function scratch(): Promise<{ db: Database; dir: string; write(file: string, sql: string): void }> {
    const database: ScratchDatabase = await createScratchDatabase(kind);
    cleanups.push(() => database.drop());
    const db = await database.open();
    cleanups.push(() => db.close());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-migrations-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return { db, dir, write: (file, sql) => fs.writeFileSync(path.join(dir, file), sql) };
  }
  const recorded = (db: Database) =>
    db.query<{ version: string; checksum: string | null }>("select version, checksum from schema_migrations order by version");

  it("runs each file whole, procedural bodies and strings as written, and records its checksum", async () => {
    const { db, dir, write } = await scratch();
    write("001_notes.sql", FUNCTION_FILE);
    expect(await migrate(db, { dir })).toEqual(["001_notes.sql"]);
    expect(await db.query("select note_count() as n")).toEqual([{ n: 1 }]);
    expect(await db.query("select body from notes")).toEqual([{ body: "not a comment -- nor; the end" }]);
    expect(await recorded(db)).toEqual([{ version: "001_notes.sql", checksum: migrationChecksum(FUNCTION_FILE) }]);
    expect(await migrate(db, { dir })).toEqual([]);
  });

  it("keeps nothing of a file that fails part-way, and records it not applied", async () => {
    const { db, dir, write } = await scratch();
    write("001_notes.sql", FUNCTION_FILE);
    write("002_broken.sql", "create table tags (name text);\ninsert into no_such_table values (1);\n");
    await expect(migrate(db, { dir })).rejects.toThrow(/no_such_table/);
    expect((await recorded(db)).map((r) => r.version)).toEqual(["001_notes.sql"]);
    expect(await db.query("select to_regclass('tags') as t")).toEqual([{ t: null }]);
  });

  it("refuses a file changed after it was applied, before running anything, and names it", async () => {
    const { db, dir, write } = await scratch();
    write("001_notes.sql", FUNCTION_FILE);
    await migrate(db, { dir });
    write("001_notes.sql", FUNCTION_FILE.replace("n integer", "n bigint"));
    write("002_tags.sql", "create table tags (name text);\n");
    const refused = await migrate(db, { dir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MigrationChangedError);
    expect((refused as Error).message).toMatch(/^The migration 001_notes\.sql differs from the one this database applied/);
    expect(await db.query("select to_regclass('tags') as t")).toEqual([{ t: null }]);
  });

  it("records the checksum of a migration an older release applied without one", async () => {
    const { db, dir, write } = await scratch();
    write("001_notes.sql", FUNCTION_FILE);
    await migrate(db, { dir });
    await db.query("update schema_migrations set checksum = null");
    expect(await migrate(db, { dir })).toEqual([]);
    expect(await recorded(db)).toEqual([{ version: "001_notes.sql", checksum: migrationChecksum(FUNCTION_FILE) }]);
  });
});
