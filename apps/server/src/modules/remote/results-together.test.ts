import { linkTopics } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, eventually, simulate, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { carCredentials, connectAs } from "../../test/link-clients.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

/**
 * Results that arrive together are written together (one transaction for those that came while
 * others were being written): each must still complete its own command once, with one inbox
 * message and one security event, and leave its own car's status.
 */
describe.each(databaseKinds())("results of several cars arriving at once on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { COMMAND_DEADLINE_SECONDS: "600" });
    await keepCommandResultsInInbox(server);
  });
  afterAll(() => server.close());

  it("complete each car's command once, each delivered twice, with its own message, event and status", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const cars = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{
      vehicleId: string;
      vin: string;
    }>;
    const [{ n: eventsBefore }] = (await server.db.query<{ n: number }>(
      "select count(*)::int as n from security_events where kind = 'remoteCommand'",
    )) as [{ n: number }];
    // Every car holds its command (its simulated twin does not answer); each answers by hand below.
    const sent = [];
    for (const car of cars) {
      await simulate(server, car.vin, { unreachable: true });
      const lock = await server.call("drlck", {}, await authorize(server, token, car.vehicleId));
      // The demo's suspended car takes no command (7702); every other one does.
      if (lock.json.error?.errorCode === "7702") {
        await simulate(server, car.vin, { unreachable: false });
        continue;
      }
      expect(lock.json.responseHeader.responseCode, JSON.stringify(lock.json)).toBe(0);
      const before = (await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId })).json.result.status;
      const link = await connectAs(server, await carCredentials(server, car.vin));
      sent.push({ car, link, transactionId: lock.headers.transactionid as string, mileage: 40_000 + sent.length, before });
    }

    expect(sent.length).toBeGreaterThanOrEqual(3);
    const topics = linkTopics(server.vehicleLink.gateway.namespace);
    const results = sent.map(({ car, transactionId, mileage, before }) => ({
      topic: topics.vehicle(car.vin, "result"),
      payload: JSON.stringify({
        transactionId,
        ok: true,
        status: { ...before, doorLock: true, odometer: { value: mileage, unit: 1 } },
        completedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    }));
    // All at once, and each a second time, as a car re-sends a result it saw no acknowledgement for.
    await Promise.all(
      sent.flatMap(({ link }, i) => [0, 1].map(() => link.publishAsync(results[i]!.topic, results[i]!.payload, { qos: 1 }))),
    );

    for (const { transactionId } of sent) {
      await eventually(async () => {
        const { json } = await server.call("rmtsts", {}, { accessToken: token, transactionId });
        return json.result.transaction.apiResult === "C" ? json.result.transaction : undefined;
      }, `command ${transactionId} completed`);
    }
    for (const { car, link, transactionId, mileage } of sent) {
      const { json } = await server.call("rmtsts", {}, { accessToken: token, transactionId });
      expect(json.result.transaction).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
      const [{ n }] = (await server.db.query<{ n: number }>("select count(*)::int as n from inbox_messages where transaction_id = $1", [
        transactionId,
      ])) as [{ n: number }];
      expect(n, `inbox messages of ${car.vin}`).toBe(1);
      const status = (await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId })).json.result.status;
      expect(status.odometer.value, `status of ${car.vin}`).toBe(mileage);
      await link.endAsync();
      await simulate(server, car.vin, { unreachable: false });
    }
    const [{ n: eventsAfter }] = (await server.db.query<{ n: number }>(
      "select count(*)::int as n from security_events where kind = 'remoteCommand'",
    )) as [{ n: number }];
    expect(eventsAfter - eventsBefore).toBe(sent.length);
  });
});
