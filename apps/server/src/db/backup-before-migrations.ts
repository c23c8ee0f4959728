import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { backupExtension, writeBackup, type BackupTarget } from "./backup.ts";
import type { Database } from "./database.ts";

/**
 * The backup migrate() takes before changing the schema of a database already in use: into
 * backupDir, named by the time and the schema version it holds. PostgreSQL's needs pg_dump: without
 * it (or if it fails) a warning is logged and the migrations go on, as they did before backups existed.
 */
export function backupBeforeMigrations(db: Database, target: BackupTarget & { backupDir: string }, logger: FastifyBaseLogger) {
  return async (schemaVersion: string) => {
    if (db.kind === "pglite" && target.dataDir.startsWith("memory://")) return;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(target.backupDir, `carport-${stamp}-schema-${schemaVersion.replace(/\.sql$/, "")}.${backupExtension(db.kind)}`);
    try {
      await writeBackup(db, target, file);
      logger.info({ file }, "backup written before migrating the database schema");
    } catch (error) {
      if (db.kind === "pglite") throw error;
      logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        "NO BACKUP before migrating the database schema: pg_dump was not found or failed (install postgresql-client or set PG_TOOLS_DIR); take one yourself with pg_dump -Fc",
      );
    }
  };
}
