import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pAuthSigner } from "../../core/pin-authorizations.ts";
import { tokenHash } from "../../core/secret-hashing.ts";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";

const OWNER = { email: "demo@hacc.test", password: DEMO_PASSWORD, pin: "2580" };

/** A pAuth is signed with the site's key, not stored: what a client can do with one, and cannot. */
describe.each(databaseKinds())("a signed pAuth on %s", (kind) => {
  let server: TestServer;
  let other: TestServer;
  let vehicleId: string;
  let accountId: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
    other = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" }, server);
    const token = await server.login(OWNER.email, OWNER.password);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    vehicleId = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit").vehicleId;
    const [car] = await server.db.query<{ account_id: string }>("select account_id from vehicles where id = $1", [vehicleId]);
    accountId = car!.account_id;
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const transactions = async () =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions where vehicle_id = $1", [vehicleId]))[0]!.n;

  it("refuses a pAuth altered in any part, or signed with another key, with 7317, and sends nothing to the car", async () => {
    const session = await server.login(OWNER.email, OWNER.password);
    const { pAuth } = await authorize(server, session, vehicleId);
    const parts = pAuth.split(".");
    expect(parts).toHaveLength(5);
    const altered = parts.map((part, i) => {
      const changed = [...parts];
      changed[i] = part.slice(0, -1) + (part.endsWith("1") ? "2" : "1");
      return changed.join(".");
    });
    // The signature spelt another way that decodes to the same bytes (the last character's unused bits).
    const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const signature = parts[4]!;
    const respelt = signature.slice(0, -1) + base64url[base64url.indexOf(signature.at(-1)!) ^ 1];
    expect(Buffer.from(respelt, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    altered.push([...parts.slice(0, 4), respelt].join("."));
    const foreignKey = pAuthSigner(randomBytes(32)).issue({ accountId, vehicleId, tokenHash: tokenHash(session) }, 0, 300);
    const before = await transactions();
    for (const bad of [...altered, foreignKey, `${pAuth}.x`, parts.slice(0, 4).join(".")]) {
      const answer = await server.call("drlck", {}, { accessToken: session, vehicleId, pAuth: bad });
      expect(answer.json.error?.errorCode, bad).toBe("7317");
    }
    expect(await transactions()).toBe(before);
    // The one vrfypin signed still works, once.
    const sent = await server.call("drlck", {}, { accessToken: session, vehicleId, pAuth });
    expect(sent.json.responseHeader.responseCode).toBe(0);
    await completed(server, session, sent.headers.transactionid as string);
    expect((await server.call("drulck", {}, { accessToken: session, vehicleId, pAuth })).json.error.errorCode).toBe("7317");
  });

  it("is good on another instance of the same site, and used up on every instance once one records its command", async () => {
    const session = await server.login(OWNER.email, OWNER.password);
    const { pAuth } = await authorize(server, session, vehicleId);
    const sent = await other.call("drlck", {}, { accessToken: session, vehicleId, pAuth });
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    await completed(other, session, sent.headers.transactionid as string);
    expect((await server.call("drulck", {}, { accessToken: session, vehicleId, pAuth })).json.error.errorCode).toBe("7317");
  });

  it("kills every pAuth with a PIN change, the changing session's too", async () => {
    const session = await server.login(OWNER.email, OWNER.password);
    const { pAuth } = await authorize(server, session, vehicleId);
    const changed = await server.call("chngpin", { pin: "2468", password: OWNER.password }, { accessToken: session });
    expect(changed.json.responseHeader.responseCode).toBe(0);
    const before = await transactions();
    expect((await server.call("drlck", {}, { accessToken: session, vehicleId, pAuth })).json.error.errorCode).toBe("7317");
    expect(await transactions()).toBe(before);
    // The new PIN gives a pAuth that works; the PIN goes back for the other tests.
    const fresh = await authorize(server, session, vehicleId, "2468");
    const sent = await server.call("drlck", {}, fresh);
    expect(sent.json.responseHeader.responseCode).toBe(0);
    await completed(server, session, sent.headers.transactionid as string);
    expect(
      (await server.call("chngpin", { pin: OWNER.pin, password: OWNER.password }, { accessToken: session })).json.responseHeader
        .responseCode,
    ).toBe(0);
  });
});

describe("a signed pAuth's lifetime", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { PAUTH_TTL_SECONDS: "1" });
  });
  afterAll(() => server?.close());

  it("refuses a pAuth past the lifetime vrfypin gave it (7317)", async () => {
    const session = await server.login(OWNER.email, OWNER.password);
    const { json } = await server.call("vhcllst", {}, { accessToken: session });
    const vehicleId = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit").vehicleId;
    const { pAuth } = await authorize(server, session, vehicleId);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await server.call("drlck", {}, { accessToken: session, vehicleId, pAuth })).json.error.errorCode).toBe("7317");
  });
});
