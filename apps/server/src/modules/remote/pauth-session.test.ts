import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";

/**
 * Issue 18: a pAuth (vrfypin) belongs to the session that asked for it and dies with it (sign-out,
 * password change, revocation); another session of the same account cannot use it.
 */
describe.each(databaseKinds())("a pAuth bound to its session on %s", (kind) => {
  let server: TestServer;
  let vehicleId: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    vehicleId = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit").vehicleId;
  });
  afterAll(() => server.close());

  const transactions = async () =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions where vehicle_id = $1", [vehicleId]))[0]!.n;

  it("refuses a pAuth in another session of the same account (7317), and sends nothing to the car", async () => {
    const first = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const second = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { pAuth } = await authorize(server, first, vehicleId);
    const before = await transactions();
    const borrowed = await server.call("drlck", {}, { accessToken: second, vehicleId, pAuth });
    expect(borrowed.json.error.errorCode).toBe("7317");
    expect(await transactions()).toBe(before);
    // In its own session it works.
    const own = await server.call("drlck", {}, { accessToken: first, vehicleId, pAuth });
    expect(own.json.responseHeader.responseCode).toBe(0);
    await completed(server, first, own.headers.transactionid as string);
  });

  it("kills a pAuth with its session's sign-out: no other session can use it afterwards", async () => {
    const first = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { pAuth } = await authorize(server, first, vehicleId);
    expect((await server.call("lgout", {}, { accessToken: first })).json.responseHeader.responseCode).toBe(0);
    const before = await transactions();
    expect((await server.call("drlck", {}, { accessToken: first, vehicleId, pAuth })).json.error.errorCode).toBe("7602");
    const later = await server.login("demo@hacc.test", DEMO_PASSWORD);
    expect((await server.call("drlck", {}, { accessToken: later, vehicleId, pAuth })).json.error.errorCode).toBe("7317");
    expect(await transactions()).toBe(before);
  });

  it("kills every pAuth with a password change, the changing session's too", async () => {
    const owner = { email: "demo@hacc.test", password: DEMO_PASSWORD, next: "Changed-Pass-2026!" };
    const session = await server.login(owner.email, owner.password);
    const { pAuth } = await authorize(server, session, vehicleId);
    const changed = await server.call(
      "chngpsswd",
      { oldPassword: owner.password, newPassword: owner.next, confirmPassword: owner.next },
      { accessToken: session },
    );
    expect(changed.json.responseHeader.responseCode).toBe(0);
    const before = await transactions();
    expect((await server.call("drlck", {}, { accessToken: session, vehicleId, pAuth })).json.error.errorCode).toBe("7317");
    expect(await transactions()).toBe(before);
    // A new pAuth in this session works again.
    const fresh = await authorize(server, session, vehicleId);
    const sent = await server.call("drlck", {}, fresh);
    expect(sent.json.responseHeader.responseCode).toBe(0);
    await completed(server, session, sent.headers.transactionid as string);
  });
});
