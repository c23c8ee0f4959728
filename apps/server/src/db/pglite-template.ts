import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { openPglite } from "./database.ts";
import { migrate } from "./migrate.ts";

/**
 * A PGlite data folder already made (initdb) and migrated, as a tarball the build writes beside the
 * compiled server (scripts/build-node.mjs runs make-pglite-template.ts). A fresh DATA_DIR starts from
 * it: PGlite's initdb and the migrations took most of a first start (seconds of WebAssembly, and
 * memory that stays). Run from source there is none, and a fresh folder is made and migrated as before.
 */
export const PGLITE_TEMPLATE_FILE = fileURLToPath(new URL("./pglite-template.tar.gz", import.meta.url));

/** The template to start DATA_DIR from: only for a folder that does not exist yet or is empty, and only when built. */
export function pgliteTemplateFor(dataDir: string, template = PGLITE_TEMPLATE_FILE): string | undefined {
  if (dataDir.startsWith("memory://") || !fs.existsSync(template)) return undefined;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return undefined;
  return template;
}

/** Writes the template: a new PGlite, every migration of this release applied, its data folder as a gzip tarball. */
export async function writePgliteTemplate(file = PGLITE_TEMPLATE_FILE): Promise<void> {
  const db = await openPglite("memory://");
  try {
    await migrate(db);
    fs.writeFileSync(file, new Uint8Array(await (await db.dumpDataDir!()).arrayBuffer()));
  } finally {
    await db.close();
  }
}
