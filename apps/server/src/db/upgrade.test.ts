import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashSecret } from "../core/secret-hashing.ts";
import { startServer, type RunningServer } from "../server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database.ts";
import { completeNewDevice, databaseOutbox, TEST_DEVICE_ID } from "../test/new-device-steps.ts";
import { databaseKinds, TEST_PIN_KEY } from "../test/test-server.ts";
import { restoreBackup } from "./backup.ts";
import { migrate } from "./migrate.ts";

/** The last migration of the previous release (0.9.0, see CHANGELOG.md): its databases stop here. */
const PREVIOUS_RELEASE_SCHEMA = "017_used_manual_tokens.sql";
const OWNER = { email: "kept@hacc.test", password: "Kept-Pass-2025!", pin: "4321" };
const VIN = "2HMAUEC5000000999";

describe.each(databaseKinds())("upgrading a database of the previous release (%s)", (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it("backs it up, migrates it, and the owner signs in to find the vehicle and its trips", { timeout: 240_000 }, async () => {
    const scratch: ScratchDatabase = await createScratchDatabase(kind);
    cleanup.push(() => scratch.drop());
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-upgrade-backups-"));
    cleanup.push(async () => fs.rmSync(backupDir, { recursive: true, force: true }));

    // The previous release's database, filled as that release wrote it.
    let db = await scratch.open();
    await migrate(db, { upTo: PREVIOUS_RELEASE_SCHEMA });
    const accountId = randomUUID();
    const vehicleId = randomUUID();
    await db.query(
      `insert into accounts (id, brand, email, password_hash, pin_hash, first_name, last_name, postal_code, email_confirmed_at)
       values ($1, 'hacc', $2, $3, $4, 'Kim', 'Kept', 'M5V 2T6', now())`,
      [accountId, OWNER.email, await hashSecret(OWNER.password), await hashSecret(OWNER.pin)],
    );
    // The terms then in force (the same version as now), accepted by the owner.
    await db.query(
      `insert into terms (brand, version, tnc_id, tnc_date, terms_en, terms_fr, privacy_en, privacy_fr)
       values ('hacc', '2026.1', 'HACC-TNC-2026.1', '20260101', 'Terms', 'Conditions', 'Privacy', 'Confidentialité')`,
    );
    await db.query("insert into terms_acceptances (account_id, version, policy_confirm) values ($1, '2026.1', true)", [accountId]);
    await db.query(
      `insert into factory_vehicles (vin, brand, model_code, model_name, model_year, fuel_kind_code, gen_type,
         owner_first_name, owner_last_name, owner_postal_code, dealer_token)
       values ($1, 'hacc', 'AUR5', 'Aurora EV', '2024', 'E', '3', 'Kim', 'Kept', 'M5V 2T6', 'HT-9999')`,
      [VIN],
    );
    await db.query(
      `insert into vehicles (id, vin, account_id, nickname, enrollment_status, subscription_status, is_default, odometer)
       values ($1, $2, $3, 'Old faithful', 4, 'A', true, 23456)`,
      [vehicleId, VIN, accountId],
    );
    for (let day = 1; day <= 30; day++) {
      await db.query(
        `insert into vehicle_trips (vehicle_id, started_at, minutes, idle_minutes, km, drivetrain_kwh, climate_kwh,
           accessories_kwh, battery_care_kwh, regen_kwh, fuel_litres)
         values ($1, now() - make_interval(days => $2), 30, 2, $3, 5, 1, 0.5, 0.1, 0.8, 0)`,
        [vehicleId, day, 10 + day],
      );
    }
    await db.close();

    const server: RunningServer = await startServer({
      ...scratch.env,
      BACKUP_DIR: backupDir,
      DEMO: "0",
      PIN_KEY: TEST_PIN_KEY,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent",
      EMBEDDED_MQTT_PORT: "0",
      LINK_NAMESPACE: `test/${randomBytes(6).toString("hex")}`,
      TRUST_PROXY: "true",
      CALDAV_SERVER_URL: "http://127.0.0.1:9/",
    });
    cleanup.push(() => server.close());

    // The backup written before the migrations holds the previous release's schema.
    const backups = fs.readdirSync(backupDir);
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(
      new RegExp(`^carport-.*-schema-017_used_manual_tokens\\.${kind === "pglite" ? "pglite\\.tar\\.gz" : "pgdump"}$`),
    );
    const restored = await createScratchDatabase(kind);
    cleanup.push(() => restored.drop());
    await restoreBackup(restored.target, path.join(backupDir, backups[0]!));
    const old = await restored.open();
    const oldVersions = (await old.query<{ version: string }>("select version from schema_migrations order by version")).map(
      (r) => r.version,
    );
    await old.close();
    expect(oldVersions.at(-1)).toBe(PREVIOUS_RELEASE_SCHEMA);

    // Every migration of this release ran.
    const migrations = fs
      .readdirSync(path.join(import.meta.dirname, "migrations"))
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const versions = (await server.db.query<{ version: string }>("select version from schema_migrations order by version")).map(
      (r) => r.version,
    );
    expect(versions).toEqual(migrations);

    const call = async (name: string, body: unknown = {}, headers: Record<string, string> = {}) => {
      const response = await server.app.inject({
        method: "POST",
        url: `/tods/api/${name}`,
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify(body),
      });
      return { status: response.statusCode, json: response.json() };
    };
    const device = { Deviceid: TEST_DEVICE_ID };
    let login = await call("v2/login", { loginId: OWNER.email, password: OWNER.password }, device);
    expect(login.json.error?.errorCode).toBe("7110");
    await completeNewDevice(call, databaseOutbox(server.db), OWNER.email, device);
    login = await call("v2/login", { loginId: OWNER.email, password: OWNER.password }, device);
    expect(login.json.responseHeader.responseCode).toBe(0);
    const accessToken = login.json.result.token.accessToken as string;

    const list = await call("vhcllst", {}, { accessToken });
    expect(list.json.error).toBeUndefined();
    expect(list.json.responseHeader.responseCode).toBe(0);
    expect(list.json.result.vehicles).toEqual([expect.objectContaining({ vin: VIN, nickName: "Old faithful" })]);
    const trips = await server.db.query<{ n: number; km: number }>(
      "select count(*)::int as n, sum(km)::float8 as km from vehicle_trips where vehicle_id = $1",
      [vehicleId],
    );
    expect(trips[0]).toEqual({ n: 30, km: 30 * 10 + (30 * 31) / 2 });
  });
});
