import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedBroker, type EmbeddedBroker } from "@carport/telematics";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";

describe("when the vehicle link's broker stops", () => {
  let broker: EmbeddedBroker;
  let server: TestServer;
  let token: string;
  let car: { vehicleId: string };
  beforeAll(async () => {
    // A private broker this test may stop; the shared ones stay up.
    broker = await startEmbeddedBroker(0);
    server = await createTestServer("pglite", { MQTT_URL: broker.url, COMMAND_DEADLINE_SECONDS: "2" });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit");
  });
  afterAll(async () => {
    await server.close();
    await broker.close().catch(() => {});
  });

  it("keeps serving reads, and fails commands by their deadline with 7703 instead of hanging", async () => {
    const headers = await authorize(server, token, car.vehicleId);
    const before = await server.call("drulck", {}, headers);
    expect((await completed(server, token, before.headers.transactionid as string)).apiStatusCode).toBe("0000");

    await broker.close();
    const status = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(status.json.result.status.doorLock).toBe(false);
    const health = (await server.app.inject({ method: "GET", url: "/healthz" })).json();
    expect(health.status).toBe("ok");

    const during = await server.call("drlck", {}, await authorize(server, token, car.vehicleId));
    expect(during.json.responseHeader.responseCode).toBe(0);
    const failed = await completed(server, token, during.headers.transactionid as string);
    expect(failed).toMatchObject({ apiResult: "C", apiStatusCode: "7703" });
  });
});
