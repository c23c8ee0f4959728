import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { issueManualToken } from "./manual-token.ts";

const SECRET = "m".repeat(40);

describe.each(databaseKinds())("owner's manual through single sign-on on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let genToken: string;
  const cars: Record<string, string> = {};
  let lumen: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { SSO_SECRET: SECRET });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    for (const v of (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles) cars[v.nickName] = v.vehicleId;
    genToken = await server.login("demo@gen.test", DEMO_PASSWORD, { brand: "gen" });
    lumen = (await server.call("vhcllst", {}, { accessToken: genToken, brand: "gen" })).json.result.vehicles[0].vehicleId;
  });
  afterAll(() => server.close());

  const page = (url: string) => server.app.inject({ method: "GET", url });

  it("issues a short-lived token and the manual's address in the request's language; the manual opens with it", async () => {
    const { json } = await server.call(
      "getfodssotkn",
      { to: "manual", userId: "demo@hacc.test", brand: "H" },
      { accessToken: token, vehicleId: cars.Aurora!, language: "1" },
    );
    expect(json.result).toMatchObject({ username: "demo@hacc.test", ttl: 120 });
    const url = new URL(json.result.manualUrl);
    expect(url.pathname).toBe("/fod/manual");
    expect(url.searchParams.get("token")).toBe(json.result.ssoToken);
    expect(url.searchParams.get("lang")).toBe("1");
    // Whoever sees the link reads no e-mail in the token, in any of its parts (issue 54).
    for (const part of String(json.result.ssoToken).split("."))
      expect(Buffer.from(part, "base64url").toString("latin1")).not.toContain("demo@");
    const manual = await page(`${url.pathname}${url.search}`);
    expect(manual.statusCode).toBe(200);
    expect(manual.body).toContain("Guide du propriétaire");
    expect(manual.body).toContain("2025 Aurora EV");
    expect(manual.body).toContain("demo@hacc.test");
  });

  it("uses brand line G for gen", async () => {
    const ok = await server.call("getfodssotkn", { brand: "G" }, { accessToken: genToken, vehicleId: lumen, brand: "gen" });
    expect(ok.json.result.username).toBe("demo@gen.test");
    const wrong = await server.call("getfodssotkn", { brand: "H" }, { accessToken: genToken, vehicleId: lumen, brand: "gen" });
    expect(wrong.json.error.errorDesc).toContain("brand");
  });

  it("refuses another brand line, another user id or a missing brand", async () => {
    for (const [body, field] of [
      [{ brand: "G" }, "brand"],
      [{ brand: "H", userId: "someone@hacc.test" }, "userId"],
      [{}, "brand"],
    ] as const) {
      const refused = await server.call("getfodssotkn", body, { accessToken: token, vehicleId: cars.Aurora! });
      expect(refused.status).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain(field);
    }
  });

  it("does not open the manual with an expired, forged or missing token", async () => {
    const expired = issueManualToken(SECRET, -1, { vid: cars.Aurora!, usr: "00000000-0000-0000-0000-000000000000", lng: 0 });
    const forged = issueManualToken("x".repeat(40), 120, { vid: cars.Aurora!, usr: "00000000-0000-0000-0000-000000000000", lng: 0 });
    for (const bad of [expired, forged, ""]) {
      const manual = await page(`/fod/manual?token=${encodeURIComponent(bad)}&lang=0`);
      expect(manual.statusCode).toBe(401);
      expect(manual.body).toContain("This manual link cannot be used");
    }
  });

  it("opens the manual once per token: a copied link opens nothing", async () => {
    const { json } = await server.call("getfodssotkn", { brand: "H" }, { accessToken: token, vehicleId: cars.Aurora! });
    const url = new URL(json.result.manualUrl);
    expect((await page(`${url.pathname}${url.search}`)).statusCode).toBe(200);
    for (const lang of ["0", "1"]) {
      const again = await page(`/fod/manual?token=${encodeURIComponent(json.result.ssoToken)}&lang=${lang}`);
      expect(again.statusCode).toBe(401);
      expect(again.body).not.toContain("demo@hacc.test");
      expect(again.body).not.toContain("Aurora EV");
    }
    // A fresh token opens it again: one use per token, not per vehicle.
    const fresh = (await server.call("getfodssotkn", { brand: "H" }, { accessToken: token, vehicleId: cars.Aurora! })).json.result
      .manualUrl as string;
    expect((await page(new URL(fresh).pathname + new URL(fresh).search)).statusCode).toBe(200);
  });
});
