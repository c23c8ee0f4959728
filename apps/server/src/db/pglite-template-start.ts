import fs from "node:fs";

/** The template's folder: its tarball's path without `.tar.gz` (pglite-template.ts writes both). */
export const templateFolderOf = (template: string) => template.replace(/\.tar\.gz$/, "");

/**
 * How PGlite opens a fresh DATA_DIR from a template (pglite-template.ts): a folder on disk gets a copy
 * of the template's folder and opens it as any existing one (PGlite unpacking the tarball itself held
 * about 80 MiB more for good, and took a second longer); an in-memory database loads the tarball.
 */
export function startFromTemplate(dataDir: string, template: string): { loadDataDir?: string } {
  const folder = templateFolderOf(template);
  if (dataDir.startsWith("memory://") || !fs.existsSync(folder)) return { loadDataDir: template };
  fs.cpSync(folder, dataDir, { recursive: true });
  return {};
}
