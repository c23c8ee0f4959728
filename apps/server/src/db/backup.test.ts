import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ensureCurrentTerms } from "../modules/terms/terms-repository.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database.ts";
import { databaseKinds } from "../test/test-server.ts";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { writeBackup } from "./backup.ts";
import { programArgs } from "../test/server-process.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** `npm run admin -- ...args` against the given database, as an operator runs it. */
function admin(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, [...programArgs("admin"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Every row of every table, each table's rows in a fixed order. */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    rows[name] = (await db.query<{ row: string }>(`select to_jsonb(t)::text as row from "${name}" t order by 1`)).map((r) => r.row);
  }
  return rows;
}

describe.each(databaseKinds())("backup and restore with the operator tool (%s)", (kind) => {
  const scratch: ScratchDatabase[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-backup-"));
  afterEach(async () => {
    for (const db of scratch.splice(0)) await db.drop();
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("restores into an empty database the owners, vehicles and history it backed up", { timeout: 240_000 }, async () => {
    const source = await createScratchDatabase(kind);
    const empty = await createScratchDatabase(kind);
    scratch.push(source, empty);
    let db = await source.open();
    await migrate(db);
    await ensureCurrentTerms(db);
    await seedDemo(db);
    const before = await everything(db);
    await db.close();
    expect(before.accounts!.length).toBeGreaterThan(0);
    expect(before.vehicles!.length).toBeGreaterThan(0);
    expect(before.vehicle_trips!.length).toBeGreaterThan(0);

    const file = path.join(folder, `carport.${kind === "pglite" ? "pglite.tar.gz" : "pgdump"}`);
    const backup = admin(source.env, "backup", "--to", file);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`written to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    // Every account's data: readable by the server's own user only.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restore = admin(empty.env, "restore", "--from", file);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);

    db = await empty.open();
    const after = await everything(db);
    const demoOwner = await db.query<{ vins: string[] }>(
      "select array_agg(v.vin order by v.vin) as vins from accounts a join vehicles v on v.account_id = a.id where a.email = 'demo@hacc.test'",
    );
    await db.close();
    expect(after).toEqual(before);
    expect(demoOwner[0]!.vins.length).toBeGreaterThan(0);
  });

  it("refuses to restore over a database that holds data, and leaves it as it was", { timeout: 240_000 }, async () => {
    const target = await createScratchDatabase(kind);
    scratch.push(target);
    let db = await target.open();
    await migrate(db);
    await ensureCurrentTerms(db);
    const before = await everything(db);
    const file = path.join(folder, `other.${kind}`);
    // Any backup will do: the refusal comes before the file is read.
    fs.writeFileSync(file, "not restored");
    await db.close();

    const restore = admin(target.env, "restore", "--from", file);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(kind === "pglite" ? /DATA_DIR .* is not empty/ : /has tables: restore into an empty database/);

    db = await target.open();
    expect(await everything(db)).toEqual(before);
    await db.close();
  });

  if (kind === "postgres") {
    it("names what pg_dump said when it fails, never the database password", { timeout: 120_000 }, async () => {
      const source = await createScratchDatabase(kind);
      scratch.push(source);
      const db = await source.open();
      const url = new URL(source.target.databaseUrl!);
      url.password = "S3cret-Backup-Word";
      url.pathname = "/carport_no_such_database";
      const failure = writeBackup(db, { dataDir: "memory://", databaseUrl: url.toString() }, path.join(folder, "never.pgdump")).then(
        () => null,
        (error: Error) => error.message,
      );
      const message = await failure;
      await db.close();
      expect(message).toMatch(/^pg_dump failed: .*carport_no_such_database/s);
      expect(message).not.toContain("S3cret-Backup-Word");
      expect(fs.existsSync(path.join(folder, "never.pgdump")), "no empty file left as if it were a backup").toBe(false);
    });
  }
});
