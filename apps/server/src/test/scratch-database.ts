import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../db/database.ts";
import type { DatabaseKind } from "./test-server.ts";

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** An empty database kept on disk (PGlite folder) or on the shared PostgreSQL server, as a server would use it. */
export interface ScratchDatabase {
  /** The environment that points the server or the operator tool at it. */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  target: { dataDir: string; databaseUrl?: string };
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(kind: DatabaseKind): Promise<ScratchDatabase> {
  if (kind === "pglite") {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "carport-scratch-"));
    const dataDir = path.join(parent, "pglite");
    return {
      env: { DATA_DIR: dataDir },
      target: { dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => fs.rmSync(parent, { recursive: true, force: true }),
    };
  }
  const name = `carport_scratch_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    target: { dataDir: "memory://", databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir: "memory://" }),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
