import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { linkTopics, type LinkCredentials } from "@carport/telematics";
import { startFleetSimulator } from "@carport/simulator";
import type { MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { carCredentials, connectAs, linkUrl } from "../../test/link-clients.ts";
import { authorize, completed, eventually, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { saveServiceIdentity } from "./link-identities.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

type Car = { vehicleId: string; vin: string };

/** Resolves when the broker has closed the client's connection. */
const closedBy = (client: MqttClient) => new Promise<void>((resolve) => client.once("close", () => resolve()));

describe.each(databaseKinds())("who may use the vehicle link (embedded broker) on %s", (kind) => {
  let server: TestServer;
  let owner: string;
  let victim: Car;
  let attacker: Car;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // No simulated fleet: the cars here are the test's own clients.
    server = await createTestServer(kind, { SIMULATOR: "off", COMMAND_DEADLINE_SECONDS: "600" });
    await keepCommandResultsInInbox(server);
    owner = await server.login("demo@hacc.test", DEMO_PASSWORD);
    victim = (await server.call("vhcllst", {}, { accessToken: owner })).json.result.vehicles[0] as Car;
    const other = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    attacker = (await server.call("vhcllst", {}, { accessToken: other, brand: "kci" })).json.result.vehicles[0] as Car;
  });
  afterAll(async () => {
    for (const child of children) child.kill("SIGTERM");
    await server.close();
  });

  const topic = (vin: string, kind: Parameters<ReturnType<typeof linkTopics>["vehicle"]>[1]) =>
    linkTopics(server.vehicleLink.gateway.namespace).vehicle(vin, kind);

  async function lockVictim(): Promise<string> {
    const headers = await authorize(server, owner, victim.vehicleId, DEMO_PIN);
    const sent = await server.call("drlck", { pin: DEMO_PIN }, headers);
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    return sent.headers.transactionid as string;
  }

  const pendingOf = async (transactionId: string) =>
    (await server.call("rmtsts", {}, { accessToken: owner, transactionId })).json.result.transaction.apiResult as string;
  const inboxOf = async (transactionId: string) =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from inbox_messages where transaction_id = $1", [transactionId]))[0]!
      .n;
  const statusOfVictim = async () =>
    (await server.call("lstvhclsts", {}, { accessToken: owner, vehicleId: victim.vehicleId })).json.result.status;

  /** The example car of docs/examples (the `mqtt` package only), as its own process; resolves once it is connected. */
  function exampleCar(credentials: LinkCredentials): Promise<ChildProcess> {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "docs/examples/connect-a-car.mjs")], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        CARPORT_MQTT_URL: linkUrl(server),
        CARPORT_NAMESPACE: server.vehicleLink.gateway.namespace,
        CARPORT_VIN: victim.vin,
        CARPORT_LINK_USERNAME: credentials.username,
        CARPORT_LINK_SECRET: credentials.secret,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("connected as") && resolve(child));
      child.once("exit", (code) => reject(new Error(`example car exited with ${code}`)));
    });
  }

  it("refuses a client without credentials, with another car's secret, or with a made-up identity", async () => {
    const own = await carCredentials(server, attacker.vin);
    const victims = await carCredentials(server, victim.vin);
    await expect(connectAs(server, null)).rejects.toThrow(/not authorized/i);
    await expect(connectAs(server, { username: victims.username, secret: own.secret })).rejects.toThrow(/bad user ?name or password/i);
    await expect(connectAs(server, { username: "car-2HMAUEC5000099999", secret: own.secret })).rejects.toThrow(
      /bad user ?name or password/i,
    );
  });

  it("refuses a car publishing another car's result or status, or reading its commands; nothing of it reaches Carport", async () => {
    const before = await statusOfVictim();
    const transactionId = await lockVictim();
    const credentials = await carCredentials(server, attacker.vin);

    // Reading the victim's commands: the subscription is refused (SUBACK 128) and nothing arrives.
    const reader = await connectAs(server, credentials);
    const read: string[] = [];
    reader.on("message", (t) => read.push(t));
    await expect(reader.subscribeAsync(topic(victim.vin, "command"), { qos: 1 })).rejects.toThrow(/subscribe error/i);
    await reader.endAsync();

    // Publishing the victim's result, then its status: the broker closes the connection each time.
    const forged = { ...before, doorLock: false, battery: { batSoc: 3 } };
    for (const [kind, message] of [
      ["result", { transactionId, ok: true, status: forged, completedAt: new Date().toISOString() }],
      ["status", { status: forged, reportedAt: new Date(Date.now() + 60_000).toISOString() }],
    ] as const) {
      const forger = await connectAs(server, credentials);
      const closed = closedBy(forger);
      forger.publish(topic(victim.vin, kind), JSON.stringify(message), { qos: 1 });
      await closed;
      forger.end(true);
    }

    expect(await pendingOf(transactionId)).toBe("P");
    expect(await inboxOf(transactionId)).toBe(0);
    expect((await statusOfVictim()).battery.batSoc).toBe(before.battery.batSoc);

    // The same result from the victim's own credentials completes the command: the refusals were the broker's.
    const own = await connectAs(server, await carCredentials(server, victim.vin));
    await own.publishAsync(
      topic(victim.vin, "result"),
      JSON.stringify({ transactionId, ok: true, status: { ...before, doorLock: true }, completedAt: new Date().toISOString() }),
      { qos: 1 },
    );
    await own.endAsync();
    expect(await completed(server, owner, transactionId)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    expect(await inboxOf(transactionId)).toBe(1);
    expect((await statusOfVictim()).battery.batSoc).toBe(before.battery.batSoc);
    expect(read).toEqual([]);
  });

  it("a car connected with its own credentials, a script with nothing of Carport, receives its command and completes it", async () => {
    await exampleCar(await carCredentials(server, victim.vin));
    const transactionId = await lockVictim();
    expect(await completed(server, owner, transactionId)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    expect(await inboxOf(transactionId)).toBe(1);
    expect((await statusOfVictim()).doorLock).toBe(true);
  });

  it("rotating a car's secret cuts its session off and refuses the old secret; the simulator with the new one works again", async () => {
    for (const child of children.splice(0)) child.kill("SIGTERM");
    const old = await carCredentials(server, victim.vin);
    const session = await connectAs(server, old);
    const cut = closedBy(session);
    const simulator = await startFleetSimulator({
      mqttUrl: server.vehicleLink.brokerUrl,
      namespace: server.vehicleLink.gateway.namespace,
      credentials: old,
      vins: [victim.vin],
    });
    await eventually(async () => (simulator.twins.has(victim.vin) ? true : undefined), "the simulator to take its car");
    expect(await completed(server, owner, await lockVictim())).toMatchObject({ apiStatusCode: "0000" });

    const renewed = await carCredentials(server, victim.vin);
    await cut;
    await eventually(async () => (simulator.connected ? undefined : true), "the old simulator to be cut off");
    session.end(true);
    await simulator.close();
    await expect(connectAs(server, old)).rejects.toThrow(/bad user ?name or password/i);

    const again = await startFleetSimulator({
      mqttUrl: server.vehicleLink.brokerUrl,
      namespace: server.vehicleLink.gateway.namespace,
      credentials: renewed,
      vins: [victim.vin],
    });
    try {
      await eventually(async () => (again.twins.has(victim.vin) ? true : undefined), "the simulator to take its car again");
      expect(await completed(server, owner, await lockVictim())).toMatchObject({ apiStatusCode: "0000" });
    } finally {
      await again.close();
    }
  });

  it("cuts off and refuses a car once it leaves the factory record", async () => {
    const vin = "2HMAUEC5000077701";
    const credentials = await createFleetService(server.db).provision({
      vin,
      brand: "hacc",
      modelCode: "AUR",
      modelName: "Aurora",
      modelYear: "2025",
      trim: "",
      exteriorColor: "",
      fuelKindCode: "E",
      genType: "3",
      isCcs2: true,
      remoteIgnition: false,
      mainBatteryType: "",
      ownerFirstName: "Lee",
      ownerLastName: "Park",
      ownerPostalCode: "M5V 2T6",
      dealerToken: "HT-7770",
      dealerCode: "",
    });
    // Not enrolled yet, it may still connect: its screen shows the in-car enrollment code.
    const session = await connectAs(server, credentials!);
    const cut = closedBy(session);
    await server.db.query("delete from factory_vehicles where vin = $1", [vin]);
    await cut;
    session.end(true);
    await expect(connectAs(server, credentials!)).rejects.toThrow(/bad user ?name or password/i);
  });

  it("lets a gateway act only for the cars the operator granted it, and cuts it off when the grant changes", async () => {
    const gateway = await saveServiceIdentity(server.db, { kind: "gateway", username: "depot-7", vins: [victim.vin] });
    const session = await connectAs(server, gateway);
    await session.subscribeAsync(topic(victim.vin, "command"), { qos: 1 });
    await expect(session.subscribeAsync(topic(attacker.vin, "command"), { qos: 1 })).rejects.toThrow(/subscribe error/i);
    const cut = closedBy(session);
    await saveServiceIdentity(server.db, { kind: "gateway", username: "depot-7", vins: [attacker.vin] });
    await cut;
    session.end(true);
    await expect(connectAs(server, gateway)).rejects.toThrow(/bad user ?name or password/i);
  });

  it("serves the device protocol at /docs/vehicle-link, with its AsyncAPI document", async () => {
    const html = await server.app.inject({ method: "GET", url: "/docs/vehicle-link" });
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toMatch(/text\/html/);
    expect(html.body).toContain(`${server.vehicleLink.gateway.namespace}/vehicles/{vin}/result`);
    expect(html.body).toContain("Connect a car");
    const json = await server.app.inject({ method: "GET", url: "/docs/vehicle-link.json" });
    expect(json.json()).toMatchObject({
      asyncapi: "3.0.0",
      channels: { command: { address: `${server.vehicleLink.gateway.namespace}/vehicles/{vin}/command` } },
    });
  });
});
