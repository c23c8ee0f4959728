import webpush from "web-push";
import { linkTopics } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteWithDependents } from "../../db/delete-with-dependents.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { carCredentials, connectAs } from "../../test/link-clients.ts";
import { authorize, completed, eventually, simulate } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const vapid = webpush.generateVAPIDKeys();
const VAPID_ENV = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

type Car = { vehicleId: string; vin: string; nickName: string };

/** Issue 55, "notifications that tell the truth": what the site offers, when push is offered, what reaches the inbox. */
describe.each(databaseKinds())("notifications that tell the truth on %s", (kind) => {
  let bare: TestServer;
  let pushing: TestServer;
  beforeAll(async () => {
    [bare, pushing] = await Promise.all([createTestServer(kind), createTestServer(kind, VAPID_ENV)]);
  });
  afterAll(async () => {
    await Promise.all([bare?.close(), pushing?.close()]);
  });

  async function ownerOf(server: TestServer) {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Car[];
    return { token, aurora: vehicles.find((v) => v.nickName === "Aurora")! };
  }
  async function command(server: TestServer, token: string, car: Car, name = "drlck") {
    const sent = await server.call(name, { pin: DEMO_PIN }, await authorize(server, token, car.vehicleId));
    const done = await completed(server, token, sent.headers.transactionid as string);
    await server.app.flushMail();
    return { transactionId: sent.headers.transactionid as string, statusCode: done.apiStatusCode as string };
  }
  const inboxKeys = async (server: TestServer, car: Car) =>
    (
      await server.db.query<{ message_key: string }>("select message_key from inbox_messages where vehicle_id = $1 order by id", [
        car.vehicleId,
      ])
    ).map((r) => r.message_key);

  it("does not offer push without VAPID keys, and never records a notification as pushed", async () => {
    const { token, aurora } = await ownerOf(bare);
    const options = (await bare.call("ntfopts", {}, { accessToken: token })).json.result;
    expect(options).toEqual({
      channels: { email: true, push: false, sms: true, receivers: true },
      offerPush: false,
      commandResultsToInbox: false,
    });
    // The command-result type's push switch is on by default; with no push set up nothing says it was pushed.
    await command(bare, token, aurora);
    const history = (await bare.call("ntfhstV2", {}, { accessToken: token })).json.result.notifications;
    expect(history.filter((n: { channel: string }) => n.channel === "push")).toEqual([]);
  });

  it("offers push after the owner's first successful command, not before", async () => {
    const { token, aurora } = await ownerOf(pushing);
    const [account] = await pushing.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test' and brand = 'hacc'");
    await deleteWithDependents(pushing.db, "remote_transactions", "account_id = $1", [account!.id]);
    const before = (await pushing.call("ntfopts", {}, { accessToken: token })).json.result;
    expect(before.channels.push).toBe(true);
    expect(before.offerPush).toBe(false);
    await simulate(pushing, aurora.vin, { failureRate: 1 });
    expect((await command(pushing, token, aurora)).statusCode).not.toBe("0000");
    expect((await pushing.call("ntfopts", {}, { accessToken: token })).json.result.offerPush).toBe(false);
    await simulate(pushing, aurora.vin, { failureRate: 0 });
    expect((await command(pushing, token, aurora)).statusCode).toBe("0000");
    expect((await pushing.call("ntfopts", {}, { accessToken: token })).json.result.offerPush).toBe(true);
  });

  it("keeps the owner's own successes out of the inbox by default; failures and car alerts always go in; the owner may ask for successes", async () => {
    const { token, aurora } = await ownerOf(bare);
    await bare.db.query("delete from inbox_messages where vehicle_id = $1", [aurora.vehicleId]);
    await command(bare, token, aurora);
    expect(await inboxKeys(bare, aurora)).toEqual([]);

    await simulate(bare, aurora.vin, { failureRate: 1 });
    await command(bare, token, aurora);
    await simulate(bare, aurora.vin, { failureRate: 0 });
    expect(await inboxKeys(bare, aurora)).toEqual(["PREVIOUS_REQUEST_WAS_FAILED"]);

    const car = await connectAs(bare, await carCredentials(bare, aurora.vin));
    try {
      await car.publishAsync(
        linkTopics(bare.vehicleLink.gateway.namespace).vehicle(aurora.vin, "event"),
        JSON.stringify({ type: "warning", detail: "Driver door left open", at: new Date().toISOString() }),
        { qos: 1 },
      );
      await eventually(async () => ((await inboxKeys(bare, aurora)).length === 2 ? true : undefined), "the car alert in the inbox");
    } finally {
      await car.endAsync(true);
    }
    expect(await inboxKeys(bare, aurora)).toEqual(["PREVIOUS_REQUEST_WAS_FAILED", "VEHICLE_WARNING"]);

    const saved = await bare.call("ntfoptssave", { commandResultsToInbox: true }, { accessToken: token });
    expect(saved.json.result.commandResultsToInbox).toBe(true);
    await command(bare, token, aurora);
    expect(await inboxKeys(bare, aurora)).toEqual(["PREVIOUS_REQUEST_WAS_FAILED", "VEHICLE_WARNING", "DOOR_LOCK_SUCCESS"]);
    // Another account's choice is its own.
    const other = await bare.login("second@hacc.test", DEMO_PASSWORD);
    expect((await bare.call("ntfopts", {}, { accessToken: other })).json.result.commandResultsToInbox).toBe(false);
  });
});
