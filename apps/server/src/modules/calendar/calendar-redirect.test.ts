import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const CLIENT = { id: "carport-client", secret: "carport-client-secret-7c1f" };
const APP_PASSWORD = "app-password-4d9e-2b71";

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Another host (here another port: another origin): records whatever reaches it. */
async function startCollector() {
  const seen: Array<{ url: string; authorization: string | undefined; body: string }> = [];
  const server = await listen(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    seen.push({ url: req.url!, authorization: req.headers.authorization, body });
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  return { ...server, seen };
}

/**
 * The calendar provider's host: CalDAV and OAuth endpoints that redirect to the collector (or, in
 * "sameOrigin" mode, to another path of their own), with a token endpoint that works when asked.
 */
async function startRedirector(collector: string) {
  const state = { mode: "token" as "token" | "events" | "sameOrigin" | "caldav", status: 307 };
  const server = await listen(async (req, res) => {
    for await (const _chunk of req) void _chunk;
    const path = new URL(req.url!, "http://x").pathname;
    const redirect = (to: string) => {
      res.writeHead(state.status, { location: to });
      res.end();
    };
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (path === "/token")
      return state.mode === "token"
        ? redirect(`${collector}/token`)
        : json({ access_token: "access-secret-1", refresh_token: "refresh-secret-1", expires_in: 3600, token_type: "Bearer" });
    if (path === "/events") return state.mode === "sameOrigin" ? redirect("/events-here") : redirect(`${collector}/events`);
    if (path === "/events-here") return json({ items: [] });
    // Everything else is the CalDAV server, which sends every request away.
    return redirect(`${collector}${req.url}`);
  });
  return { ...server, state };
}

describe.each(databaseKinds())("calendar servers redirecting elsewhere on %s", (kind) => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let provider: Awaited<ReturnType<typeof startRedirector>>;
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    collector = await startCollector();
    provider = await startRedirector(collector.base);
    server = await createTestServer(kind, {
      CALDAV_SERVER_URL: `${provider.base}/caldav/`,
      GOOGLE_OAUTH_AUTHORIZE_URL: `${provider.base}/authorize`,
      GOOGLE_OAUTH_TOKEN_URL: `${provider.base}/token`,
      GOOGLE_CALENDAR_EVENTS_URL: `${provider.base}/events`,
      GOOGLE_OAUTH_CLIENT_ID: CLIENT.id,
      GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.secret,
      CALENDAR_SYNC_INTERVAL_SECONDS: "3600",
    });
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    headers = { accessToken: token, vehicleId: json.result.vehicles[0].vehicleId };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await collector?.close();
  });

  const linked = async () =>
    (await server.call("getcalaccount", {}, headers)).json.result.calendarList.filter((c: { ucscStatus: string }) => c.ucscStatus === "C");
  const googleLink = async () => {
    const { state } = (await server.call("calauthurl", { calendarAccount: "owner@example.com" }, headers)).json.result;
    return server.call("addcalaccount", { calendarCp: 1, calendarAccount: "owner@example.com", authCode: "code-1", state }, headers);
  };

  it("never sends the app password, the client secret or the access token to the host a redirect names", async () => {
    for (const status of [301, 302, 307, 308]) {
      provider.state.status = status;
      provider.state.mode = "caldav";
      const caldav = await server.call("addcalaccount", { calendarCp: 2, calendarAccount: "owner", appPassword: APP_PASSWORD }, headers);
      expect(caldav.json.error?.errorCode, `CalDAV ${status}`).toBe("7812");

      provider.state.mode = "token";
      const token = await googleLink();
      expect(token.json.responseHeader.responseCode, `token endpoint ${status}`).toBe(1);

      expect(await linked()).toEqual([]);

      // Linked with working tokens, the first sync's events request is sent away: it fails instead.
      provider.state.mode = "events";
      const events = await googleLink();
      expect(events.json.result.calendarList[0], `events endpoint ${status}`).toMatchObject({ ucscStatus: "C", eventCount: 0 });
      expect(events.json.result.calendarList[0].syncStatus).not.toBe("S");
      await server.db.query("delete from calendar_accounts");
    }
    expect(collector.seen).toEqual([]);
  });

  it("still follows a redirect within the provider's own origin", async () => {
    provider.state.status = 302;
    provider.state.mode = "sameOrigin";
    const followed = await googleLink();
    expect(followed.json.responseHeader.responseCode, JSON.stringify(followed.json)).toBe(0);
    expect(await linked()).toHaveLength(1);
    expect(collector.seen).toEqual([]);
  });
});
