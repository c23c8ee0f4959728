import { openDatabase } from "../../db/database.ts";
import { writeBackup } from "../../db/backup.ts";
import type { Config } from "../../config.ts";
import { required, type AdminCommand } from "./admin-command.ts";

// backup and restore: the database as it is, not migrated first (restore opens none of its own).
export const targetOf = (config: Config) => ({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  pgToolsDir: config.PG_TOOLS_DIR,
});

export const backup: AdminCommand = {
  name: "backup",
  usage: `
  backup --to FILE     write a backup of the database: PGlite's data folder as a gzip tarball, or
                       PostgreSQL's pg_dump -Fc (pg_dump on PATH or in PG_TOOLS_DIR)`,
  needs: "alone",
  async run({ config, values }) {
    const file = required(values, "to");
    const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await writeBackup(db, targetOf(config), file);
    } finally {
      await db.close();
    }
    console.log(`backup of ${config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR} written to ${file}`);
  },
};
