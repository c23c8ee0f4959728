import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import mqtt from "mqtt";
import { linkPermissions } from "@carport/telematics";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../config.ts";
import { openPglite } from "../../db/database.ts";
import { migrate } from "../../db/migrate.ts";
import { startPrivateMosquitto } from "../../test/private-mosquitto.ts";
import type { FactoryVehicle } from "../fleet/factory-repository.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { programArgs } from "../../test/server-process.ts";

const run = promisify(execFile);
const NAMESPACE = "carport";
const FIRST = "KMHCLX00000000011";
const SECOND = "KMHCLX00000000012";

const car = (vin: string): FactoryVehicle => ({
  vin,
  brand: "hacc",
  modelCode: "HKN1",
  modelName: "Kona",
  modelYear: "2025",
  trim: "",
  exteriorColor: "",
  fuelKindCode: "E",
  genType: "3",
  isCcs2: true,
  remoteIgnition: true,
  mainBatteryType: "",
  ownerFirstName: "Ana",
  ownerLastName: "Lopez",
  ownerPostalCode: "M5V 2T6",
  dealerToken: `T-${vin}`,
  dealerCode: "HACC-D01",
});

/** Checks that these credentials may subscribe to the first car's topic and not to the second's. */
async function subscribesToFirstCarOnly(url: string, username: string, password: string, firstCarTopic: string): Promise<void> {
  const client = await mqtt.connectAsync(url, { clientId: username, username, password, reconnectPeriod: 0 });
  try {
    expect((await client.subscribeAsync(firstCarTopic)).map((g) => g.qos)).toEqual([0]);
    await expect(client.subscribeAsync(firstCarTopic.replace(FIRST, SECOND))).rejects.toThrow("Subscribe error");
  } finally {
    await client.endAsync();
  }
}

/** Whether Mosquitto lets these credentials in (a car's client id is its user name). */
async function connects(url: string, username: string, password: string): Promise<boolean> {
  try {
    const client = await mqtt.connectAsync(url, { clientId: username, username, password, reconnectPeriod: 0, connectTimeout: 5000 });
    await client.endAsync();
    return true;
  } catch {
    return false;
  }
}

/** The secret a command printed (once). */
const secretIn = (stdout: string) => /secret \(shown once, stored only as a hash\): (\S+)/.exec(stdout)?.[1] ?? "";

describe("Mosquitto's identities through its dynamic-security plugin, without a reload", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-dynsec-"));
  const dataDir = path.join(dir, "pglite");
  const brokerDir = path.join(dir, "mosquitto");
  let broker: Awaited<ReturnType<typeof startPrivateMosquitto>> | undefined;
  afterAll(async () => {
    await broker?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The operator tool on this site's folder. */
  async function admin(env: Record<string, string>, ...args: string[]) {
    const merged: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LINK_NAMESPACE: NAMESPACE, ...env };
    delete merged.DATABASE_URL;
    const { stdout } = await run(process.execPath, [...programArgs("admin"), ...args], {
      cwd: REPO_ROOT,
      env: merged,
    });
    return stdout;
  }

  it("lets a car, a gateway and a server in with the secret pushed to the running broker, then only with their new one, and takes a deleted car out", async () => {
    let db = await openPglite(dataDir);
    await migrate(db);
    const first = (await createFleetService(db).provision(car(FIRST)))!;
    await db.close();

    fs.mkdirSync(brokerDir);
    const written = await admin({}, "mosquitto-dynsec", "--out", brokerDir);
    const file = path.join(brokerDir, "dynamic-security.json");
    expect(written).toContain(`plugin_opt_config_file ${file}`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const adminCredentials = /MOSQUITTO_DYNSEC_ADMIN=(\S+)/.exec(written)![1]!;
    broker = await startPrivateMosquitto({ dynsecFile: file });
    expect(await connects(broker.url, first.username, first.secret)).toBe(true);
    expect(await connects(broker.url, first.username, "not-the-secret")).toBe(false);
    const push = (vin: string) =>
      admin({ MQTT_URL: broker!.url, MOSQUITTO_DYNSEC_ADMIN: adminCredentials }, "mosquitto-push", "--vin", vin);

    // A car provisioned while the broker runs: its secret reaches Mosquitto through $CONTROL, no reload.
    db = await openPglite(dataDir);
    await createFleetService(db).provision(car(SECOND));
    await db.close();
    const second = secretIn(await push(SECOND));
    expect(await connects(broker.url, `car-${SECOND}`, second)).toBe(true);

    // A new secret for the first car: the old one stops working at once.
    const rotated = secretIn(await push(FIRST));
    expect(rotated).not.toBe(first.secret);
    expect(await connects(broker.url, first.username, first.secret)).toBe(false);
    expect(await connects(broker.url, first.username, rotated)).toBe(true);

    // Its role holds the embedded broker's rules: its own topics, not another car's.
    const own = linkPermissions(NAMESPACE, { kind: "vehicle", username: first.username, vins: [FIRST] }).subscribe[0]!;
    await subscribesToFirstCarOnly(broker.url, first.username, rotated, own);

    // A gateway and a second server instance made while the broker runs: in at once with --push.
    const pushed = { MQTT_URL: broker.url, MOSQUITTO_DYNSEC_ADMIN: adminCredentials };
    const gatewayOutput = await admin(pushed, "link-identity", "--kind", "gateway", "--name", "home-gateway", "--vins", FIRST, "--push");
    expect(gatewayOutput).toContain("home-gateway is in Mosquitto now");
    // Its role holds the cars granted to it, not another.
    await subscribesToFirstCarOnly(broker.url, "home-gateway", secretIn(gatewayOutput), own);
    const server = secretIn(await admin(pushed, "link-identity", "--kind", "server", "--name", "carport-2", "--push"));
    expect(await connects(broker.url, "carport-2", server)).toBe(true);
    const serverAgain = secretIn(await admin(pushed, "link-identity", "--kind", "server", "--name", "carport-2", "--push"));
    expect(await connects(broker.url, "carport-2", server)).toBe(false);
    expect(await connects(broker.url, "carport-2", serverAgain)).toBe(true);
    // Without the plugin's administrator, or with a wrong one, nothing is made: one line says why.
    await expect(admin({ MQTT_URL: broker.url }, "link-identity", "--kind", "server", "--name", "carport-3", "--push")).rejects.toThrow(
      "MOSQUITTO_DYNSEC_ADMIN=user:secret is required",
    );
    const wrongAdmin = { MQTT_URL: broker.url, MOSQUITTO_DYNSEC_ADMIN: `${adminCredentials.split(":")[0]}:not-its-secret` };
    await expect(admin(wrongAdmin, "link-identity", "--kind", "server", "--name", "carport-3", "--push")).rejects.toThrow(
      "did not answer carport-dynsec-admin",
    );
    await expect(admin(wrongAdmin, "mosquitto-push", "--vin", FIRST)).rejects.toThrow("nothing was changed");
    expect(await connects(broker.url, first.username, rotated)).toBe(true);
    db = await openPglite(dataDir);
    expect(await db.query("select username from link_identities where username = 'carport-3'")).toEqual([]);
    await db.close();

    // Taken out of the factory record: taken out of Mosquitto.
    db = await openPglite(dataDir);
    await db.query("delete from link_identities where vin = $1", [SECOND]);
    await db.close();
    expect(await push(SECOND)).toBe(`${SECOND} is not in the factory record: taken out of Mosquitto\n`);
    expect(await connects(broker.url, `car-${SECOND}`, second)).toBe(false);
  }, 240_000);
});
