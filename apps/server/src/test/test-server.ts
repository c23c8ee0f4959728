import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openPglite, openPostgres, type Database } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { startVehicleLinkRuntime, type VehicleLinkRuntime } from "../vehicle-link-runtime.ts";
import { completeNewDevice, databaseOutbox, TEST_DEVICE_ID } from "./new-device-steps.ts";
import { createEmptyPostgresDatabase } from "./empty-postgres-database.ts";
import { pinKeyOf, usePinKey } from "../core/pin-verifiers.ts";
import { migrateAndSeed, seededSnapshot } from "./seeded-snapshots.ts";
import { databaseKindsForThisFile, type DatabaseKind } from "./database-kinds.ts";
import { TEST_PIN_KEY } from "./test-pin-key.ts";

export { TEST_PIN_KEY };

export type { DatabaseKind };

/**
 * The databases the test file being collected runs on: both where the engine matters, one (alternating by file)
 * elsewhere; BOTH_DATABASES=1 runs every file on both, SKIP_POSTGRES=1 leaves PostgreSQL out (database-kinds.ts).
 * A function, called by each file: a server test worker keeps its modules from file to file, so a value
 * worked out when this module loaded would be the first file's for every file after it.
 */
export const databaseKinds = (): DatabaseKind[] => databaseKindsForThisFile();

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database's address; undefined on PGlite. */
  postgresUrl: string | undefined;
  vehicleLink: VehicleLinkRuntime;
  /** Calls /tods/api/<name> with a JSON body and headers; answers the status, headers and parsed envelope. */
  call(
    name: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Record<string, unknown>; json: any }>;
  /**
   * Signs in and answers the access token, the way a client with a device id does: from
   * TEST_DEVICE_ID (or the Deviceid among `headers`); the first time for an account, through the
   * one-time code mailed for the new device (remembered), then signing in again.
   */
  login(loginId: string, password: string, headers?: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database of the given kind, migrated and seeded with the demo fleet (a
 * copy of the run's seeded snapshot when there is one: seeded-snapshots.ts);
 * or, with `sharing`, a second instance on that server's database (its own PostgreSQL pool; the
 * same PGlite handle), as several instances behind a load balancer are. Close the second first.
 */
export async function createTestServer(kind: DatabaseKind, env: Record<string, string> = {}, sharing?: TestServer): Promise<TestServer> {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: "memory://",
    WEB_DIST: "/nonexistent",
    LINK_NAMESPACE: `test/${randomBytes(6).toString("hex")}`,
    EMBEDDED_MQTT_PORT: "0",
    PIN_KEY: TEST_PIN_KEY,
    // Tests play clients at several addresses through X-Forwarded-For.
    TRUST_PROXY: "true",
    // Calendar calls in tests reach only servers the test starts: nothing listens on port 9.
    CALDAV_SERVER_URL: "http://127.0.0.1:9/",
    ...env,
  });
  // Before the seed, which makes the demo accounts' PIN verifiers.
  usePinKey(pinKeyOf(config));
  let dropDatabase = async () => {};
  let closeDatabase = async () => db.close();
  let db: Database;
  let postgresUrl: string | undefined;
  if (sharing) {
    if (sharing.postgresUrl) {
      postgresUrl = sharing.postgresUrl;
      db = await openPostgres(postgresUrl, 4);
    } else {
      db = sharing.db;
      closeDatabase = async () => {};
    }
  } else if (kind === "postgres") {
    const template = seededSnapshot("postgres");
    const database = await createEmptyPostgresDatabase(template ? { template } : {});
    postgresUrl = database.url;
    db = await openPostgres(postgresUrl, 4);
    dropDatabase = database.drop;
    if (!template) await migrateAndSeed(db);
  } else {
    const tarball = seededSnapshot("pglite");
    db = await openPglite("memory://", tarball ? { loadDataDir: tarball } : {});
    if (!tarball) await migrateAndSeed(db);
  }
  const logger = createLogger(config.LOG_LEVEL);
  const vehicleLink = await startVehicleLinkRuntime(config, logger, db);
  const app = await buildApp(config, db, vehicleLink.gateway, logger);

  async function call(name: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method: "POST",
      url: `/tods/api/${name}`,
      headers: { "content-type": "application/json", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    };
    const response = await app.inject(options);
    return { status: response.statusCode, headers: response.headers, json: response.json() };
  }

  return {
    app,
    db,
    postgresUrl,
    call,
    async login(loginId, password, headers = {}) {
      const withDevice = Object.keys(headers).some((h) => h.toLowerCase() === "deviceid")
        ? headers
        : { ...headers, Deviceid: TEST_DEVICE_ID };
      let { json } = await call("v2/login", { loginId, password }, withDevice);
      if (json.error?.errorCode === "7110") {
        await completeNewDevice(call, databaseOutbox(db), loginId, withDevice);
        ({ json } = await call("v2/login", { loginId, password }, withDevice));
      }
      if (json.responseHeader.responseCode !== 0) throw new Error(`login failed: ${JSON.stringify(json)}`);
      return json.result.token.accessToken as string;
    },
    vehicleLink,
    async close() {
      await app.close();
      await vehicleLink.close();
      await closeDatabase();
      await dropDatabase();
    },
  };
}
