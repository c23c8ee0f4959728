import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { TEST_DEVICE_ID } from "../../../test/new-device-steps.ts";

/** A device the demo owners have signed in from before (server.login remembers it). */
const KNOWN_DEVICE = { Deviceid: TEST_DEVICE_ID };

describe.each(databaseKinds())("sign-in on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.login("demo@hacc.test", DEMO_PASSWORD);
    await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
  });
  afterAll(() => server.close());

  it("answers the token, account and default vehicle on v2/login and lgnV2", async () => {
    for (const name of ["v2/login", "lgnV2"]) {
      const { status, json } = await server.call(name, { loginId: "demo@hacc.test", password: DEMO_PASSWORD }, KNOWN_DEVICE);
      expect(status).toBe(200);
      expect(json.responseHeader).toEqual({ responseCode: 0, responseDesc: "Success" });
      expect(json.result.token.accessToken.length).toBeGreaterThanOrEqual(22);
      expect(json.result.token.expireIn).toBe(1800);
      expect(json.result.accountInformation.email).toBe("demo@hacc.test");
      expect(json.result.accountInformation).not.toHaveProperty("password_hash");
      expect(json.result.verifiedTnC).toBe(true);
      expect(json.result.vin).toBe("2HMAUEC5000000101");
      expect(json.result.fuelKindCode).toBe("E");
    }
  });

  it("puts the token fields directly in the result on lgn", async () => {
    const { json } = await server.call("lgn", { loginId: "DEMO@hacc.test", password: DEMO_PASSWORD }, KNOWN_DEVICE);
    expect(typeof json.result.accessToken).toBe("string");
    expect(typeof json.result.refreshToken).toBe("string");
    expect(json.result.expireIn).toBe(1800);
  });

  it("answers 7404 for a wrong password and for an unknown account alike", async () => {
    // Each failure from its own address: three from one address would ask for a captcha (sign-in-security.test.ts).
    const wrong = await server.call(
      "v2/login",
      { loginId: "demo@hacc.test", password: "Wrong-Pass-1!" },
      { "x-forwarded-for": "198.51.100.1" },
    );
    const unknown = await server.call(
      "v2/login",
      { loginId: "nobody@hacc.test", password: "Wrong-Pass-1!" },
      { "x-forwarded-for": "198.51.100.2" },
    );
    for (const { status, json } of [wrong, unknown]) {
      expect(status).toBe(200);
      expect(json.responseHeader.responseCode).toBe(1);
      expect(json.error).toEqual({ errorCode: "7404", errorDesc: "Invalid username or password." });
    }
  });

  it("describes errors in French when the language header is 1", async () => {
    const { json } = await server.call(
      "v2/login",
      { loginId: "demo@hacc.test", password: "x" },
      { language: "1", "x-forwarded-for": "198.51.100.3" },
    );
    expect(json.error).toEqual({ errorCode: "7404", errorDesc: "Nom d'utilisateur ou mot de passe invalide." });
  });

  it("keeps brands apart: the kci owner signs in on the kci host only", async () => {
    const onHacc = await server.call(
      "v2/login",
      { loginId: "demo@kci.test", password: DEMO_PASSWORD },
      { "x-forwarded-for": "198.51.100.4" },
    );
    expect(onHacc.json.error.errorCode).toBe("7404");
    const onKciHost = await server.call(
      "v2/login",
      { loginId: "demo@kci.test", password: DEMO_PASSWORD },
      { host: "kci.localhost:8080", ...KNOWN_DEVICE },
    );
    expect(onKciHost.json.result.accountInformation.brand).toBe("kci");
    const byHeader = await server.call(
      "v2/login",
      { loginId: "demo@kci.test", password: DEMO_PASSWORD },
      { brand: "kci", ...KNOWN_DEVICE },
    );
    expect(byHeader.json.responseHeader.responseCode).toBe(0);
    const token = byHeader.json.result.token.accessToken;
    const crossBrand = await server.call("vhcllst", {}, { accesstoken: token, brand: "gen" });
    expect(crossBrand.json.error.errorCode).toBe("7403");
  });

  it("answers 7403 without a token or with an unknown one, and 7602 after logout", async () => {
    expect((await server.call("vhcllst")).json.error.errorCode).toBe("7403");
    expect((await server.call("vhcllst", {}, { accessToken: "not-a-token" })).json.error.errorCode).toBe("7403");
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    expect((await server.call("vrfyacctkn", {}, { accessToken: token })).json.result.valid).toBe(true);
    const out = await server.call("lgout", {}, { accessToken: token });
    expect(out.json.responseHeader.responseCode).toBe(0);
    for (const name of ["vhcllst", "vrfyacctkn", "lgout"]) {
      expect((await server.call(name, {}, { accessToken: token })).json.error.errorCode).toBe("7602");
    }
  });

  it("answers 7403 once a token has expired", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    await server.db.query("update access_tokens set expires_at = now() - interval '1 second'");
    expect((await server.call("vhcllst", {}, { accessToken: token })).json.error.errorCode).toBe("7403");
  });

  it("stores tokens only as hashes", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const rows = await server.db.query<{ token_hash: string }>("select token_hash from access_tokens");
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("rejects a malformed body with 400 and 7998 naming the field, and changes nothing", async () => {
    const before = await server.db.query("select count(*)::int as n from access_tokens");
    const missing = await server.call("v2/login", { password: DEMO_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.json.error.errorCode).toBe("7998");
    expect(missing.json.error.errorDesc).toContain("loginId");
    const notJson = await server.call("v2/login", "{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.json.error.errorCode).toBe("7998");
    const wrongType = await server.call("v2/login", { loginId: 42, password: DEMO_PASSWORD });
    expect(wrongType.json.error.errorDesc).toContain("loginId");
    const huge = await server.call("v2/login", { loginId: "a".repeat(100_000), password: "x" });
    expect(huge.status).toBe(413);
    expect(huge.json.responseHeader.responseCode).toBe(1);
    expect(await server.db.query("select count(*)::int as n from access_tokens")).toEqual(before);
  });

  it("answers an unknown call with a 404 envelope", async () => {
    const { status, json } = await server.call("nosuchcall");
    expect(status).toBe(404);
    expect(json.error.errorCode).toBe("7998");
  });
});
