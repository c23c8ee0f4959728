import type { Config } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { importLogicalExport, writeLogicalExport } from "../../db/logical-export.ts";
import { required, type AdminCommand } from "./admin-command.ts";

// export and import: on the database the configuration names, as it is (not migrated first: the
// server does that when it next starts; an import needs the database empty).
const where = (config: Config) => (config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR);

export const siteExport: AdminCommand = {
  name: "export",
  usage: `  export --to FILE     write the whole site as one SQL script (schema and rows, from PGlite or
                       PostgreSQL alike) that psql restores into an empty PostgreSQL database:
                       psql --single-transaction -v ON_ERROR_STOP=1 -f FILE postgres://…`,
  needs: "alone",
  async run({ config, values }) {
    const file = required(values, "to");
    const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const { schemaVersion, tables, rows, sequences } = await writeLogicalExport(db, file);
      console.log(`exported ${where(config)} to ${file}: schema ${schemaVersion}, ${tables} tables, ${rows} rows, ${sequences} sequences`);
    } finally {
      await db.close();
    }
  },
};

export const siteImport: AdminCommand = {
  name: "import",
  usage: `  import --from FILE   load an export into an empty database: a new DATA_DIR (PGlite) or an empty
                       DATABASE_URL; the way over from PGlite to PostgreSQL and back`,
  needs: "alone",
  async run({ config, values }) {
    const file = required(values, "from");
    const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const { schemaVersion, rows } = await importLogicalExport(db, file);
      console.log(
        `imported ${file} into ${where(config)}: schema ${schemaVersion}, ${rows} rows; the server brings the schema up to date when it next starts`,
      );
    } finally {
      await db.close();
    }
  },
};
