import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { openPglite } from "./database.ts";
import path from "node:path";
import { MIGRATIONS_DIR, migrate, migrationChecksum } from "./migrate.ts";
import { templateFolderOf } from "./pglite-template-start.ts";

/**
 * A PGlite data folder already made (initdb) and migrated, as a folder and a tarball the build writes beside the
 * compiled server (scripts/build-node.mjs runs make-pglite-template.ts). A fresh DATA_DIR starts from
 * it: PGlite's initdb and the migrations took most of a first start (seconds of WebAssembly, and
 * memory that stays). Run from source (`npm start`), the build's template is used when it holds exactly
 * the migrations the sources have (its manifest says which); otherwise a fresh folder is made and
 * migrated as before.
 */
export const PGLITE_TEMPLATE_FILE = fileURLToPath(new URL("./pglite-template.tar.gz", import.meta.url));
/** The build's, seen from the sources (apps/server/src/db → apps/server/dist). */
const BUILT_TEMPLATE_FILE = fileURLToPath(new URL("../../dist/pglite-template.tar.gz", import.meta.url));

/** The migration files and their checksums: what a template holds, and what this code would apply. */
function migrationsIn(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => [f, migrationChecksum(fs.readFileSync(path.join(dir, f), "utf8"))]),
  );
}

const manifestOf = (template: string) => `${template}.json`;

/**
 * The template to start DATA_DIR from: only for a folder that does not exist yet or is empty (an
 * in-memory database, `memory://`, always is), and only a template whose migrations are exactly this
 * code's (a template of other migrations would fail their checksums).
 */
export function pgliteTemplateFor(
  dataDir: string,
  templates: readonly string[] = [PGLITE_TEMPLATE_FILE, BUILT_TEMPLATE_FILE],
  migrationsDir = MIGRATIONS_DIR,
): string | undefined {
  if (!dataDir.startsWith("memory://") && fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return undefined;
  const wanted = JSON.stringify(migrationsIn(migrationsDir));
  return templates.find(
    (template) =>
      fs.existsSync(template) && fs.existsSync(manifestOf(template)) && fs.readFileSync(manifestOf(template), "utf8") === wanted,
  );
}

/**
 * Writes the template: a new PGlite folder beside `file` (its name without `.tar.gz`), every migration
 * of `migrationsDir` applied, the same folder as a gzip tarball, and beside them (`.json`) the
 * migrations they hold.
 */
export async function writePgliteTemplate(file = PGLITE_TEMPLATE_FILE, migrationsDir = MIGRATIONS_DIR): Promise<void> {
  const folder = templateFolderOf(file);
  // Without its manifest a template is never used: a build stopped half-way leaves none.
  fs.rmSync(manifestOf(file), { force: true });
  fs.rmSync(folder, { recursive: true, force: true });
  const db = await openPglite(folder);
  try {
    await migrate(db, { dir: migrationsDir });
    fs.writeFileSync(file, new Uint8Array(await (await db.dumpDataDir!()).arrayBuffer()));
  } finally {
    await db.close();
  }
  fs.writeFileSync(manifestOf(file), JSON.stringify(migrationsIn(migrationsDir)));
}
