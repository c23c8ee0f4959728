import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { MIGRATIONS_DIR, migrate } from "./migrate.ts";
import { pgliteTemplateFor, writePgliteTemplate } from "./pglite-template.ts";

describe("a fresh PGlite folder started from the build's migrated template", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-template-"));
  const template = path.join(folder, "template.tar.gz");
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("is used only for a folder that does not exist or is empty, and leaves no migration to run", async () => {
    await writePgliteTemplate(template);
    const dataDir = path.join(folder, "site");
    expect(pgliteTemplateFor(dataDir, [path.join(folder, "not-built.tar.gz"), template])).toBe(template);
    // A template of other migrations (a build older than the sources) is not used.
    const fewer = path.join(folder, "fewer-migrations");
    fs.mkdirSync(fewer);
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql"));
    for (const file of files.slice(0, -1)) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(fewer, file));
    expect(pgliteTemplateFor(dataDir, [template], fewer)).toBeUndefined();

    const db = await openDatabase({ dataDir, pgliteTemplate: pgliteTemplateFor(dataDir, [template]) });
    try {
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
    // An in-memory database starts from it too.
    expect(pgliteTemplateFor("memory://", [template])).toBe(template);
    const inMemory = await openDatabase({ dataDir: "memory://", pgliteTemplate: pgliteTemplateFor("memory://", [template]) });
    try {
      expect(await migrate(inMemory)).toEqual([]);
    } finally {
      await inMemory.close();
    }
    // The folder is the site's own now, private as any DATA_DIR, and never started from the template again.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(pgliteTemplateFor(dataDir, [template])).toBeUndefined();
    const again = await openDatabase({ dataDir });
    try {
      expect(await migrate(again)).toEqual([]);
      const [{ n }] = (await again.query<{ n: number }>("select count(*)::int as n from schema_migrations")) as [{ n: number }];
      expect(n).toBe(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql")).length);
    } finally {
      await again.close();
    }
  }, 120_000);
});
