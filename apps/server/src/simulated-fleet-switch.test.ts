import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fleetRunsInProcess, loadConfig } from "./config.ts";
import { DEMO_PASSWORD } from "./seed/demo-fleet.ts";
import { authorize, completed } from "./test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "./test/test-server.ts";

async function connectedVehicles(server: TestServer): Promise<number> {
  const text = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
  return Number(text.match(/^carport_connected_vehicles (\d+)$/m)?.[1]);
}

/** Locks the doors of the demo owner's "Summit" and answers the finished transaction. */
async function lockSummit(server: TestServer) {
  const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
  const { json } = await server.call("vhcllst", {}, { accessToken: token });
  const car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit");
  const sent = await server.call("drlck", {}, await authorize(server, token, car.vehicleId));
  expect(sent.json.responseHeader.responseCode).toBe(0);
  return completed(server, token, sent.headers.transactionid as string);
}

describe("the simulated fleet inside the server", () => {
  it("runs in a demo, and outside one only when SIMULATOR=inprocess asks for it", () => {
    expect(fleetRunsInProcess(loadConfig({}))).toBe(true);
    expect(fleetRunsInProcess(loadConfig({ DEMO: "1" }))).toBe(true);
    expect(fleetRunsInProcess(loadConfig({ DEMO: "0" }))).toBe(false);
    expect(fleetRunsInProcess(loadConfig({ DEMO: "0", SIMULATOR: "inprocess" }))).toBe(true);
    expect(fleetRunsInProcess(loadConfig({ DEMO: "1", SIMULATOR: "off" }))).toBe(false);
  });

  describe.each(databaseKinds())("in production (DEMO=0, SIMULATOR unset) on %s", (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer(kind, { DEMO: "0", COMMAND_DEADLINE_SECONDS: "2" });
    });
    afterAll(() => server.close());

    it("is not started: no car is online and a command to a provisioned car fails by its deadline", async () => {
      expect(server.vehicleLink.fleet).toBeNull();
      expect(await lockSummit(server)).toMatchObject({ apiResult: "C", apiStatusCode: "7703" });
      expect(await connectedVehicles(server)).toBe(0);
    });
  });

  describe("in production with SIMULATOR=inprocess", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer("pglite", { DEMO: "0", SIMULATOR: "inprocess", COMMAND_DEADLINE_SECONDS: "20" });
    });
    afterAll(() => server.close());

    it("answers commands for the provisioned cars", async () => {
      expect(server.vehicleLink.fleet).not.toBeNull();
      expect(await lockSummit(server)).toMatchObject({ apiStatusCode: "0000" });
      expect(await connectedVehicles(server)).toBeGreaterThan(0);
    });
  });
});
