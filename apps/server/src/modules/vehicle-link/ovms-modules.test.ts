import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { hashLinkSecret, newLinkSecret, type LinkCredentials } from "@carport/telematics";
import type { MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteVehicle } from "../../cli/commands/delete-vehicle.ts";
import { parseAdminArgs } from "../../cli/admin/admin-options.ts";
import { ovmsModule } from "../../cli/admin/ovms-module.ts";
import { loadConfig } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { connectAs } from "../../test/link-clients.ts";
import { CHARGING_NIRO_METRICS, startOvmsStandIn, type OvmsStandIn } from "../../test/ovms-stand-in.ts";
import { startPrivateMosquitto } from "../../test/private-mosquitto.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { saveServiceIdentity } from "./link-identities.ts";
import { mosquittoFiles, writeMosquittoConfig } from "./mosquitto-config.ts";

type Car = { vehicleId: string; vin: string };
const MODULE_PIN = "7319";

/** Runs the operator tool's `ovms-module` with these options on the test server's database (as admin.ts runs it). */
async function ovmsModuleCommand(server: TestServer, args: string[]) {
  if (ovmsModule.needs !== "database") throw new Error("ovms-module runs on the database");
  await ovmsModule.run({ db: server.db, config: loadConfig(), values: parseAdminArgs(["ovms-module", ...args]).values });
}

/** Registers a car's OVMS module with the operator tool's command; answers the secret it printed. */
async function registerWithTool(server: TestServer, args: string[]): Promise<string> {
  const printed: string[] = [];
  const log = console.log;
  console.log = (line: string) => void printed.push(String(line));
  try {
    await ovmsModuleCommand(server, args);
  } finally {
    console.log = log;
  }
  const secret = /Password:\s+(\S+)/.exec(printed.join("\n"))?.[1];
  if (!secret) throw new Error(`no secret printed: ${printed.join("\n")}`);
  return secret;
}

/** The owner's two cars as the test uses them: a Kia with an OVMS module, and another owner's car with a module of its own. */
async function ownersOf(server: TestServer) {
  const owner = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
  const niro = (await server.call("vhcllst", {}, { accessToken: owner, brand: "kci" })).json.result.vehicles[0] as Car;
  const other = await server.login("demo@hacc.test", DEMO_PASSWORD);
  const kona = (await server.call("vhcllst", {}, { accessToken: other })).json.result.vehicles[0] as Car;
  return { owner, niro, kona };
}

/** Every state of charge the car's history kept. */
const socsKept = async (server: TestServer, car: Car) =>
  (
    await server.db.query<{ soc: number }>(
      "select h.soc from vehicle_status_history h join vehicles v on v.id = h.vehicle_id where v.vin = $1",
      [car.vin],
    )
  ).map((r) => r.soc);

const statusOf = async (server: TestServer, owner: string, car: Car) =>
  (await server.call("lstvhclsts", {}, { accessToken: owner, vehicleId: car.vehicleId, brand: "kci" })).json.result.status;

