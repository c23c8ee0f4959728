import net from "node:net";
import { linkTopics, MAX_PACKET_BYTES, type LinkCredentials } from "@carport/telematics";
import type { MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { carCredentials, connectAs, linkUrl } from "../../test/link-clients.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";

type Car = { vehicleId: string; vin: string };

/** Resolves when the broker has closed the client's connection. */
const closedBy = (client: MqttClient) => new Promise<void>((resolve) => client.once("close", () => resolve()));

/** Messages arriving on a client, by topic. */
function inbox(client: MqttClient) {
  const received: Array<{ topic: string; body: { transactionId?: string } }> = [];
  client.on("message", (topic, payload) => received.push({ topic, body: JSON.parse(payload.toString()) }));
  return received;
}

// The broker's rules do not depend on the database: one kind is enough.
describe("what a car may do on the embedded broker beyond its topics", () => {
  let server: TestServer;
  let owner: string;
  let victim: Car;
  let attacker: Car;
  let victimCredentials: LinkCredentials;
  let attackerCredentials: LinkCredentials;

  beforeAll(async () => {
    server = await createTestServer("pglite", { SIMULATOR: "off", COMMAND_DEADLINE_SECONDS: "600" });
    owner = await server.login("demo@hacc.test", DEMO_PASSWORD);
    victim = (await server.call("vhcllst", {}, { accessToken: owner })).json.result.vehicles[0] as Car;
    const other = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    attacker = (await server.call("vhcllst", {}, { accessToken: other, brand: "kci" })).json.result.vehicles[0] as Car;
    victimCredentials = await carCredentials(server, victim.vin);
    attackerCredentials = await carCredentials(server, attacker.vin);
  });
  afterAll(async () => {
    await server.close();
  });

  const topic = (vin: string, kind: "command" | "result" | "status" | "event") =>
    linkTopics(server.vehicleLink.gateway.namespace).vehicle(vin, kind);
  async function lockVictim(): Promise<string> {
    const sent = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, owner, victim.vehicleId, DEMO_PIN));
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    return sent.headers.transactionid as string;
  }
  const statusOfVictim = async () =>
    (await server.call("lstvhclsts", {}, { accessToken: owner, vehicleId: victim.vehicleId })).json.result.status;

  it("refuses a car under another car's client id; the other stays connected and keeps its session and queued command", async () => {
    const car = await connectAs(server, victimCredentials, { clean: false });
    const received = inbox(car);
    await car.subscribeAsync(topic(victim.vin, "command"), { qos: 1 });
    let cutOff = false;
    car.once("close", () => (cutOff = true));

    await expect(connectAs(server, attackerCredentials, { clientId: victimCredentials.username, clean: false })).rejects.toThrow(
      /identifier rejected/i,
    );
    // Nor may a car take a made-up id, or Carport's own.
    await expect(connectAs(server, attackerCredentials, { clientId: `${attackerCredentials.username}:2` })).rejects.toThrow(
      /identifier rejected/i,
    );

    // Still connected: its command reaches it, and its result completes it.
    const first = await lockVictim();
    await eventually(async () => (received.some((m) => m.body.transactionId === first) ? true : undefined), "the car's command");
    expect(cutOff).toBe(false);
    await car.publishAsync(
      topic(victim.vin, "result"),
      JSON.stringify({ transactionId: first, ok: true, status: await statusOfVictim(), completedAt: new Date().toISOString() }),
      { qos: 1 },
    );
    expect(await completed(server, owner, first)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });

    // Offline, its next command waits in its session: the intruder is refused it, the car gets it on its return.
    await car.endAsync();
    const queued = await lockVictim();
    await expect(connectAs(server, attackerCredentials, { clientId: victimCredentials.username, clean: false })).rejects.toThrow(
      /identifier rejected/i,
    );
    const back = await connectAs(server, victimCredentials, { clean: false });
    const again = inbox(back);
    await eventually(async () => (again.some((m) => m.body.transactionId === queued) ? true : undefined), "the queued command");
    expect(again.every((m) => m.topic === topic(victim.vin, "command"))).toBe(true);
    await back.publishAsync(
      topic(victim.vin, "result"),
      JSON.stringify({ transactionId: queued, ok: true, status: await statusOfVictim(), completedAt: new Date().toISOString() }),
      { qos: 1 },
    );
    expect(await completed(server, owner, queued)).toMatchObject({ apiStatusCode: "0000" });
    await back.endAsync();
  });

  it("cuts a car off that publishes a result or an event retained; the same event not retained is taken", async () => {
    const event = { type: "alarm", detail: "forged", at: new Date().toISOString() };
    for (const kind of ["result", "event"] as const) {
      const car = await connectAs(server, attackerCredentials);
      const closed = closedBy(car);
      car.publish(topic(attacker.vin, kind), JSON.stringify(kind === "event" ? event : { transactionId: "x", ok: true }), {
        qos: 1,
        retain: true,
      });
      await closed;
      car.end(true);
    }
    const car = await connectAs(server, attackerCredentials);
    await car.publishAsync(topic(attacker.vin, "event"), JSON.stringify(event), { qos: 1 });
    expect(car.connected).toBe(true);
    await car.endAsync();
  });

  it("cuts a car off whose status is bigger than the largest legitimate message; the status is not kept", async () => {
    const before = await statusOfVictim();
    const car = await connectAs(server, victimCredentials);
    const closed = closedBy(car);
    const huge = { status: { ...before, padding: "x".repeat(MAX_PACKET_BYTES) }, reportedAt: new Date(Date.now() + 60_000).toISOString() };
    car.publish(topic(victim.vin, "status"), JSON.stringify(huge), { qos: 1 });
    await closed;
    car.end(true);
    expect((await statusOfVictim()).lastStatusDate).toBe(before.lastStatusDate);
  });

  it("stops reading a connection whose CONNECT announces more than a few kilobytes: the rest of it is never taken", async () => {
    const { hostname, port } = new URL(linkUrl(server));
    const body = Buffer.alloc(32 * 1024 * 1024);
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    // Remaining length 32 MB (0x80 0x80 0x80 0x10), more than the kernel's buffers hold: writing it ends only if the broker reads it.
    const written = new Promise<NodeJS.ErrnoException | null | undefined>((resolve) => {
      socket.once("error", resolve);
      socket.write(Buffer.concat([Buffer.from([0x10, 0x80, 0x80, 0x80, 0x10]), body]), resolve);
    });
    expect((await written)?.code).toMatch(/^(EPIPE|ECONNRESET)$/);
    socket.destroy();
  });
});
