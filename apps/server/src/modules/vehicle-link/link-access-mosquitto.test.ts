import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { hashLinkSecret, linkTopics, MAX_PACKET_BYTES, newLinkSecret, type EventMessage, type LinkCredentials } from "@carport/telematics";
import { startFleetSimulator } from "@carport/simulator";
import type { MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { carCredentials, connectAs, linkUrl } from "../../test/link-clients.ts";
import { startPrivateMosquitto } from "../../test/private-mosquitto.ts";
import { authorize, completed, eventually, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { saveServiceIdentity } from "./link-identities.ts";
import { mosquittoFiles, writeMosquittoConfig } from "./mosquitto-config.ts";
import { connectVehicleLinkGateway } from "./vehicle-link-gateway.ts";

type Car = { vehicleId: string; vin: string };

describe.each(databaseKinds())("who may use the vehicle link on a private Mosquitto configured by the operator tool, on %s", (kind) => {
  const namespace = `test/${randomBytes(6).toString("hex")}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-mosquitto-"));
  let mosquitto: Awaited<ReturnType<typeof startPrivateMosquitto>>;
  let server: TestServer;
  let owner: string;
  let victim: Car;
  let attacker: Car;
  let victimCredentials: LinkCredentials;
  let attackerCredentials: LinkCredentials;
  let example: ChildProcess | undefined;

  beforeAll(async () => {
    // Carport's own identity exists before its database does: the operator deploys it with MQTT_URL.
    const own = { username: "carport-server-test", secret: newLinkSecret() };
    const bootstrap = mosquittoFiles(namespace, [
      { identity: { kind: "server", username: own.username }, secretHash: await hashLinkSecret(own.secret) },
    ]);
    fs.writeFileSync(path.join(dir, "passwords"), bootstrap.passwords);
    fs.writeFileSync(path.join(dir, "acl"), bootstrap.acl);
    mosquitto = await startPrivateMosquitto({ filesIn: dir });
    const url = new URL(mosquitto.url);
    url.username = own.username;
    url.password = own.secret;
    server = await createTestServer(kind, {
      MQTT_URL: url.toString(),
      LINK_NAMESPACE: namespace,
      SIMULATOR: "off",
      COMMAND_DEADLINE_SECONDS: "600",
    });
    await saveServiceIdentity(server.db, { kind: "server", username: own.username, secret: own.secret });
    await keepCommandResultsInInbox(server);

    owner = await server.login("demo@hacc.test", DEMO_PASSWORD);
    victim = (await server.call("vhcllst", {}, { accessToken: owner })).json.result.vehicles[0] as Car;
    const other = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    attacker = (await server.call("vhcllst", {}, { accessToken: other, brand: "kci" })).json.result.vehicles[0] as Car;
    victimCredentials = await carCredentials(server, victim.vin);
    attackerCredentials = await carCredentials(server, attacker.vin);

    // The operator writes the files from the database and reloads Mosquitto.
    await writeMosquittoConfig(server.db, namespace, dir);
    mosquitto.reload();
    await eventually(async () => {
      const client = await connectAs(server, attackerCredentials).catch(() => null);
      await client?.endAsync();
      return client ? true : undefined;
    }, "Mosquitto to read the new files");
  });
  afterAll(async () => {
    example?.kill("SIGTERM");
    await server?.close();
    await mosquitto?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const topic = (vin: string, kind: "result" | "status" | "command" | "event") => linkTopics(namespace).vehicle(vin, kind);
  async function lockVictim(): Promise<string> {
    const sent = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, owner, victim.vehicleId, DEMO_PIN));
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    return sent.headers.transactionid as string;
  }
  const inboxOf = async (transactionId: string) =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from inbox_messages where transaction_id = $1", [transactionId]))[0]!
      .n;
  const statusOfVictim = async () =>
    (await server.call("lstvhclsts", {}, { accessToken: owner, vehicleId: victim.vehicleId })).json.result.status;

  it("refuses a client without credentials, with another car's secret, or with a made-up identity", async () => {
    await expect(connectAs(server, null)).rejects.toThrow(/not authorized/i);
    await expect(connectAs(server, { username: victimCredentials.username, secret: attackerCredentials.secret })).rejects.toThrow(
      /not authorized|bad user ?name or password/i,
    );
    await expect(connectAs(server, { username: "car-2HMAUEC5000099999", secret: attackerCredentials.secret })).rejects.toThrow(
      /not authorized|bad user ?name or password/i,
    );
  });

  it("keeps another car's commands from a car and drops its publishes on that car's result and status topics", async () => {
    const before = await statusOfVictim();
    const attackerCar = await connectAs(server, attackerCredentials);
    const read: string[] = [];
    attackerCar.on("message", (t) => read.push(t));
    // Mosquitto answers a MQTT 3.1.1 subscription outside the ACL as granted, then delivers nothing on it.
    await attackerCar.subscribeAsync(topic(victim.vin, "command"), { qos: 1 }).catch(() => []);
    const victimCar = await connectAs(server, victimCredentials);
    const received: string[] = [];
    victimCar.on("message", (t) => received.push(t));
    await victimCar.subscribeAsync(topic(victim.vin, "command"), { qos: 1 });

    const transactionId = await lockVictim();
    await eventually(async () => (received.length ? true : undefined), "the victim's car to receive its command");
    const forged = { ...before, doorLock: false, battery: { batSoc: 3 } };
    await attackerCar.publishAsync(
      topic(victim.vin, "result"),
      JSON.stringify({ transactionId, ok: true, status: forged, completedAt: new Date().toISOString() }),
      { qos: 1 },
    );
    await attackerCar.publishAsync(
      topic(victim.vin, "status"),
      JSON.stringify({ status: forged, reportedAt: new Date(Date.now() + 60_000).toISOString() }),
      { qos: 1 },
    );
    expect((await server.call("rmtsts", {}, { accessToken: owner, transactionId })).json.result.transaction.apiResult).toBe("P");

    // Mosquitto acknowledged those publishes and dropped them; the victim's own result, sent after, is what completes the command.
    await victimCar.publishAsync(
      topic(victim.vin, "result"),
      JSON.stringify({ transactionId, ok: true, status: { ...before, doorLock: true }, completedAt: new Date().toISOString() }),
      { qos: 1 },
    );
    await victimCar.endAsync();
    expect(await completed(server, owner, transactionId)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    expect(await inboxOf(transactionId)).toBe(1);
    const after = await statusOfVictim();
    expect(after.battery.batSoc).toBe(before.battery.batSoc);
    expect(after.doorLock).toBe(true);
    await attackerCar.endAsync();
    expect(read).toEqual([]);
  });

  it("a car connected with its own credentials, a script with nothing of Carport, receives its command and completes it", async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "docs/examples/connect-a-car.mjs")], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        CARPORT_MQTT_URL: linkUrl(server),
        CARPORT_NAMESPACE: namespace,
        CARPORT_VIN: victim.vin,
        CARPORT_LINK_USERNAME: victimCredentials.username,
        CARPORT_LINK_SECRET: victimCredentials.secret,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    example = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("connected as") && resolve());
      child.once("exit", (code) => reject(new Error(`example car exited with ${code}`)));
    });
    const transactionId = await lockVictim();
    expect(await completed(server, owner, transactionId)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    expect(await inboxOf(transactionId)).toBe(1);
  });

  it("gives a car asking for another car's client id its own: the other stays connected and keeps its queued command", async () => {
    example?.kill("SIGTERM");
    const inbox = (client: MqttClient) => {
      const received: Array<{ topic: string; transactionId: string }> = [];
      client.on("message", (t, payload) => received.push({ topic: t, transactionId: JSON.parse(payload.toString()).transactionId }));
      return received;
    };
    const car = await connectAs(server, victimCredentials, { clean: false });
    const received = inbox(car);
    await car.subscribeAsync(topic(victim.vin, "command"), { qos: 1 });
    let cutOff = false;
    car.once("close", () => (cutOff = true));

    const intruder = await connectAs(server, attackerCredentials, { clientId: victimCredentials.username, clean: false });
    const stolen = inbox(intruder);
    const first = await lockVictim();
    await eventually(async () => (received.some((m) => m.transactionId === first) ? true : undefined), "the car's command");
    expect(cutOff).toBe(false);
    const status = await statusOfVictim();
    const answer = (transactionId: string) =>
      JSON.stringify({ transactionId, ok: true, status: { ...status, doorLock: true }, completedAt: new Date().toISOString() });
    await car.publishAsync(topic(victim.vin, "result"), answer(first), { qos: 1 });
    expect(await completed(server, owner, first)).toMatchObject({ apiStatusCode: "0000" });

    // Offline, the car's next command waits in its session; the intruder, connected again under the car's id, is not given it.
    await car.endAsync();
    await intruder.endAsync();
    const queued = await lockVictim();
    const again = await connectAs(server, attackerCredentials, { clientId: victimCredentials.username, clean: false });
    const stolenAgain = inbox(again);
    const back = await connectAs(server, victimCredentials, { clean: false });
    const returned = inbox(back);
    await eventually(async () => (returned.some((m) => m.transactionId === queued) ? true : undefined), "the queued command");
    await back.publishAsync(topic(victim.vin, "result"), answer(queued), { qos: 1 });
    expect(await completed(server, owner, queued)).toMatchObject({ apiStatusCode: "0000" });
    await back.endAsync();
    await again.endAsync();
    expect([...stolen, ...stolenAgain]).toEqual([]);
  });

  it("cuts a car off whose status is bigger than the largest legitimate message, and a CONNECT announcing as much", async () => {
    const before = await statusOfVictim();
    const car = await connectAs(server, victimCredentials);
    const closed = new Promise<void>((resolve) => car.once("close", () => resolve()));
    const huge = { status: { ...before, padding: "x".repeat(MAX_PACKET_BYTES) }, reportedAt: new Date(Date.now() + 60_000).toISOString() };
    car.publish(topic(victim.vin, "status"), JSON.stringify(huge), { qos: 1 });
    await closed;
    car.end(true);
    expect((await statusOfVictim()).lastStatusDate).toBe(before.lastStatusDate);

    const { hostname, port } = new URL(mosquitto.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    // Remaining length 32 MB, more than the kernel's buffers hold: writing it ends only if the broker reads it.
    const written = new Promise<NodeJS.ErrnoException | null | undefined>((resolve) => {
      socket.once("error", resolve);
      socket.write(Buffer.concat([Buffer.from([0x10, 0x80, 0x80, 0x80, 0x10]), Buffer.alloc(32 * 1024 * 1024)]), resolve);
    });
    expect((await written)?.code).toMatch(/^(EPIPE|ECONNRESET)$/);
    socket.destroy();
  });

  it("a Carport starting again does not act on an event a car published retained, which Mosquitto replays", async () => {
    const car = await connectAs(server, attackerCredentials);
    const alarm = (detail: string) => JSON.stringify({ type: "alarm", detail, at: new Date().toISOString() });
    await car.publishAsync(topic(attacker.vin, "event"), alarm("retained"), { qos: 1, retain: true });

    // A second Carport instance, with a server identity of its own, subscribes after the event was kept.
    const second = await saveServiceIdentity(server.db, { kind: "server", username: "carport-server-second" });
    await writeMosquittoConfig(server.db, namespace, dir);
    mosquitto.reload();
    await eventually(async () => {
      const client = await connectAs(server, second).catch(() => null);
      await client?.endAsync();
      return client ? true : undefined;
    }, "Mosquitto to read the new files");
    const heard: EventMessage[] = [];
    const gateway = await connectVehicleLinkGateway(linkUrl(server), server.app.log, "second", namespace, { credentials: second });
    try {
      await gateway.listen({
        onResult: async () => {},
        onStatus: async () => {},
        onEvent: async (_vin, message) => void heard.push(message),
      });
      // Mosquitto replays what it kept on subscribing, before anything published after: once the fresh alarm is heard, the replay was too.
      await car.publishAsync(topic(attacker.vin, "event"), alarm("fresh"), { qos: 1 });
      await eventually(async () => (heard.length ? true : undefined), "the fresh alarm");
      expect(heard.map((e) => e.detail)).toEqual(["fresh"]);
    } finally {
      await car.publishAsync(topic(attacker.vin, "event"), "", { qos: 1, retain: true });
      await car.endAsync();
      await gateway.close();
    }
  });

  it("rotating a car's secret, written out and reloaded, cuts its session off; the simulator with the new one works again", async () => {
    const kciOwner = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const lock = async () => {
      const headers = await authorize(server, kciOwner, attacker.vehicleId, DEMO_PIN, { brand: "kci" });
      const sent = await server.call("drlck", { pin: DEMO_PIN }, headers);
      expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
      return completed(server, kciOwner, sent.headers.transactionid as string, { brand: "kci" });
    };
    const old = attackerCredentials;
    const simulator = await startFleetSimulator({ mqttUrl: linkUrl(server), namespace, credentials: old, vins: [attacker.vin] });
    await eventually(async () => (simulator.twins.has(attacker.vin) ? true : undefined), "the simulator to take its car");
    expect(await lock()).toMatchObject({ apiStatusCode: "0000" });

    const renewed = await carCredentials(server, attacker.vin);
    await writeMosquittoConfig(server.db, namespace, dir);
    mosquitto.reload();
    await eventually(async () => (simulator.connected ? undefined : true), "Mosquitto to cut the old session off");
    await simulator.close();
    await expect(connectAs(server, old)).rejects.toThrow(/not authorized|bad user ?name or password/i);

    const again = await startFleetSimulator({ mqttUrl: linkUrl(server), namespace, credentials: renewed, vins: [attacker.vin] });
    try {
      await eventually(async () => (again.twins.has(attacker.vin) ? true : undefined), "the simulator to take its car again");
      expect(await lock()).toMatchObject({ apiStatusCode: "0000" });
    } finally {
      await again.close();
    }
  });
});
