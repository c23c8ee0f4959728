import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectVehicleLink,
  linkTopics,
  resultMessageSchema,
  startEmbeddedBroker,
  type EmbeddedBroker,
  type ResultMessage,
  type VehicleLink,
} from "@carport/telematics";
import { testCarProvision } from "./test-car.ts";
import { startFleetSimulator, type FleetSimulator } from "./fleet-simulator.ts";

const VIN = "2HMSMGC2000000902";
const topics = linkTopics("test/repeated");

describe("a simulated car sent the same command twice", () => {
  let broker: EmbeddedBroker;
  let cloud: VehicleLink;
  let fleet: FleetSimulator;
  const executed: string[] = [];
  const results: ResultMessage[] = [];
  beforeAll(async () => {
    broker = await startEmbeddedBroker(0);
    cloud = await connectVehicleLink(broker.url, { clientId: "repeated-cloud" });
    await cloud.subscribe(topics.vehicle(VIN, "result"), resultMessageSchema, (_topic, result) => results.push(result));
    await cloud.publish(topics.vehicle(VIN, "provision"), testCarProvision(VIN), { retain: true });
    fleet = await startFleetSimulator({
      mqttUrl: broker.url,
      namespace: "test/repeated",
      onExecuted: (_vin, transactionId) => executed.push(transactionId),
    });
  });
  afterAll(async () => {
    await fleet?.close();
    await cloud?.close();
    await broker?.close();
  });

  it("carries it out once and answers the repeat with the result it sent the first time", async () => {
    await expect.poll(() => fleet.twins.has(VIN), { timeout: 5000 }).toBe(true);
    const now = Date.now();
    const command = {
      transactionId: randomUUID(),
      command: "lock",
      params: {},
      issuedAt: new Date(now).toISOString(),
      deadline: new Date(now + 60_000).toISOString(),
    };
    await cloud.publish(topics.vehicle(VIN, "command"), command);
    await expect.poll(() => results.length, { timeout: 5000 }).toBe(1);
    await cloud.publish(topics.vehicle(VIN, "command"), command);
    await expect.poll(() => results.length, { timeout: 5000 }).toBe(2);
    expect(executed).toEqual([command.transactionId]);
    expect(results[1]).toEqual(results[0]);
    expect(results[0]).toMatchObject({ transactionId: command.transactionId, ok: true });
  });
});
