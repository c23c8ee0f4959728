import { linkTopics } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCarsGateway, connectAs } from "../../test/link-clients.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";

async function connectedVehicles(server: TestServer): Promise<number> {
  const text = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
  return Number(text.match(/^carport_connected_vehicles (\d+)$/m)?.[1]);
}

async function eventually(read: () => Promise<number>, expected: number): Promise<void> {
  for (let tries = 0; tries < 100 && (await read()) !== expected; tries++) await new Promise((r) => setTimeout(r, 50));
  expect(await read()).toBe(expected);
}

describe("connected vehicles in /metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite");
  });
  afterAll(() => server.close());

  it("counts the cars the simulated fleet has online, and none once the fleet stops", async () => {
    // Every vehicle with a status is provisioned on the link, and the fleet brings each online.
    const [provisioned] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from vehicles v join vehicle_status s on s.vehicle_id = v.id",
    );
    expect(provisioned!.n).toBeGreaterThan(0);
    await eventually(() => connectedVehicles(server), provisioned!.n);
    await server.vehicleLink.fleet!.close();
    await eventually(() => connectedVehicles(server), 0);
  });

  it("takes a fleet's cars offline when its connection dies without a word (its last will)", async () => {
    const topics = linkTopics(server.vehicleLink.gateway.namespace);
    const fleet = "crashing-fleet";
    const client = await connectAs(server, await allCarsGateway(server, fleet), {
      will: {
        topic: topics.fleet(fleet),
        payload: Buffer.from(JSON.stringify({ online: false, at: new Date().toISOString() })),
        qos: 1,
        retain: true,
      },
    });
    const before = await connectedVehicles(server);
    for (const vin of ["KMHTEST0000000001", "KMHTEST0000000002"]) {
      await client.publishAsync(topics.vehicle(vin, "presence"), JSON.stringify({ online: true, at: new Date().toISOString(), fleet }), {
        qos: 1,
        retain: true,
      });
    }
    await eventually(() => connectedVehicles(server), before + 2);
    client.stream.destroy();
    await eventually(() => connectedVehicles(server), before);
  });
});
