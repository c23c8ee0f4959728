import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const HOUR = 3_600_000;
const CLIENT = { id: "carport-client", secret: "carport-client-secret" };

/** A small OAuth provider with an events list, as the Google-type provider's endpoints answer. */
async function startFakeProvider() {
  const seen = { grants: [] as string[], eventTokens: [] as string[] };
  const codes = new Map<string, string>();
  let issued = 0;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, "http://fake");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/authorize") {
      // The owner agrees at once: back to the redirect URI with a code and the same state.
      const code = `code-${codes.size + 1}`;
      codes.set(code, url.searchParams.get("redirect_uri")!);
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state")!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      if (form.get("client_id") !== CLIENT.id || form.get("client_secret") !== CLIENT.secret) return json(401, { error: "invalid_client" });
      const grant = form.get("grant_type")!;
      seen.grants.push(grant);
      if (grant === "authorization_code") {
        if (codes.get(form.get("code")!) !== form.get("redirect_uri")) return json(400, { error: "invalid_grant" });
        codes.delete(form.get("code")!);
        // A short-lived first token, so the next sync must renew it with the refresh token.
        return json(200, { access_token: `access-${++issued}`, refresh_token: "refresh-1", expires_in: 5, token_type: "Bearer" });
      }
      if (grant === "refresh_token" && form.get("refresh_token") === "refresh-1") {
        return json(200, { access_token: `access-${++issued}`, expires_in: 3600, token_type: "Bearer" });
      }
      return json(400, { error: "invalid_grant" });
    }
    if (url.pathname === "/events") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!token.startsWith("access-")) return json(401, { error: "unauthorized" });
      seen.eventTokens.push(token);
      const soon = new Date(Date.now() + 5 * HOUR);
      return json(200, {
        items: [
          {
            summary: "Client meeting",
            location: "200 Bay St, Toronto",
            start: { dateTime: soon.toISOString() },
            end: { dateTime: new Date(soon.getTime() + HOUR).toISOString() },
          },
          { status: "cancelled", summary: "Cancelled", start: { dateTime: soon.toISOString() } },
        ],
      });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds())("Google-type calendar through the OAuth authorization code on %s", (kind) => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let server: TestServer;
  let token: string;
  let car: { vehicleId: string; vin: string };

  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await createTestServer(kind, {
      PUBLIC_URL: "http://carport.test:8080",
      GOOGLE_OAUTH_AUTHORIZE_URL: `${provider.base}/authorize`,
      GOOGLE_OAUTH_TOKEN_URL: `${provider.base}/token`,
      GOOGLE_CALENDAR_EVENTS_URL: `${provider.base}/events`,
      GOOGLE_OAUTH_CLIENT_ID: CLIENT.id,
      GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.secret,
      CALENDAR_SYNC_INTERVAL_SECONDS: "3600",
    });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Aurora");
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const call = (name: string, body: unknown) => server.call(name, body, { accessToken: token, vehicleId: car.vehicleId });

  it("authorizes, checks the state, stores the tokens unseen and sends the events with their locations to the car", async () => {
    const started = await call("calauthurl", { calendarAccount: "owner@example.com" });
    const { authorizeUrl, state } = started.json.result;
    const target = new URL(authorizeUrl);
    expect(target.origin + target.pathname).toBe(`${provider.base}/authorize`);
    expect(target.searchParams.get("state")).toBe(state);
    expect(target.searchParams.get("client_id")).toBe(CLIENT.id);
    expect(target.searchParams.get("redirect_uri")).toBe("http://carport.test:8080/calendar/oauth/callback");
    const pending = (await call("getcalaccount", {})).json.result.calendarList;
    expect(pending).toEqual([
      expect.objectContaining({ calendarCp: 1, calendarAccount: "owner@example.com", ucscStatus: "P", enableYn: "N" }),
    ]);

    // The provider sends the owner back to the callback, which hands code and state to the calendar screen.
    const agreed = await fetch(authorizeUrl, { redirect: "manual" });
    const callback = new URL(agreed.headers.get("location")!);
    const landed = await server.app.inject({ method: "GET", url: callback.pathname + callback.search });
    expect(landed.statusCode).toBe(303);
    const screen = new URL(landed.headers.location as string, "http://carport.test:8080");
    expect(screen.pathname).toBe("/account/calendar");
    const code = screen.searchParams.get("code")!;
    expect(screen.searchParams.get("state")).toBe(state);

    const forged = await call("addcalaccount", {
      calendarCp: 1,
      calendarAccount: "owner@example.com",
      authCode: code,
      state: "forged-state",
    });
    expect(forged.json.error.errorCode).toBe("7810");

    const added = await call("addcalaccount", { calendarCp: 1, calendarAccount: "owner@example.com", authCode: code, state });
    expect(added.json.responseHeader.responseCode, JSON.stringify(added.json)).toBe(0);
    expect(added.json.result.calendarList[0]).toMatchObject({
      calendarCp: 1,
      ucscStatus: "C",
      enableYn: "Y",
      syncStatus: "S",
      eventCount: 1,
    });
    expect(JSON.stringify(added.json)).not.toMatch(/access-|refresh-1/);
    const [stored] = await server.db.query<{ credentials: string }>("select credentials from calendar_accounts");
    expect(stored!.credentials).not.toMatch(/access-|refresh-1/);

    const held = await eventually(async () => {
      const list = server.vehicleLink.fleet!.twins.get(car.vin)!.calendar;
      return list.length ? list : undefined;
    }, "the car's calendar");
    expect(held).toEqual([expect.objectContaining({ summary: "Client meeting", location: "200 Bay St, Toronto" })]);

    // The state was single-use.
    const replay = await call("addcalaccount", { calendarCp: 1, calendarAccount: "owner@example.com", authCode: code, state });
    expect(replay.json.error.errorCode).toBe("7810");
  });

  it("renews a token about to expire with the refresh token on the next sync", async () => {
    const [linked] = (await call("getcalaccount", {})).json.result.calendarList;
    await call("setcalaccount", { calendarUserId: linked.calendarUserId, enableYn: "N" });
    const on = await call("setcalaccount", { calendarUserId: linked.calendarUserId, enableYn: "Y" });
    expect(on.json.result.calendarList[0].syncStatus).toBe("S");
    expect(provider.seen.grants).toEqual(["authorization_code", "refresh_token"]);
    expect(provider.seen.eventTokens.at(-1)).toBe("access-2");
  });

  it("a callback without a live state lands on the screen with the connect failure", async () => {
    const landed = await server.app.inject({ method: "GET", url: "/calendar/oauth/callback?code=x&state=unknown" });
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe("/account/calendar?calendarError=7812");
  });

  it("a code the provider refuses answers the connect failure", async () => {
    const started = await call("calauthurl", { calendarAccount: "owner@example.com" });
    const [linked] = (await call("getcalaccount", {})).json.result.calendarList;
    const refused = await call("modifycalaccount", {
      calendarCp: 1,
      calendarAccount: "owner@example.com",
      authCode: "not-a-code",
      state: started.json.result.state,
      calendarUserId: linked.calendarUserId,
    });
    expect(refused.json.error.errorCode).toBe("7812");
  });
});
