import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { browserKeys, startPushEndpoint } from "./push-endpoint.test-support.ts";

const vapid = webpush.generateVAPIDKeys();
const VAPID_ENV = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:push@carport.test" };

/**
 * Web Push as a server-side request forgery tool: where a subscription may send the server, how
 * many an account keeps, and whose an endpoint is.
 */
describe.each(databaseKinds())("where Web Push may send the server, on %s", (kind) => {
  let production: TestServer;
  let local: TestServer;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  beforeAll(async () => {
    [production, local, endpoint] = await Promise.all([
      // The operator added hosts that lead nowhere public (a private and a link-local address, an unresolvable name).
      createTestServer(kind, { ...VAPID_ENV, WEB_PUSH_SERVICE_HOSTS: "10.1.2.3, 169.254.169.254, *.push.invalid" }),
      createTestServer(kind, { ...VAPID_ENV, WEB_PUSH_LOCAL_SERVICE: "1" }),
      startPushEndpoint(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([production?.close(), local?.close(), endpoint?.close()]);
  });

  const endpointsOf = async (server: TestServer, email: string) =>
    (
      await server.db.query<{ endpoint: string }>(
        "select endpoint from push_subscriptions s join accounts a on a.id = s.account_id where a.email = $1 order by s.created_at",
        [email],
      )
    ).map((r) => r.endpoint);

  it("refuses an endpoint on this machine, at a private or link-local address, or at an unknown host, keeping nothing", async () => {
    const token = await production.login("demo@hacc.test", DEMO_PASSWORD);
    const refusals = {
      [endpoint.url("/loopback")]: "NOT_A_PUSH_SERVICE",
      "https://127.0.0.1/push": "NOT_A_PUSH_SERVICE",
      "https://localhost/push": "NOT_A_PUSH_SERVICE",
      "https://[::1]/push": "NOT_A_PUSH_SERVICE",
      "https://192.168.1.1/push": "NOT_A_PUSH_SERVICE",
      "https://push.internal.example/x": "NOT_A_PUSH_SERVICE",
      "http://fcm.googleapis.com/fcm/send/x": "NOT_A_PUSH_SERVICE",
      "https://fcm.googleapis.com:8443/fcm/send/x": "NOT_A_PUSH_SERVICE",
      "https://10.1.2.3/push": "ADDRESS_NOT_PUBLIC",
      "https://169.254.169.254/latest/meta-data/": "ADDRESS_NOT_PUBLIC",
      "https://nowhere.push.invalid/x": "HOST_UNKNOWN",
    };
    for (const [url, reason] of Object.entries(refusals)) {
      const { status, json } = await production.call("wbpshsub", { endpoint: url, keys: browserKeys().keys }, { accessToken: token });
      expect(status, url).toBe(400);
      expect(json.error.errorCode, url).toBe("7998");
      expect(json.error.errorDesc, url).toBe(`Invalid request: field 'endpoint': ${reason}`);
    }
    expect(await endpointsOf(production, "demo@hacc.test")).toEqual([]);
  });

  it("sends nothing to a subscription the rules refuse, even one already stored", async () => {
    const token = await production.login("demo@hacc.test", DEMO_PASSWORD);
    const [account] = await production.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test'");
    for (const url of [endpoint.url("/stored-before"), "https://10.1.2.3/push"]) {
      await production.db.query("insert into push_subscriptions (endpoint, account_id, p256dh, auth) values ($1, $2, $3, $4)", [
        url,
        account!.id,
        browserKeys().keys.p256dh,
        browserKeys().keys.auth,
      ]);
    }
    const car = (await production.call("vhcllst", {}, { accessToken: token })).json.result.vehicles.find(
      (v: { nickName: string }) => v.nickName === "Aurora",
    ).vehicleId;
    const lock = await production.call("drlck", { pin: DEMO_PIN }, await authorize(production, token, car));
    expect((await completed(production, token, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    await production.app.flushPush();
    expect(endpoint.received.map((r) => r.path)).not.toContain("/stored-before");
    await production.db.query("delete from push_subscriptions");
  });

  it("keeps ten subscriptions per account: the eleventh drops the first", async () => {
    const token = await local.login("demo@hacc.test", DEMO_PASSWORD);
    const urls = Array.from({ length: 11 }, (_, i) => endpoint.url(`/browser-${i + 1}`));
    for (const url of urls) {
      const { json } = await local.call("wbpshsub", { endpoint: url, keys: browserKeys().keys }, { accessToken: token });
      expect(json.result, url).toEqual({ subscribed: true });
    }
    expect(await endpointsOf(local, "demo@hacc.test")).toEqual(urls.slice(1));
  });

  it("leaves an endpoint with the account that registered it first: another account's submission is refused and moves nothing", async () => {
    const owner = await local.login("demo@hacc.test", DEMO_PASSWORD);
    const stranger = await local.login("second@hacc.test", DEMO_PASSWORD);
    const owned = endpoint.url("/owned");
    const keys = browserKeys().keys;
    expect((await local.call("wbpshsub", { endpoint: owned, keys }, { accessToken: owner })).json.result).toEqual({ subscribed: true });
    const taken = await local.call("wbpshsub", { endpoint: owned, keys: browserKeys().keys }, { accessToken: stranger });
    expect(taken.json.error.errorCode).toBe("7851");
    expect(await endpointsOf(local, "second@hacc.test")).toEqual([]);
    expect(await endpointsOf(local, "demo@hacc.test")).toContain(owned);
    const [row] = await local.db.query<{ p256dh: string }>("select p256dh from push_subscriptions where endpoint = $1", [owned]);
    expect(row!.p256dh).toBe(keys.p256dh);
    // Nor can the stranger remove it.
    await local.call("wbpshunsub", { endpoint: owned }, { accessToken: stranger });
    expect(await endpointsOf(local, "demo@hacc.test")).toContain(owned);
  });
});

describe("a local push service in production", () => {
  it("is refused at start-up: WEB_PUSH_LOCAL_SERVICE with DEMO=0 names the setting", () => {
    expect(() => loadConfig({ DEMO: "0", WEB_PUSH_LOCAL_SERVICE: "1" })).toThrow(/WEB_PUSH_LOCAL_SERVICE/);
    expect(loadConfig({ DEMO: "0" }).WEB_PUSH_LOCAL_SERVICE).toBe(false);
    expect(loadConfig({ DEMO: "1", WEB_PUSH_LOCAL_SERVICE: "1" }).WEB_PUSH_LOCAL_SERVICE).toBe(true);
  });
});
