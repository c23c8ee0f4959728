import { randomBytes } from "node:crypto";
import { linkTopics, type LinkIdentity } from "@carport/telematics";
import mqtt, { type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPrivateNats } from "../../test/private-nats.ts";
import { natsAuthorization, natsPermissions, natsSubject } from "./nats-permissions.ts";

const A = "2HMAUEC5000000101";
const B = "2HMSMGC2000000103";

describe("NATS permissions of the link identities", () => {
  it("turns topic filters into the subjects NATS's MQTT interface uses", () => {
    expect(natsSubject("carport/v1/vehicles/+/result")).toBe("carport.v1.vehicles.*.result");
    expect(natsSubject("carport/#")).toBe("carport.>");
    expect(() => natsSubject("carport/v1.2/x")).toThrow(/v1\.2/);
    expect(() => natsSubject("carport//x")).toThrow();
  });

  it("holds a car to its own topics, and lets every identity receive QoS 1 deliveries", () => {
    const car = natsPermissions("carport/v1", { kind: "vehicle", username: `car-${A}`, vins: [A] });
    expect(car.publish.allow).toContain(`carport.v1.vehicles.${A}.status`);
    expect(car.publish.allow).toContain(`carport.v1.fleets.car-${A}.presence`);
    expect(car.publish.allow.filter((s) => !s.includes(A) && !s.includes(`car-${A}`))).toEqual([]);
    expect(car.subscribe.allow).toContain(`carport.v1.vehicles.${A}.command`);
    expect(car.subscribe.allow.filter((s) => !s.includes(A))).toEqual(["$MQTT.sub.>"]);
    const server = natsPermissions("carport/v1", { kind: "server", username: "carport-server" });
    expect(server.subscribe.allow).toContain("carport.v1.vehicles.*.result");
    expect(server.publish.allow).toContain("carport.v1.vehicles.*.command");
    expect(server.publish.allow).not.toContain("carport.v1.vehicles.*.result");
  });

  it("writes the users as NATS reads them, the internal subject quoted", () => {
    const block = natsAuthorization([
      { username: "u", secret: "s", permissions: natsPermissions("ns", { kind: "operator", username: "u" }) },
    ]);
    expect(block).toMatch(
      /^authorization \{ users: \[\{"user":"u","password":"s","permissions":\{"publish":\{"allow":\["ns\.vehicles\.\*\.settings"/,
    );
    expect(block).toContain('"$MQTT.sub.>"');
  });
});

describe("a private NATS server configured with those permissions", () => {
  const namespace = `test/${randomBytes(6).toString("hex")}`;
  const topics = linkTopics(namespace);
  const identities: Record<string, LinkIdentity> = {
    server: { kind: "server", username: "carport-server-test" },
    carA: { kind: "vehicle", username: `car-${A}`, vins: [A] },
    carB: { kind: "vehicle", username: `car-${B}`, vins: [B] },
  };
  const users = Object.values(identities).map((identity) => ({
    username: identity.username,
    secret: randomBytes(12).toString("hex"),
    permissions: natsPermissions(namespace, identity),
  }));
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  const clients: MqttClient[] = [];

  async function connectAs(username: string): Promise<MqttClient> {
    const user = users.find((u) => u.username === username)!;
    const client = mqtt.connect(nats.url, { username, password: user.secret, clientId: username, reconnectPeriod: 0 });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once("connect", () => resolve());
      client.once("error", reject);
    });
    return client;
  }

  beforeAll(async () => {
    nats = await startPrivateNats(users);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync()));
    await nats?.stop();
  });

  it("does not deliver a car's publish on another car's status to the server; its own status arrives", async () => {
    const server = await connectAs(identities.server!.username);
    const received: Array<{ topic: string; body: string }> = [];
    server.on("message", (topic, payload) => received.push({ topic, body: payload.toString() }));
    await server.subscribeAsync(topics.everyVehicle("status"), { qos: 1 });

    const carA = await connectAs(identities.carA!.username);
    await carA.publishAsync(topics.vehicle(B, "status"), "forged by A", { qos: 1 });
    await carA.publishAsync(topics.vehicle(A, "status"), "A's own", { qos: 1 });
    // Both went through the same stream in order: once A's own status is in, the forged one would be too.
    await new Promise<void>((resolve) => {
      const check = () => (received.length ? resolve() : server.once("message", check));
      check();
    });
    expect(received).toEqual([{ topic: topics.vehicle(A, "status"), body: "A's own" }]);
  });

  it("refuses a car's subscription to another car's commands and grants its own", async () => {
    const carB = await connectAs(identities.carB!.username);
    await expect(carB.subscribeAsync(topics.vehicle(A, "command"), { qos: 1 })).rejects.toThrow();
    await expect(carB.subscribeAsync(topics.vehicle(B, "command"), { qos: 1 })).resolves.toEqual([
      expect.objectContaining({ topic: topics.vehicle(B, "command"), qos: 1 }),
    ]);
  });
});
