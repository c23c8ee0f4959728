import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./database.ts";
import { createPrivateFile, keepNewFilesPrivate, makePrivate } from "./private-files.ts";

const run = promisify(execFile);

/** Where a database lives and where PostgreSQL's client programs are. */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Folder holding pg_dump and pg_restore; unset: found on PATH. */
  pgToolsDir?: string | undefined;
}

/**
 * Runs pg_dump or pg_restore on DATABASE_URL. The password goes through PGPASSWORD, not the command
 * line, so neither `ps` nor an error message (logged by the server) shows it.
 */
async function runPgTool(target: BackupTarget, name: "pg_dump" | "pg_restore", args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const program = target.pgToolsDir ? path.join(target.pgToolsDir, name) : name;
  try {
    await run(program, [...args, "--dbname", url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    throw new Error(code === "ENOENT" ? `${program} not found` : `${name} failed: ${(stderr ?? "").trim() || String(code)}`);
  }
}

/** The file name extension of a backup: PGlite's gzip tarball or pg_dump's custom format. */
export function backupExtension(kind: Database["kind"]): string {
  return kind === "pglite" ? "pglite.tar.gz" : "pgdump";
}

/**
 * Writes a backup of the open database to file: PGlite's data folder as a gzip tarball (through
 * the open handle, which owns the folder), or PostgreSQL's `pg_dump -Fc`. The file is readable by
 * its owner only (0600: it holds every account's data); a folder made for it, 0700.
 */
export async function writeBackup(db: Database, target: BackupTarget, file: string): Promise<void> {
  // Made 0600 (its folder 0700) before anything is written into it, even over a file of another mode.
  createPrivateFile(file);
  try {
    if (db.kind === "pglite") {
      if (!db.dumpDataDir) throw new Error("this database handle cannot dump its data folder");
      const dump = await db.dumpDataDir();
      fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      return;
    }
    if (!target.databaseUrl) throw new Error("DATABASE_URL is needed to back up PostgreSQL");
    await runPgTool(target, "pg_dump", ["--format=custom", "--no-owner", "--file", file], target.databaseUrl);
  } catch (error) {
    // No empty or partial file left to be taken for a backup.
    fs.rmSync(file, { force: true });
    throw error;
  }
}

/**
 * Restores a backup into an empty database: PGlite's into a DATA_DIR that does not exist or is
 * empty, PostgreSQL's (pg_restore) into a database without Carport's tables. Refuses otherwise,
 * so a restore never mixes two databases' rows.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if (!target.databaseUrl) {
    if (target.dataDir.startsWith("memory://")) throw new Error("DATA_DIR is memory://: nowhere to restore to");
    if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0) {
      throw new Error(`DATA_DIR ${target.dataDir} is not empty: move it away (or point DATA_DIR at a new folder) first`);
    }
    keepNewFilesPrivate();
    makePrivate(target.dataDir);
    const db = await PGlite.create(target.dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await db.query("select count(*) from schema_migrations");
    await db.close();
    makePrivate(target.dataDir);
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from information_schema.tables where table_schema = 'public' limit 1");
    if (rows.length > 0)
      throw new Error("the database named by DATABASE_URL has tables: restore into an empty database (createdb a new one)");
  } finally {
    await client.end();
  }
  await runPgTool(target, "pg_restore", ["--no-owner", "--exit-on-error", file], target.databaseUrl);
}
