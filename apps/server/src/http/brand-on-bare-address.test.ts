import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";

/**
 * A client that reaches Carport at a bare address (an IP, localhost), where the host name says no
 * brand, picks it with the `brand` header or `?brand=` on any call, GET or POST, with or without a
 * body (README "Use your client with Carport"); and the parameters the specification marks (q) are
 * read from the query string of a POST too.
 */
describe.each(databaseKinds())("the brand and (q) parameters on a bare address on %s", (kind) => {
  let server: TestServer;
  let kciToken: string;
  let kciVehicleId: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "1000" });
    kciToken = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    kciVehicleId = (await server.call("vhcllst", {}, { accessToken: kciToken, brand: "kci" })).json.result.vehicles[0].vehicleId;
  });
  afterAll(() => server.close());

  /** A request to the bare address 127.0.0.1:8080, as a client given only an IP would send it. */
  async function bare(method: "GET" | "POST", path: string, headers: Record<string, string> = {}, body?: unknown) {
    const response = await server.app.inject({
      method,
      url: `/tods/api/${path}`,
      headers: { host: "127.0.0.1:8080", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return response.json();
  }

  it("picks the brand by host name, then header, then ?brand= (any case), else the default", async () => {
    const tncIdBy = async (path: string, headers: Record<string, string> = {}) =>
      (await bare("POST", path, headers, {})).result.tncId as string;
    expect(await tncIdBy("gttcnd")).toMatch(/^HACC-TNC-/);
    expect(await tncIdBy("gttcnd", { host: "kci.localhost" })).toMatch(/^KCI-TNC-/);
    expect(await tncIdBy("gttcnd", { brand: "kci" })).toMatch(/^KCI-TNC-/);
    expect(await tncIdBy("gttcnd", { brand: "GEN" })).toMatch(/^GEN-TNC-/);
    expect(await tncIdBy("gttcnd?brand=kci")).toMatch(/^KCI-TNC-/);
    expect(await tncIdBy("gttcnd?BRAND=KCI")).toMatch(/^KCI-TNC-/);
    // The host name wins over the others; the header over the query.
    expect(await tncIdBy("gttcnd?brand=gen", { host: "kci.localhost", brand: "hacc" })).toMatch(/^KCI-TNC-/);
    expect(await tncIdBy("gttcnd?brand=gen", { brand: "kci" })).toMatch(/^KCI-TNC-/);
  });

  it("reads ?brand= on a signed-in POST without a body, and on an anonymous GET", async () => {
    const listed = await bare("POST", "vhcllst?brand=kci", { accessToken: kciToken });
    expect(listed.result.vehicles.map((v: { vin: string }) => v.vin.slice(0, 3))).toContain("3KN");
    // Without the brand the kci session is not this (hacc) portal's.
    expect((await bare("POST", "vhcllst", { accessToken: kciToken })).responseHeader.responseCode).toBe(1);

    expect((await bare("GET", "fetchrelnote?noteId=hacc-aur5-2026-02")).result.noteId).toBe("hacc-aur5-2026-02");
    expect((await bare("GET", "fetchrelnote?noteId=hacc-aur5-2026-02&brand=kci")).error.errorCode).toBe("7660");
  });

  it("issues the manual token to getfodssotkn with every parameter in the query string, ?brand= included", async () => {
    const query = "getfodssotkn?to=manual&userId=demo%40kci.test&brand=kci";
    const issued = await bare("POST", query, { accessToken: kciToken, vehicleId: kciVehicleId });
    expect(issued.result).toMatchObject({ username: "demo@kci.test", ssoToken: expect.stringMatching(/.{20,}/) });
    const url = new URL(issued.result.manualUrl);
    expect(url.searchParams.get("token")).toBe(issued.result.ssoToken);

    // The brand line as the specification writes it (G or H), the query read on an empty JSON body too.
    const byLine = await bare(
      "POST",
      "getfodssotkn?to=manual&userId=demo%40kci.test&brand=H",
      { accessToken: kciToken, vehicleId: kciVehicleId, brand: "kci" },
      {},
    );
    expect(byLine.result.username).toBe("demo@kci.test");
    // A (q) parameter is checked as the body's would be: another account's userId is refused.
    const other = await bare("POST", "getfodssotkn?userId=demo%40hacc.test&brand=H", {
      accessToken: kciToken,
      vehicleId: kciVehicleId,
      brand: "kci",
    });
    expect(other.error.errorCode).toBe("7998");
    expect(other.error.errorDesc).toContain("userId");
    // The body wins over the query.
    const bodyWins = await bare(
      "POST",
      "getfodssotkn?brand=G",
      { accessToken: kciToken, vehicleId: kciVehicleId, brand: "kci" },
      { brand: "H" },
    );
    expect(bodyWins.result.username).toBe("demo@kci.test");
  });
});
