import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { browserKeys, startPushEndpoint } from "./push-endpoint.test-support.ts";

const vapid = webpush.generateVAPIDKeys();
const VAPID_ENV = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:push@carport.test" };
/** This test's push service listens on this machine: allowed only by the explicit development setting. */
const LOCAL_PUSH_ENV = { ...VAPID_ENV, WEB_PUSH_LOCAL_SERVICE: "1" };

describe.each(databaseKinds())("Web Push on %s", (kind) => {
  let server: TestServer;
  let bare: TestServer;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let token: string;
  let aurora: string;
  beforeAll(async () => {
    [server, bare, endpoint] = await Promise.all([createTestServer(kind, LOCAL_PUSH_ENV), createTestServer(kind), startPushEndpoint()]);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    aurora = vehicles.find((v: { nickName: string }) => v.nickName === "Aurora").vehicleId;
  });
  afterAll(async () => {
    await Promise.all([server?.close(), bare?.close(), endpoint?.close()]);
  });

  const subscriptions = async () =>
    (await server.db.query<{ endpoint: string }>("select endpoint from push_subscriptions order by endpoint")).map((r) => r.endpoint);
  const lockAndWait = async () => {
    const lock = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, token, aurora));
    expect((await completed(server, token, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    await server.app.flushPush();
  };

  it("offers push with the VAPID public key when configured", async () => {
    const { json } = await server.call("wbpshcfg", {}, { accessToken: token });
    expect(json.result).toEqual({ available: true, publicKey: vapid.publicKey });
  });

  it("refuses a subscription that is not a push service's, naming the field, and keeps nothing", async () => {
    const keys = browserKeys().keys;
    const cases = [
      { body: { endpoint: "http://push.example.com/x", keys }, field: "endpoint" },
      { body: { endpoint: "javascript:alert(1)", keys }, field: "endpoint" },
      { body: { endpoint: endpoint.url("/a"), keys: { ...keys, p256dh: "short" } }, field: "keys.p256dh" },
      { body: { endpoint: endpoint.url("/a"), keys: { ...keys, auth: "not+base64url!!!!!!!!!" } }, field: "keys.auth" },
    ];
    for (const { body, field } of cases) {
      const { json } = await server.call("wbpshsub", body, { accessToken: token });
      expect(json.error.errorCode, JSON.stringify(body)).toBe("7998");
      expect(json.error.errorDesc).toContain(field);
    }
    const missing = await server.call("wbpshsub", { endpoint: endpoint.url("/a") }, { accessToken: token });
    expect(missing.json.error.errorCode).toBe("7998");
    expect(missing.json.error.errorDesc).toContain("keys");
    expect(await subscriptions()).toEqual([]);
  });

  it("pushes a finished command to the subscribed browser, encrypted for it and signed with the VAPID key", async () => {
    const browser = browserKeys();
    const saved = await server.call(
      "wbpshsub",
      { endpoint: endpoint.url("/browser-1"), expirationTime: null, keys: browser.keys },
      { accessToken: token },
    );
    expect(saved.json.result).toEqual({ subscribed: true });
    expect(await subscriptions()).toEqual([endpoint.url("/browser-1")]);
    const before = endpoint.received.length;
    await lockAndWait();
    const pushes = endpoint.received.slice(before);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.path).toBe("/browser-1");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const notification = JSON.parse(browser.decrypt(push!.body));
    expect(notification.title).toContain("Aurora");
    expect(notification.body).not.toBe("");
    expect(notification.url).toBe("/notificationCenter");
  });

  it("forgets a subscription the push service says is gone, and one the browser gave up", async () => {
    await server.call("wbpshsub", { endpoint: endpoint.url("/gone/1"), keys: browserKeys().keys }, { accessToken: token });
    expect(await subscriptions()).toEqual([endpoint.url("/browser-1"), endpoint.url("/gone/1")]);
    await lockAndWait();
    expect(await subscriptions()).toEqual([endpoint.url("/browser-1")]);

    const removed = await server.call("wbpshunsub", { endpoint: endpoint.url("/browser-1") }, { accessToken: token });
    expect(removed.json.result).toEqual({ subscribed: false });
    expect(await subscriptions()).toEqual([]);
    const before = endpoint.received.length;
    await lockAndWait();
    expect(endpoint.received.length).toBe(before);
  });

  it("without VAPID keys says push is not available, keeps no subscription and sends nothing", async () => {
    const bareToken = await bare.login("demo@hacc.test", DEMO_PASSWORD);
    const config = await bare.call("wbpshcfg", {}, { accessToken: bareToken });
    expect(config.json.result).toEqual({ available: false, publicKey: "" });
    const refused = await bare.call("wbpshsub", { endpoint: endpoint.url("/bare"), keys: browserKeys().keys }, { accessToken: bareToken });
    expect(refused.json.error.errorCode).toBe("7850");
    // Even a subscription already stored (keys removed from the configuration later) gets nothing.
    const [account] = await bare.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test' and brand = 'hacc'");
    await bare.db.query("insert into push_subscriptions (endpoint, account_id, p256dh, auth) values ($1, $2, $3, $4)", [
      endpoint.url("/bare"),
      account!.id,
      browserKeys().keys.p256dh,
      browserKeys().keys.auth,
    ]);
    const car = (await bare.call("vhcllst", {}, { accessToken: bareToken })).json.result.vehicles.find(
      (v: { nickName: string }) => v.nickName === "Aurora",
    ).vehicleId;
    const lock = await bare.call("drlck", { pin: DEMO_PIN }, await authorize(bare, bareToken, car));
    expect((await completed(bare, bareToken, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    await bare.app.flushPush();
    expect(endpoint.received.filter((p) => p.path === "/bare")).toEqual([]);
  });

  it("needs a session", async () => {
    const { json } = await server.call("wbpshcfg", {});
    expect(json.error.errorCode).not.toBe("0000");
    expect(json.responseHeader.responseCode).not.toBe(0);
  });
});
