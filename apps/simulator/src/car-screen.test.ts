import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectVehicleLink,
  linkTopics,
  screenMessageSchema,
  startEmbeddedBroker,
  type EmbeddedBroker,
  type ScreenMessage,
  type VehicleLink,
} from "@carport/telematics";
import { CarScreen } from "./car-screen.ts";
import { startFleetSimulator, type FleetSimulator } from "./fleet-simulator.ts";

const T0 = Date.parse("2026-05-01T12:00:00Z");

describe("the car's screen", () => {
  it("shows the enrollment code and its QR until the code expires, then says it expired", () => {
    const screen = new CarScreen();
    expect(screen.view(T0).view).toBe("home");
    screen.display({ show: "enrollmentCode", code: "482913", expiresAt: new Date(T0 + 600_000).toISOString() });
    expect(screen.view(T0 + 599_999)).toMatchObject({ view: "enrollmentCode", code: "482913", qrText: "482913" });
    expect(screen.view(T0 + 600_000).view).toBe("enrollmentCodeExpired");
    expect(screen.expiresAt).toBeNull();
  });

  it("goes back home when the cloud clears it, and shows only the newest code", () => {
    const screen = new CarScreen();
    screen.display({ show: "enrollmentCode", code: "111111", expiresAt: new Date(T0 + 600_000).toISOString() });
    screen.display({ show: "enrollmentCode", code: "222222", expiresAt: new Date(T0 + 600_000).toISOString() });
    expect(screen.view(T0)).toMatchObject({ code: "222222" });
    screen.display({ show: "home" });
    expect(screen.view(T0).view).toBe("home");
  });
});

describe("the fleet's screens over the vehicle link", () => {
  let broker: EmbeddedBroker;
  let fleet: FleetSimulator;
  let reader: VehicleLink;
  const topics = linkTopics("test/screen");
  beforeAll(async () => {
    broker = await startEmbeddedBroker(0);
    fleet = await startFleetSimulator({ mqttUrl: broker.url, namespace: "test/screen" });
    reader = await connectVehicleLink(broker.url, { clientId: "screen-reader" });
  });
  afterAll(async () => {
    await reader?.close();
    await fleet?.close();
    await broker?.close();
  });

  it("a car not enrolled yet shows the code the cloud sends, and the screen topic says so", async () => {
    const vin = "2HMTDPC4000000202";
    const seen: ScreenMessage[] = [];
    await reader.subscribe(topics.vehicle(vin, "screen"), screenMessageSchema, (_topic, message) => seen.push(message));
    await reader.publish(topics.vehicle(vin, "display"), {
      show: "enrollmentCode",
      code: "305417",
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    await expect.poll(() => seen.at(-1), { timeout: 5000 }).toMatchObject({ view: "enrollmentCode", code: "305417" });
    expect(fleet.twins.has(vin)).toBe(false);
    await reader.publish(topics.vehicle(vin, "display"), { show: "home" });
    await expect.poll(() => seen.at(-1)?.view, { timeout: 5000 }).toBe("home");
  });
});
