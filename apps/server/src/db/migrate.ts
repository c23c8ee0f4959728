import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Arbitrary key shared by every instance, so two servers starting together migrate once. */
const MIGRATION_LOCK_KEY = 72_617_201;

export interface MigrateOptions {
  /** Only the migrations named up to this file (tests build a previous release's schema). */
  upTo?: string;
  /**
   * Runs before the first pending migration when some are already applied (an existing database
   * whose schema is about to change), with the last applied version: the backup is taken here.
   */
  beforeChanges?: (schemaVersion: string) => Promise<void>;
}

/** Applies the SQL files of migrations/ in name order, each once, each in its own transaction. */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.query("create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())");
  if (db.kind === "postgres") await db.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    const applied = new Set((await db.query<{ version: string }>("select version from schema_migrations")).map((r) => r.version));
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith(".sql") && (!options.upTo || f <= options.upTo))
      .sort();
    const pending = files.filter((f) => !applied.has(f));
    if (pending.length > 0 && applied.size > 0) await options.beforeChanges?.([...applied].sort().at(-1)!);
    const done: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement);
        await tx.query("insert into schema_migrations (version) values ($1)", [file]);
      });
      done.push(file);
    }
    return done;
  } finally {
    if (db.kind === "postgres") await db.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}

/** Splits a migration file on semicolons at line ends (our migrations hold no procedural bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, "")
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
