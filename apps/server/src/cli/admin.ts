import { ZodError } from "zod";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { DataDirInUseError } from "../db/pglite-dir-lock.ts";
import { CARPORT_VERSION } from "../version.ts";
import { ensureCurrentTerms } from "../modules/terms/terms-repository.ts";
import { ADMIN_COMMANDS, ADMIN_USAGE } from "./admin/admin-commands.ts";
import { parseAdminArgs } from "./admin/admin-options.ts";

/** The operator tool (`npm run admin`): one file per command in admin/, listed in admin/admin-commands.ts. */

/** A command line the tool cannot run: what was wrong, then the usage, exit code 2. */
function usageError(message: string): never {
  console.error(`${message}\n\n${ADMIN_USAGE}`);
  process.exit(2);
}

function failureText(error: unknown) {
  return error instanceof ZodError ? error.issues.map((i) => i.message).join(", ") : error instanceof Error ? error.message : error;
}

let parsed;
try {
  parsed = parseAdminArgs();
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}
const { positionals, values } = parsed;

const name = positionals[0];
if (values.help || name === "help") {
  console.log(ADMIN_USAGE);
  process.exit(0);
}
if (values.version || name === "version") {
  console.log(CARPORT_VERSION);
  process.exit(0);
}
if (!name) usageError("no command given");
const command = ADMIN_COMMANDS.find((c) => c.name === name);
if (!command) usageError(`unknown command ${name}`);

const config = loadConfig();
if (command.needs === "alone") {
  try {
    await command.run({ config, values });
    process.exit(0);
  } catch (error) {
    console.error(failureText(error));
    process.exit(1);
  }
}

const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await migrate(db);
  await ensureCurrentTerms(db);
  if (command.needs === "database") process.exitCode = (await command.run({ config, values, db })) ?? 0;
} catch (error) {
  console.error(failureText(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
