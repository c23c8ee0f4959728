import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

/** The released migration files (beside the compiled server too). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Arbitrary key shared by every instance, so two servers starting together migrate once. */
const MIGRATION_LOCK_KEY = 72_617_201;

export interface MigrateOptions {
  /** Only the migrations named up to this file (tests build a previous release's schema). */
  upTo?: string;
  /** Another folder of migrations (tests of the runner itself). */
  dir?: string;
  /**
   * Runs before the first pending migration when some are already applied (an existing database
   * whose schema is about to change), with the last applied version: the backup is taken here.
   */
  beforeChanges?: (schemaVersion: string) => Promise<void>;
}

/** A migration file changed after a database applied it: the schema it describes is not the one the database has. */
export class MigrationChangedError extends Error {
  constructor(readonly file: string) {
    super(
      `The migration ${file} differs from the one this database applied (its checksum changed): put back the released file; a change of schema goes in a new migration.`,
    );
    this.name = "MigrationChangedError";
  }
}

/** What identifies a migration's text: its SHA-256, line endings aside (a checkout may turn them into CRLF). */
export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql.replace(/\r\n/g, "\n")).digest("hex");
}

/**
 * Applies the SQL files of migrations/ in name order, each once, each whole in its own transaction
 * (as PostgreSQL reads a script: procedural bodies and all), recording its checksum. A file applied
 * before must be unchanged: MigrationChangedError otherwise, before anything runs. A migration
 * applied by a release that recorded no checksum gets the file's now.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.query("create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())");
  if (db.kind === "postgres") await db.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await db.query("alter table schema_migrations add column if not exists checksum text");
    const applied = new Map(
      (await db.query<{ version: string; checksum: string | null }>("select version, checksum from schema_migrations")).map((r) => [
        r.version,
        r.checksum,
      ]),
    );
    const dir = options.dir ?? MIGRATIONS_DIR;
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".sql") && (!options.upTo || f <= options.upTo))
      .sort()
      .map((file) => {
        const sql = fs.readFileSync(path.join(dir, file), "utf8");
        return { file, sql, checksum: migrationChecksum(sql) };
      });
    for (const { file, checksum } of files) {
      if (!applied.has(file)) continue;
      const recorded = applied.get(file);
      if (recorded === null) await db.query("update schema_migrations set checksum = $2 where version = $1", [file, checksum]);
      else if (recorded !== checksum) throw new MigrationChangedError(file);
    }
    const pending = files.filter(({ file }) => !applied.has(file));
    if (pending.length > 0 && applied.size > 0) await options.beforeChanges?.([...applied.keys()].sort().at(-1)!);
    const done: string[] = [];
    for (const { file, sql, checksum } of pending) {
      await db.transaction(async (tx) => {
        if (!tx.exec) throw new Error("this database cannot run a migration file whole");
        await tx.exec(sql);
        await tx.query("insert into schema_migrations (version, checksum) values ($1, $2)", [file, checksum]);
      });
      done.push(file);
    }
    return done;
  } finally {
    if (db.kind === "postgres") await db.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}
