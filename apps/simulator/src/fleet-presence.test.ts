import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectVehicleLink,
  linkTopics,
  presenceMessageSchema,
  resultMessageSchema,
  startEmbeddedBroker,
  type EmbeddedBroker,
  type ResultMessage,
  type VehicleLink,
} from "@carport/telematics";
import { testCarProvision } from "./test-car.ts";
import { startFleetSimulator, type FleetSimulator } from "./fleet-simulator.ts";

const VIN = "2HMSMGC2000000901";
const topics = linkTopics("test/presence");

describe("a simulated car's presence", () => {
  let broker: EmbeddedBroker;
  let cloud: VehicleLink;
  let fleet: FleetSimulator | undefined;
  beforeAll(async () => {
    broker = await startEmbeddedBroker(0);
    cloud = await connectVehicleLink(broker.url, { clientId: "presence-cloud" });
    await cloud.publish(topics.vehicle(VIN, "provision"), testCarProvision(VIN), { retain: true });
  });
  afterAll(async () => {
    await fleet?.close();
    await cloud?.close();
    await broker?.close();
  });

  it("says online only once it takes commands: a command sent the moment it does is answered", async () => {
    const results: ResultMessage[] = [];
    await cloud.subscribe(topics.vehicle(VIN, "result"), resultMessageSchema, (_topic, result) => results.push(result));
    const transactionId = randomUUID();
    // The cloud sends the command as soon as it hears the car is online, as a waiting owner's would be.
    await cloud.subscribe(topics.vehicle(VIN, "presence"), presenceMessageSchema, (_topic, presence) => {
      if (!presence.online) return;
      const now = Date.now();
      void cloud.publish(topics.vehicle(VIN, "command"), {
        transactionId,
        command: "lock",
        params: {},
        issuedAt: new Date(now).toISOString(),
        deadline: new Date(now + 60_000).toISOString(),
      });
    });
    fleet = await startFleetSimulator({ mqttUrl: broker.url, namespace: "test/presence" });
    await expect.poll(() => results.find((r) => r.transactionId === transactionId), { timeout: 5000 }).toMatchObject({ ok: true });
  });
});