describe.each(databaseKinds())("an OVMS module as a car's telematics (embedded broker) on %s", (kind) => {
  let server: TestServer;
  let owner: string;
  let niro: Car;
  let kona: Car;
  let niroModule: LinkCredentials;
  let konaModule: LinkCredentials;
  let standIn: OvmsStandIn;
  const url = () => server.vehicleLink.brokerUrl;

  beforeAll(async () => {
    server = await createTestServer(kind, { SIMULATOR: "off", COMMAND_DEADLINE_SECONDS: "600" });
    ({ owner, niro, kona } = await ownersOf(server));
    niroModule = {
      username: "niro-owner",
      secret: await registerWithTool(server, ["--vin", niro.vin, "--user", "niro-owner", "--vehicle-id", "NIRO1", "--pin", MODULE_PIN]),
    };
    konaModule = {
      username: "kona-owner",
      secret: await registerWithTool(server, ["--vin", kona.vin, "--user", "kona-owner", "--vehicle-id", "KONA1"]),
    };
    standIn = await startOvmsStandIn({
      url: url(),
      user: niroModule.username,
      password: niroModule.secret,
      clientId: niroModule.username,
      vehicleId: "NIRO1",
      modulePin: MODULE_PIN,
      metrics: CHARGING_NIRO_METRICS,
    });
  });
  afterAll(async () => {
    await standIn?.close();
    await server?.close();
  });

  it("refuses registering a module for a car not enrolled to an account", async () => {
    const [free] = await server.db.query<{ vin: string }>(
      "select f.vin from factory_vehicles f where not exists (select 1 from vehicles v where v.vin = f.vin) limit 1",
    );
    await expect(ovmsModuleCommand(server, ["--vin", free!.vin, "--user", "nobody", "--vehicle-id", "X1"])).rejects.toThrow(
      /not enrolled to an account/,
    );
  });

  it("shows the charging car's SoC, range, odometer and location in its status, vehicle list, position and history", async () => {
    const status = await eventually(async () => {
      const s = await statusOf(server, owner, niro);
      return s?.evStatus?.batteryStatus === 68 && s.vehicleLocation ? s : undefined;
    }, "the module's metrics in the car's status");
    expect(status.evStatus.batteryCharge).toBe(true);
    expect(status.evStatus.batteryPlugin).toBe(1);
    expect(status.evStatus.drvDistance[0].rangeByFuel.totalAvailableRange).toEqual({ value: 301, unit: 1 });
    expect(status.odometer).toEqual({ value: 23456.7, unit: 1 });
    expect(status.vehicleLocation.coord).toMatchObject({ lat: 45.501689, lon: -73.567256 });
    expect(status.doorLock).toBe(false);
    expect(status.tirePressure).toMatchObject({ frontLeft: 250, frontRight: 251.5, unit: "kPa" });
    // Metrics Carport has no field for are kept as the module sent them (the vehicle-health page lists them).
    expect(status.ovmsMetrics).toMatchObject({ "v.b.soh": "97", "v.c.kwh": "12.4", "v.type": "KN" });
    expect(server.vehicleLink.gateway.isOnline(niro.vin)).toBe(true);

    const listed = (await server.call("vhcllst", {}, { accessToken: owner, brand: "kci" })).json.result.vehicles as Array<
      Car & { odometer: number }
    >;
    expect(listed.find((v) => v.vin === niro.vin)!.odometer).toBe(23457);

    // A community client asks where the car is: answered from the module's position, nothing sent to it.
    const located = await server.call(
      "fndmcr",
      { pin: DEMO_PIN },
      await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }),
    );
    expect(located.json.responseHeader.responseCode, JSON.stringify(located.json)).toBe(0);
    expect(located.json.result.coord).toMatchObject({ lat: 45.501689, lon: -73.567256 });

    const now = Date.now();
    const history = await server.call(
      "vhclhst",
      { from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 60_000).toISOString() },
      { accessToken: owner, vehicleId: niro.vehicleId, brand: "kci" },
    );
    expect(history.json.responseHeader.responseCode, JSON.stringify(history.json)).toBe(0);
    expect(JSON.stringify(history.json.result)).toContain("45.501689");
    expect(standIn.commands).toEqual([]);
  });

  it("sends lock to the module as `lock <module PIN>` and completes it with the module's answer", async () => {
    const sent = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }));
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    const transaction = await completed(server, owner, sent.headers.transactionid as string, { brand: "kci" });
    expect(standIn.commands).toEqual([`lock ${MODULE_PIN}`]);
    expect(transaction.apiStatusCode).toBe("0000");
    expect((await statusOf(server, owner, niro)).doorLock).toBe(true);
  });

  it("refuses before sending what the car's module cannot do, and learns what the module answers it cannot", async () => {
    const before = standIn.commands.length;
    const climate = { hvacInfo: { airCtrl: 1, defrost: false, heating1: 0, airTemp: { value: "0EH", unit: 0 } } };
    const refused = await server.call("rfon", climate, await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }));
    expect(refused.json.responseHeader.responseCode).not.toBe(0);
    expect(JSON.stringify(refused.json)).toContain("7705");
    const horn = await server.call("hrnlght", { horn: true }, await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }));
    expect(JSON.stringify(horn.json)).toContain("7705");
    expect(standIn.commands.length).toBe(before);

    // The owner says the car does climate; the e-Niro module answers it has no such functionality.
    const confirmed = await server.call(
      "svovmscpb",
      { supports: ["lock", "climate"] },
      { accessToken: owner, vehicleId: niro.vehicleId, brand: "kci" },
    );
    expect(confirmed.json.result.module).toMatchObject({
      user: "niro-owner",
      vehicleId: "NIRO1",
      supports: ["lock", "climate"],
      refused: [],
      pinKept: true,
    });
    await eventually(
      async () => ((await server.vehicleLink.gateway.refuses({ vin: niro.vin } as never, "climateStart")) ? undefined : true),
      "the confirmed capability",
      10_000,
    );
    const tried = await server.call("rfon", climate, await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }));
    expect(tried.json.responseHeader.responseCode, JSON.stringify(tried.json)).toBe(0);
    const failed = await completed(server, owner, tried.headers.transactionid as string, { brand: "kci" });
    expect(standIn.commands.at(-1)).toBe("climatecontrol on");
    expect(failed.apiStatusCode).toBe("7704");
    expect(failed.apiFailureReason).toMatch(/cannot do this.*Climate Control functionality not available/);
    const again = await server.call("rfon", climate, await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }));
    expect(JSON.stringify(again.json)).toContain("7705");
    const seen = await server.call("ovmsmdl", {}, { accessToken: owner, vehicleId: niro.vehicleId, brand: "kci" });
    expect(seen.json.result.module).toMatchObject({ supports: ["lock", "climate"], refused: ["climate"] });
  });

  it("closes the connection of a module publishing under another module's prefix, and keeps its subscription out", async () => {
    await eventually(
      async () => ((await statusOf(server, owner, niro))?.evStatus?.batteryStatus === 68 ? true : undefined),
      "the module's metrics",
    );
    const intruder = await connectAs(server, konaModule);
    // The embedded broker answers the subscription with a failure code.
    await expect(intruder.subscribeAsync(`${standIn.prefix}client/+/command/+`, { qos: 1 })).rejects.toThrow(/subscribe error/i);
    const closed = new Promise<void>((resolve) => intruder.once("close", () => resolve()));
    intruder.publish(`${standIn.prefix}metric/v/b/soc`, "3", { qos: 0, retain: true });
    await closed;
    await intruder.endAsync(true);
    // Its own prefix it may use.
    const own = await connectAs(server, konaModule);
    await own.publishAsync("ovms/kona-owner/KONA1/metric/v/b/soc", "55", { qos: 0, retain: true });
    await own.endAsync();
    await standIn.setMetrics({ "v.b.soc": "69" });
    await eventually(
      async () => ((await statusOf(server, owner, niro)).evStatus.batteryStatus === 69 ? true : undefined),
      "the module's own soc",
    );
    expect(await socsKept(server, niro)).not.toContain(3);
  });

  it("marks the car offline when the module's last will arrives", async () => {
    standIn.vanish();
    await eventually(async () => (server.vehicleLink.gateway.isOnline(niro.vin) ? undefined : true), "the car offline");
  });

  it("lets a module go with its car: the car deleted by the operator, its module's identity stops working", async () => {
    await connectAs(server, konaModule).then((client) => client.endAsync());
    await deleteVehicle(server.db, kona.vin);
    expect(await server.db.query("select 1 from ovms_modules where vin = $1", [kona.vin])).toEqual([]);
    await expect(connectAs(server, konaModule)).rejects.toThrow(/bad user ?name or password|not authorized/i);
  });
});

