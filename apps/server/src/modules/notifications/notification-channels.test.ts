import { linkTopics } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { carCredentials, connectAs } from "../../test/link-clients.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { startReceiver } from "./receiver.test-support.ts";

/** This test's receivers listen on this machine: allowed only by the explicit development setting. */
const LOCAL_RECEIVER_ENV = { NOTIFY_LOCAL_RECEIVER: "1", MAIL_RETRY_DELAYS_SECONDS: "0.05,0.05,0.05", MAIL_QUEUE_POLL_SECONDS: "0.2" };

type Car = { vehicleId: string; vin: string; nickName: string };

describe.each(databaseKinds())("owners' notification channels on %s", (kind) => {
  let server: TestServer;
  let strict: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let token: string;
  let aurora: Car;
  beforeAll(async () => {
    [server, strict, receiver] = await Promise.all([createTestServer(kind, LOCAL_RECEIVER_ENV), createTestServer(kind), startReceiver()]);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Car[];
    aurora = vehicles.find((v) => v.nickName === "Aurora")!;
  });
  afterAll(async () => {
    await Promise.all([server?.close(), strict?.close(), receiver?.close()]);
  });

  const add = (body: Record<string, unknown>, on = server, accessToken = token, headers: Record<string, string> = {}) =>
    on.call("ntfchnladd", body, { accessToken, ...headers });
  const lockAndWait = async () => {
    const lock = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, token, aurora.vehicleId));
    expect((await completed(server, token, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    await server.app.flushMail();
  };
  const removeAll = async () => {
    for (const channel of (await server.call("ntfchnl", {}, { accessToken: token })).json.result.channels) {
      await server.call("ntfchnldel", { id: channel.id }, { accessToken: token });
    }
  };

  it("refuses a webhook to a loopback or private address, naming the field, and keeps nothing", async () => {
    const strictToken = await strict.login("demo@hacc.test", DEMO_PASSWORD);
    const cases = [
      { url: receiver.url("/hook"), reason: "NOT_HTTPS" },
      { url: `https://127.0.0.1:${receiver.port}/hook`, reason: "ADDRESS_NOT_PUBLIC" },
      { url: `https://localhost:${receiver.port}/hook`, reason: "ADDRESS_NOT_PUBLIC" },
      { url: "https://[::1]/hook", reason: "ADDRESS_NOT_PUBLIC" },
      { url: "https://10.1.2.3/hook", reason: "ADDRESS_NOT_PUBLIC" },
      { url: "https://169.254.169.254/latest", reason: "ADDRESS_NOT_PUBLIC" },
      { url: "https://[::ffff:127.0.0.1]/hook", reason: "ADDRESS_NOT_PUBLIC" },
      { url: "https://user:pw@example.com/hook", reason: "URL_INVALID" },
    ];
    for (const { url, reason } of cases) {
      const { json } = await add({ kind: "webhook", url }, strict, strictToken);
      expect(json.error?.errorCode, url).toBe("7998");
      expect(json.error.errorDesc, url).toBe(`Invalid request: field 'url': ${reason}`);
    }
    const french = await add({ kind: "webhook", url: receiver.url("/hook") }, strict, strictToken, { language: "1" });
    expect(french.json.error.errorDesc).toBe("Requête invalide\u00a0: champ «\u00a0url\u00a0»\u00a0: NOT_HTTPS");
    expect(await strict.db.query("select id from notification_channels")).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it("refuses the local-receiver setting in production, naming it", () => {
    expect(() => loadConfig({ DEMO: "0", NOTIFY_LOCAL_RECEIVER: "1" })).toThrow(/NOTIFY_LOCAL_RECEIVER/);
    expect(loadConfig({ DEMO: "0" }).NOTIFY_LOCAL_RECEIVER).toBe(false);
    expect(loadConfig({ DEMO: "1", NOTIFY_LOCAL_RECEIVER: "1" }).NOTIFY_LOCAL_RECEIVER).toBe(true);
  });

  it("wants an ntfy topic and a Gotify token, each named", async () => {
    const ntfy = await add({ kind: "ntfy", url: receiver.url("/ntfy") });
    expect(ntfy.json.error.errorDesc).toBe("Invalid request: field 'topic': REQUIRED");
    const gotify = await add({ kind: "gotify", url: receiver.url("/gotify") });
    expect(gotify.json.error.errorDesc).toBe("Invalid request: field 'token': REQUIRED");
  });

  it("sends a test to a webhook the test's setting allows, its token sealed and never shown, with an unsubscribe URL", async () => {
    const added = await add({ kind: "webhook", label: "Home server", url: receiver.url("/hook/test"), token: "hook-token-123" });
    const channel = added.json.result.channel;
    expect(channel).toMatchObject({ kind: "webhook", label: "Home server", hasToken: true, enabled: true, alerts: true, commands: true });
    expect(JSON.stringify(added.json)).not.toContain("hook-token-123");
    const [stored] = await server.db.query<{ sealed_token: string }>("select sealed_token from notification_channels where id = $1", [
      channel.id,
    ]);
    expect(stored!.sealed_token).not.toContain("hook-token-123");

    const test = await server.call("ntfchnltst", { id: channel.id }, { accessToken: token });
    expect(test.json.result).toEqual({ outcome: "delivered", reason: "" });
    const [post] = receiver.postsTo("/hook/test");
    expect(post!.headers["content-type"]).toBe("application/json");
    expect(post!.headers.authorization).toBe("Bearer hook-token-123");
    const body = JSON.parse(post!.body);
    expect(body).toMatchObject({ event: "test", title: "Carport test message", vehicle: null });
    expect(body.unsubscribeUrl).toMatch(/\/notifications\/unsubscribe\?token=/);
    expect(post!.headers["list-unsubscribe"]).toBe(`<${body.unsubscribeUrl}>`);
    await removeAll();
  });

  it("posts a command's result and a car alert (a door left open) to the webhook", async () => {
    const channel = (await add({ kind: "webhook", url: receiver.url("/hook/car") })).json.result.channel;
    await lockAndWait();
    const result = JSON.parse(receiver.postsTo("/hook/car").at(-1)!.body);
    expect(result).toMatchObject({
      event: "notification",
      type: "REMOTE_COMMAND",
      messageKey: "DOOR_LOCK_SUCCESS",
      vehicle: { id: aurora.vehicleId, nickname: "Aurora" },
      urgent: false,
    });
    expect(result.title).toContain("Aurora");

    // The car reports a warning over the vehicle link, as a real one would.
    const car = await connectAs(server, await carCredentials(server, aurora.vin));
    try {
      const before = receiver.postsTo("/hook/car").length;
      await car.publishAsync(
        linkTopics(server.vehicleLink.gateway.namespace).vehicle(aurora.vin, "event"),
        JSON.stringify({ type: "warning", detail: "Driver door left open", at: new Date().toISOString() }),
        { qos: 1 },
      );
      const alert = await eventually(async () => {
        await server.app.flushMail();
        const post = receiver.postsTo("/hook/car")[before];
        return post ? JSON.parse(post.body) : undefined;
      }, "the car alert at the webhook");
      expect(alert).toMatchObject({ type: "VEHICLE_WARNING", messageKey: "VEHICLE_WARNING", urgent: true });
      expect(alert.message).toContain("Driver door left open");
    } finally {
      await car.endAsync(true);
    }
    const history = (await server.call("ntfhstV2", {}, { accessToken: token })).json.result.notifications;
    expect(history.some((n: { channel: string }) => n.channel === "webhook")).toBe(true);
    await server.call("ntfchnldel", { id: channel.id }, { accessToken: token });
  });

  it("posts to ntfy in its JSON publishing format, with an access token and an unsubscribe action", async () => {
    const channel = (await add({ kind: "ntfy", url: receiver.url("/ntfy"), topic: "carport_alerts", token: "tk_abc" })).json.result.channel;
    expect(channel.topic).toBe("carport_alerts");
    expect((await server.call("ntfchnltst", { id: channel.id }, { accessToken: token, language: "1" })).json.result.outcome).toBe(
      "delivered",
    );
    const post = receiver.postsTo("/ntfy").at(-1)!;
    expect(post.headers.authorization).toBe("Bearer tk_abc");
    const body = JSON.parse(post.body);
    expect(body).toMatchObject({ topic: "carport_alerts", title: "Message d'essai de Carport", priority: 3, tags: ["car"] });
    expect(body.click).toMatch(/^http/);
    expect(body.actions).toEqual([
      {
        action: "view",
        label: "Arrêter ces notifications",
        url: expect.stringMatching(/\/notifications\/unsubscribe\?token=.*lang=1/),
        clear: true,
      },
    ]);
    await lockAndWait();
    const result = JSON.parse(receiver.postsTo("/ntfy").at(-1)!.body);
    expect(result).toMatchObject({ topic: "carport_alerts", priority: 3 });
    expect(result.title).toContain("Aurora");
    await removeAll();
  });

  it("posts to Gotify's /message with the application token, the click URL and the unsubscribe line", async () => {
    const channel = (await add({ kind: "gotify", url: receiver.url("/gotify"), token: "AbCdEf.123" })).json.result.channel;
    expect((await server.call("ntfchnltst", { id: channel.id }, { accessToken: token })).json.result.outcome).toBe("delivered");
    const post = receiver.postsTo("/gotify/message").at(-1)!;
    expect(post.headers["x-gotify-key"]).toBe("AbCdEf.123");
    expect(post.headers.authorization).toBeUndefined();
    const body = JSON.parse(post.body);
    expect(body).toMatchObject({ title: "Carport test message", priority: 5 });
    expect(body.message).toMatch(
      /^Your car's alerts and command results will arrive here\.\n\nStop these notifications: http.*\/notifications\/unsubscribe\?token=/,
    );
    expect(body.extras["client::notification"].click.url).toMatch(/^http/);
    await removeAll();
  });

  it("retries a receiver that fails for now through the mail queue, and never follows a redirect", async () => {
    const flaky = (await add({ kind: "webhook", url: receiver.url("/flaky/1") })).json.result.channel;
    const first = await server.call("ntfchnltst", { id: flaky.id }, { accessToken: token });
    expect(first.json.result).toEqual({ outcome: "retrying", reason: "the receiver answered 503" });
    await eventually(async () => (receiver.postsTo("/flaky/1").length === 3 ? true : undefined), "the third try");
    const [queued] = await server.db.query<{ status: string; attempts: number }>(
      "select status, attempts from mail_queue where channel = 'hook' and to_address = $1 order by id desc limit 1",
      [flaky.id],
    );
    await eventually(async () => {
      const [row] = await server.db.query<{ status: string }>(
        "select status from mail_queue where channel = 'hook' and to_address = $1 order by id desc limit 1",
        [flaky.id],
      );
      return row?.status === "sent" ? true : undefined;
    }, "the post marked sent");
    expect(queued!.attempts).toBeGreaterThanOrEqual(2);

    const moved = (await add({ kind: "webhook", url: receiver.url("/redirect/1") })).json.result.channel;
    const redirected = await server.call("ntfchnltst", { id: moved.id }, { accessToken: token });
    expect(redirected.json.result).toEqual({ outcome: "refused", reason: "the receiver answered 307" });
    expect(receiver.postsTo("/elsewhere")).toEqual([]);
    await removeAll();
  });

  it("turns a receiver off by its unsubscribe link (a page first, then its button), and on again by its switch", async () => {
    const channel = (await add({ kind: "webhook", url: receiver.url("/hook/unsub") })).json.result.channel;
    await server.call("ntfchnltst", { id: channel.id }, { accessToken: token });
    const link = new URL(JSON.parse(receiver.postsTo("/hook/unsub")[0]!.body).unsubscribeUrl);
    const page = await server.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Stop notifications");
    expect((await server.call("ntfchnl", {}, { accessToken: token })).json.result.channels[0].enabled).toBe(true);

    const done = await server.app.inject({
      method: "POST",
      url: `${link.pathname}?lang=0`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(link.searchParams.get("token")!)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Notifications stopped");
    expect((await server.call("ntfchnl", {}, { accessToken: token })).json.result.channels[0].enabled).toBe(false);
    const before = receiver.postsTo("/hook/unsub").length;
    await lockAndWait();
    expect(receiver.postsTo("/hook/unsub").length).toBe(before);

    const forged = await server.app.inject({ method: "POST", url: `${link.pathname}?token=${channel.id}.forged` });
    expect(forged.statusCode).toBe(404);

    const on = await server.call("ntfchnlupd", { id: channel.id, enabled: true, commands: false }, { accessToken: token });
    expect(on.json.result.channel).toMatchObject({ enabled: true, commands: false, alerts: true });
    await lockAndWait();
    // Command results switched off: the lock's result is not posted.
    expect(receiver.postsTo("/hook/unsub").length).toBe(before);
    await removeAll();
  });

  it("keeps five receivers per account and lets no other account touch them", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await add({ kind: "webhook", url: receiver.url(`/hook/${n}`) })).json.result.channel.id);
    expect((await add({ kind: "webhook", url: receiver.url("/hook/6") })).json.error.errorCode).toBe("7852");
    const stranger = await server.login("second@hacc.test", DEMO_PASSWORD);
    for (const call of ["ntfchnltst", "ntfchnlupd", "ntfchnldel"]) {
      expect((await server.call(call, { id: ids[0] }, { accessToken: stranger })).json.error.errorCode, call).toBe("7853");
    }
    expect((await server.call("ntfchnl", {}, { accessToken: stranger })).json.result.channels).toEqual([]);
    await removeAll();
  });
});
