import type { FastifyInstance } from "fastify";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { pgliteTemplateFor } from "./db/pglite-template.ts";
import { backupBeforeMigrations } from "./db/backup-before-migrations.ts";
import { buildApp } from "./app.ts";
import { ensureCurrentTerms } from "./modules/terms/terms-repository.ts";
import { seedDemo } from "./seed/demo-seed.ts";
import { assertNoDemoAccounts } from "./seed/demo-accounts-guard.ts";
import { createLogger } from "./logger.ts";
import { pinKeyOf, usePinKey } from "./core/pin-verifiers.ts";
import { startVehicleLinkRuntime, type VehicleLinkRuntime } from "./vehicle-link-runtime.ts";

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  vehicleLink: VehicleLinkRuntime;
  /** The address it listens on, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds when demo mode is on (refuses demo accounts, or no PIN_KEY, when it is off), and listens. */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  /** Runs after migration and seeding, before the vehicle link provisions the fleet (benchmarks add vehicles here). */
  prepare?: (db: Database) => Promise<void>,
  /** Load runs: told each time the in-process fleet carries out a command. */
  onExecuted?: (vin: string, transactionId: string) => void,
): Promise<RunningServer> {
  const config = loadConfig(env);
  usePinKey(pinKeyOf(config));
  // How long each step of the start took (logged at info level: the bench reads it).
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phaseDone = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteTemplate: config.DATABASE_URL ? undefined : pgliteTemplateFor(config.DATA_DIR),
  });
  phaseDone("database");
  const logger = createLogger(config.LOG_LEVEL);
  const backupTarget = {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgToolsDir: config.PG_TOOLS_DIR,
    backupDir: config.BACKUP_DIR,
  };
  await migrate(db, { beforeChanges: backupBeforeMigrations(db, backupTarget, logger) });
  await ensureCurrentTerms(db);
  phaseDone("migrations");
  if (config.DEMO) await seedDemo(db);
  else
    await assertNoDemoAccounts(db).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
  phaseDone("seed");
  await prepare?.(db);
  const vehicleLink = await startVehicleLinkRuntime(config, logger, db, onExecuted);
  phaseDone("vehicleLink");
  const app = await buildApp(config, db, vehicleLink.gateway, logger);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  phaseDone("app");
  logger.info({ startPhasesMs: phases }, "start-up phases");
  const port = new URL(address).port;
  return {
    app,
    db,
    config,
    url: `http://localhost:${port}`,
    vehicleLink,
    async close() {
      await app.close();
      await vehicleLink.close();
      await db.close();
    },
  };
}