describe.each(databaseKinds())("an OVMS module on a private Mosquitto configured by the operator tool, on %s", (kind) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-ovms-mosquitto-"));
  const namespace = `test/${randomBytes(6).toString("hex")}`;
  let mosquitto: Awaited<ReturnType<typeof startPrivateMosquitto>>;
  let server: TestServer;
  let owner: string;
  let niro: Car;
  let kona: Car;
  let standIn: OvmsStandIn;
  let intruder: MqttClient | undefined;

  beforeAll(async () => {
    const own = { username: "carport-server-test", secret: newLinkSecret() };
    const bootstrap = mosquittoFiles(namespace, [
      { identity: { kind: "server", username: own.username }, secretHash: await hashLinkSecret(own.secret) },
    ]);
    fs.writeFileSync(path.join(dir, "passwords"), bootstrap.passwords);
    fs.writeFileSync(path.join(dir, "acl"), bootstrap.acl);
    mosquitto = await startPrivateMosquitto({ filesIn: dir });
    const brokerUrl = new URL(mosquitto.url);
    brokerUrl.username = own.username;
    brokerUrl.password = own.secret;
    server = await createTestServer(kind, {
      MQTT_URL: brokerUrl.toString(),
      LINK_NAMESPACE: namespace,
      SIMULATOR: "off",
      COMMAND_DEADLINE_SECONDS: "600",
    });
    await saveServiceIdentity(server.db, { kind: "server", username: own.username, secret: own.secret });
    ({ owner, niro, kona } = await ownersOf(server));
    // Other runs of this test on the same machine use other Mosquittos: the user names need not differ.
    const niroSecret = await registerWithTool(server, [
      "--vin",
      niro.vin,
      "--user",
      "niro-owner",
      "--vehicle-id",
      "NIRO1",
      "--pin",
      MODULE_PIN,
    ]);
    const konaSecret = await registerWithTool(server, ["--vin", kona.vin, "--user", "kona-owner", "--vehicle-id", "KONA1"]);
    await writeMosquittoConfig(server.db, namespace, dir);
    mosquitto.reload();
    const start = () =>
      startOvmsStandIn({
        url: mosquitto.url,
        user: "niro-owner",
        password: niroSecret,
        clientId: "niro-owner",
        vehicleId: "NIRO1",
        modulePin: MODULE_PIN,
        metrics: CHARGING_NIRO_METRICS,
      }).catch(() => undefined);
    standIn = await eventually(start, "Mosquitto to read the new files");
    intruder = await (
      await import("mqtt")
    ).default.connectAsync(mosquitto.url, {
      clientId: "kona-owner",
      username: "kona-owner",
      password: konaSecret,
      reconnectPeriod: 0,
    });
  });
  afterAll(async () => {
    await intruder?.endAsync(true);
    await standIn?.close();
    await server?.close();
    await mosquitto?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the module's metrics, sends it lock, and drops what another module publishes under its prefix", async () => {
    await eventually(
      async () => ((await statusOf(server, owner, niro))?.evStatus?.batteryStatus === 68 ? true : undefined),
      "the module's metrics",
    );
    const seen: string[] = [];
    intruder!.on("message", (t) => seen.push(t));
    // Mosquitto answers a subscription outside the ACL as granted, then delivers nothing on it.
    await intruder!.subscribeAsync(`${standIn.prefix}client/+/command/+`, { qos: 1 }).catch(() => []);
    await intruder!.publishAsync(`${standIn.prefix}metric/v/b/soc`, "3", { qos: 1, retain: true });

    const sent = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, owner, niro.vehicleId, DEMO_PIN, { brand: "kci" }));
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    const transaction = await completed(server, owner, sent.headers.transactionid as string, { brand: "kci" });
    expect(transaction.apiStatusCode).toBe("0000");
    expect(standIn.commands).toEqual([`lock ${MODULE_PIN}`]);
    expect(seen).toEqual([]);

    await standIn.setMetrics({ "v.b.soc": "70" });
    await eventually(
      async () => ((await statusOf(server, owner, niro)).evStatus.batteryStatus === 70 ? true : undefined),
      "the module's own soc",
    );
    expect(await socsKept(server, niro)).not.toContain(3);
    expect(kona.vin).not.toBe(niro.vin);
  });
});
