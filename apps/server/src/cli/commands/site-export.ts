import type { Config } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { importLogicalExport, writeLogicalExport } from "../../db/logical-export.ts";

export const SITE_EXPORT_COMMANDS = ["export", "import"] as const;

export const SITE_EXPORT_USAGE = `  export --to FILE     write the whole site as one SQL script (schema and rows, from PGlite or
                       PostgreSQL alike) that psql restores into an empty PostgreSQL database:
                       psql --single-transaction -v ON_ERROR_STOP=1 -f FILE postgres://…
  import --from FILE   load an export into an empty database: a new DATA_DIR (PGlite) or an empty
                       DATABASE_URL; the way over from PGlite to PostgreSQL and back`;

function where(config: Config): string {
  return config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR;
}

/**
 * export and import, on the database the configuration names, as it is (not migrated first: the
 * server does that when it next starts). Answers false for another command.
 */
export async function runSiteExportCommand(
  command: string,
  config: Config,
  options: { to?: string | undefined; from?: string | undefined },
): Promise<boolean> {
  if (command !== "export" && command !== "import") return false;
  const file = command === "export" ? options.to : options.from;
  if (!file) throw new Error(`--${command === "export" ? "to" : "from"} is required`);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === "export") {
      const { schemaVersion, tables, rows, sequences } = await writeLogicalExport(db, file);
      console.log(`exported ${where(config)} to ${file}: schema ${schemaVersion}, ${tables} tables, ${rows} rows, ${sequences} sequences`);
    } else {
      const { schemaVersion, rows } = await importLogicalExport(db, file);
      console.log(
        `imported ${file} into ${where(config)}: schema ${schemaVersion}, ${rows} rows; the server brings the schema up to date when it next starts`,
      );
    }
  } finally {
    await db.close();
  }
  return true;
}
