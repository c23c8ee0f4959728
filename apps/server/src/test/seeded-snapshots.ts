import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, openPostgres, type Database } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { ensureCurrentTerms } from "../modules/terms/terms-repository.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { createEmptyPostgresDatabase, waitForNoConnections, type EmptyPostgresDatabase } from "./empty-postgres-database.ts";
import { usePinKey } from "../core/pin-verifiers.ts";
import { TEST_PIN_KEY } from "./test-pin-key.ts";

/** Where a run's seeded snapshots are, for the test servers its workers start (see seeded-snapshots-setup.ts). */
const SNAPSHOT_ENV = {
  /** A tarball of a migrated and seeded PGlite data folder (dumpDataDir's). */
  pglite: "CARPORT_TEST_SEEDED_PGLITE",
  /** The name of a migrated and seeded PostgreSQL database, a template for each test's own copy. */
  postgres: "CARPORT_TEST_SEEDED_POSTGRES",
  /** A migrated and seeded PGlite data folder, which each journey's server process starts from a copy of. */
  dataDir: "CARPORT_TEST_SEEDED_DATA_DIR",
  /** The UTC day the demo data was seeded on: its trips and histories are dated from that day. */
  day: "CARPORT_TEST_SEEDED_DAY",
} as const;

/** Migrates a database and seeds the demo fleet, as every test server's database starts. */
export async function migrateAndSeed(db: Database): Promise<void> {
  // The demo owners' PIN verifiers are made under the key every test and journey server is given.
  usePinKey(Buffer.from(TEST_PIN_KEY, "utf8"));
  await migrate(db);
  await ensureCurrentTerms(db);
  await seedDemo(db);
}

const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * The seeded snapshot of a database kind this run made, if any and seeded today (the demo's trips and
 * histories are dated from the day they were seeded; a run over midnight seeds afresh after it).
 */
export function seededSnapshot(kind: "pglite" | "postgres" | "dataDir"): string | undefined {
  if (process.env[SNAPSHOT_ENV.day] !== utcDay()) return undefined;
  return process.env[SNAPSHOT_ENV[kind]] || undefined;
}

/**
 * A copy of the run's seeded PGlite data folder, for one server process to open (PGlite serves one
 * process a folder), or undefined without one; `remove` deletes the copy once the process is gone.
 */
export function copySeededDataDir(): { dataDir: string; remove(): void } | undefined {
  const seeded = seededSnapshot("dataDir");
  if (!seeded) return undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-journey-"));
  const dataDir = path.join(folder, "pglite");
  fs.cpSync(seeded, dataDir, { recursive: true });
  return { dataDir, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A copy of the run's seeded PostgreSQL template database for one server process, or undefined
 * without one; `drop` removes it once the process is gone.
 */
export async function copySeededPostgres(): Promise<EmptyPostgresDatabase | undefined> {
  const template = seededSnapshot("postgres");
  return template ? createEmptyPostgresDatabase({ prefix: "carport_journey", template }) : undefined;
}

/** A migrated and seeded PostgreSQL template database for the browser journeys' servers (e2e's global setup). */
export async function createSeededPostgresTemplate(): Promise<SeededSnapshots> {
  const template = await createEmptyPostgresDatabase({ prefix: "carport_seeded" });
  try {
    const name = await seedTemplate(template.url);
    return { env: { [SNAPSHOT_ENV.postgres]: name, [SNAPSHOT_ENV.day]: utcDay() }, remove: () => template.drop() };
  } catch (error) {
    await template.drop();
    throw error;
  }
}

/** A migrated and seeded PGlite data folder for the browser journeys' servers (e2e's global setup). */
export async function createSeededDataDir(): Promise<SeededSnapshots> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-seeded-"));
  const dataDir = path.join(folder, "pglite");
  const remove = async () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    const db = await openPglite(dataDir);
    try {
      await migrateAndSeed(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { env: { [SNAPSHOT_ENV.dataDir]: dataDir, [SNAPSHOT_ENV.day]: utcDay() }, remove };
}

export interface SeededSnapshots {
  /** The environment that tells a run's workers where the snapshots are. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * Migrates and seeds once per run instead of once per test server: a PGlite data-folder tarball and,
 * unless `postgres` is false, a PostgreSQL template database. Both are the same engines' own copies
 * of what migrate and seedDemo wrote, so a server started from one sees what a freshly seeded one does.
 */
export async function createSeededSnapshots(options: { postgres: boolean }): Promise<SeededSnapshots> {
  const day = utcDay();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carport-seeded-"));
  const template = options.postgres ? await createEmptyPostgresDatabase({ prefix: "carport_seeded" }) : undefined;
  const remove = async () => {
    await template?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    // The two seed at once: PGlite's work is on its own thread, PostgreSQL's in its server.
    const [tarball, templateName] = await Promise.all([seedPgliteTarball(folder), template && seedTemplate(template.url)]);
    const env: Record<string, string> = { [SNAPSHOT_ENV.pglite]: tarball, [SNAPSHOT_ENV.day]: day };
    if (templateName) env[SNAPSHOT_ENV.postgres] = templateName;
    return { env, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function seedPgliteTarball(folder: string): Promise<string> {
  const tarball = path.join(folder, "pglite.tar.gz");
  const db = await openPglite("memory://");
  try {
    await migrateAndSeed(db);
    fs.writeFileSync(tarball, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
  } finally {
    await db.close();
  }
  return tarball;
}

async function seedTemplate(url: string): Promise<string> {
  const db = await openPostgres(url, 4);
  try {
    await migrateAndSeed(db);
  } finally {
    await db.close();
  }
  const name = new URL(url).pathname.slice(1);
  // A database is copied only while nobody is connected to it; the pool's connections take a moment to go.
  await waitForNoConnections(name);
  return name;
}
