import { linkTopics } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, eventually, simulate } from "../../test/remote-helpers.ts";
import { carCredentials, connectAs } from "../../test/link-clients.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

async function refusedResults(server: TestServer): Promise<number> {
  const text = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
  return Number(text.match(/^carport_vehicle_link_refused_results_total (\d+)$/m)?.[1] ?? "NaN");
}

describe.each(databaseKinds())("a result published on another car's topic on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { COMMAND_DEADLINE_SECONDS: "600" });
  });
  afterAll(() => server.close());

  it("neither completes that car's command nor changes the publishing car's status", async () => {
    // Car B: the victim's, with a command pending (its simulated car does not answer).
    const victim = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const [b] = (await server.call("vhcllst", {}, { accessToken: victim })).json.result.vehicles as Array<{
      vehicleId: string;
      vin: string;
    }>;
    await simulate(server, b!.vin, { unreachable: true });
    const headers = await authorize(server, victim, b!.vehicleId);
    const unlock = await server.call("drulck", { pin: DEMO_PIN }, headers);
    expect(unlock.json.responseHeader.responseCode).toBe(0);
    const transactionId = unlock.headers.transactionid as string;

    // Car A: the attacker's, publishing with its own credentials on its own topic a result naming B's transaction.
    const attacker = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const [a] = (await server.call("vhcllst", {}, { accessToken: attacker, brand: "kci" })).json.result.vehicles as Array<{
      vehicleId: string;
      vin: string;
    }>;
    const statusOfA = async () =>
      (await server.call("lstvhclsts", {}, { accessToken: attacker, brand: "kci", vehicleId: a!.vehicleId })).json.result;
    const before = await statusOfA();
    const forgedStatus = { ...before.status, doorLock: !before.status.doorLock, battery: { batSoc: 3 } };
    const refusedBefore = await refusedResults(server);
    const topics = linkTopics(server.vehicleLink.gateway.namespace);
    const carA = await connectAs(server, await carCredentials(server, a!.vin));
    await carA.publishAsync(
      topics.vehicle(a!.vin, "result"),
      JSON.stringify({ transactionId, ok: true, status: forgedStatus, completedAt: new Date(Date.now() + 60_000).toISOString() }),
      { qos: 1 },
    );
    await carA.endAsync();
    await eventually(async () => ((await refusedResults(server)) === refusedBefore + 1 ? true : undefined), "the result to be refused");

    const pending = await server.call("rmtsts", {}, { accessToken: victim, transactionId });
    expect(pending.json.result.transaction).toMatchObject({ apiResult: "P", apiStatusCode: "null" });
    const after = await statusOfA();
    expect(after.status.doorLock).toBe(before.status.doorLock);
    expect(after.status.battery.batSoc).toBe(before.status.battery.batSoc);
    expect(before.status.battery.batSoc).not.toBe(3);
    const [messages] = await server.db.query<{ n: number }>("select count(*)::int as n from inbox_messages where transaction_id = $1", [
      transactionId,
    ]);
    expect(messages!.n).toBe(0);
    await simulate(server, b!.vin, { unreachable: false });
  });
});
