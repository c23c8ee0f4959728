import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../db/database.ts";
import type { DatabaseKind } from "./test-server.ts";
import { createEmptyPostgresDatabase } from "./empty-postgres-database.ts";

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
  const database = await createEmptyPostgresDatabase({ prefix: "carport_scratch" });
  const databaseUrl = database.url;
  return {
    env: { DATABASE_URL: databaseUrl },
    target: { dataDir: "memory://", databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir: "memory://" }),
    drop: database.drop,
  };
}
