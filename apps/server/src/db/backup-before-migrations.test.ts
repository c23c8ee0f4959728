import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database.ts";
import { databaseKinds } from "../test/test-server.ts";
import { backupBeforeMigrations } from "./backup-before-migrations.ts";
import { migrate } from "./migrate.ts";

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string; file?: string }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.each(databaseKinds())("the backup before migrations (%s)", (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function scratch(): Promise<{ database: ScratchDatabase; backupDir: string }> {
    const database = await createScratchDatabase(kind);
    const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carport-backups-")), "backups");
    cleanup.push(async () => {
      await database.drop();
      fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
    });
    return { database, backupDir };
  }

  it("writes none for a new database, whose first migrations have nothing to lose", { timeout: 120_000 }, async () => {
    const { database, backupDir } = await scratch();
    const db = await database.open();
    const { logger, lines } = capturingLogger();
    const done = await migrate(db, { beforeChanges: backupBeforeMigrations(db, { ...database.target, backupDir }, logger) });
    await db.close();
    expect(done.length).toBeGreaterThan(0);
    expect(fs.existsSync(backupDir)).toBe(false);
    expect(lines).toEqual([]);
  });

  it("writes none when the schema is already current", { timeout: 120_000 }, async () => {
    const { database, backupDir } = await scratch();
    const db = await database.open();
    await migrate(db);
    const { logger, lines } = capturingLogger();
    expect(await migrate(db, { beforeChanges: backupBeforeMigrations(db, { ...database.target, backupDir }, logger) })).toEqual([]);
    await db.close();
    expect(fs.existsSync(backupDir)).toBe(false);
    expect(lines).toEqual([]);
  });

  it("says where it wrote the backup before changing the schema", { timeout: 120_000 }, async () => {
    const { database, backupDir } = await scratch();
    const db = await database.open();
    await migrate(db, { upTo: "016_session_cache_notifications.sql" });
    const { logger, lines } = capturingLogger();
    await migrate(db, { beforeChanges: backupBeforeMigrations(db, { ...database.target, backupDir }, logger) });
    await db.close();
    const [file, ...others] = fs.readdirSync(backupDir);
    expect(others).toEqual([]);
    expect(file).toContain("-schema-016_session_cache_notifications.");
    expect(lines).toEqual([expect.objectContaining({ level: 30, file: path.join(backupDir, file!) })]);
  });

  if (kind === "postgres") {
    it("without pg_dump, warns that there is no backup and migrates anyway", { timeout: 120_000 }, async () => {
      const { database, backupDir } = await scratch();
      const db = await database.open();
      await migrate(db, { upTo: "016_session_cache_notifications.sql" });
      const { logger, lines } = capturingLogger();
      const target = { ...database.target, backupDir, pgToolsDir: "/nonexistent/postgresql/bin" };
      const done = await migrate(db, { beforeChanges: backupBeforeMigrations(db, target, logger) });
      await db.close();
      expect(done).toContain("019_retention_indexes.sql");
      expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining("NO BACKUP before migrating") })]);
      expect(fs.existsSync(backupDir) ? fs.readdirSync(backupDir) : []).toEqual([]);
    });
  }
});
