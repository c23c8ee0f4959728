import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "../../mail/outbox-repository.ts";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("names in invitation mails on %s", (kind) => {
  let server: TestServer;
  let dana: string;
  let aurora: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    dana = await server.login("demo@hacc.test", DEMO_PASSWORD);
    aurora = (await server.call("vhcllst", {}, { accessToken: dana })).json.result.vehicles.find(
      (v: { nickName: string }) => v.nickName === "Aurora",
    ).vehicleId;
  });
  afterAll(() => server.close());

  const invite = (email: string) => server.call("inviteseconduser", { secondaryEmail: email }, { accessToken: dana, vehicleId: aurora });
  const sharesTo = async (email: string) =>
    (await server.db.query("select id from second_drivers where secondary_email = $1", [email])).length;

  it("refuses a name carrying a link (7998 naming the field) and keeps the saved one", async () => {
    const before = (await server.call("gtacctinfo", {}, { accessToken: dana })).json.result;
    for (const [field, value] of [
      ["firstName", "Claim http://evil.example"],
      ["lastName", "www.evil"],
      ["firstName", "Pay at evil.example"],
      ["middleName", "https:/x"],
    ] as const) {
      const refused = await server.call("svacctinfo", { ...before, [field]: value }, { accessToken: dana });
      expect(refused.status, value).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain(field);
      expect(refused.json.error.errorDesc).toContain("LINK_NOT_ALLOWED");
    }
    // Spelled out, or a phone number to call: refused too (issue 54).
    for (const [field, value, reason] of [
      ["firstName", "Claim at evil dot com", "LINK_NOT_ALLOWED"],
      ["lastName", "Win at evil point ca", "LINK_NOT_ALLOWED"],
      ["lastName", "Call 514-555-0199", "PHONE_NOT_ALLOWED"],
    ] as const) {
      const refused = await server.call("svacctinfo", { ...before, [field]: value }, { accessToken: dana });
      expect(refused.status, value).toBe(400);
      expect(refused.json.error.errorDesc).toContain(field);
      expect(refused.json.error.errorDesc).toContain(reason);
    }
    expect((await server.call("gtacctinfo", {}, { accessToken: dana })).json.result).toEqual(before);
  });

  it("sends no invitation while the inviter's saved name carries a link, and no share is made", async () => {
    const [saved] = await server.db.query<{ first_name: string }>(
      "select first_name from accounts where email = 'demo@hacc.test' and brand = 'hacc'",
    );
    await server.db.query(
      "update accounts set first_name = 'Win at http://evil.example' where email = 'demo@hacc.test' and brand = 'hacc'",
    );
    const refused = await invite("link.victim@example.ca");
    expect(refused.status).toBe(400);
    expect(refused.json.error.errorDesc).toContain("firstName");
    expect(await sharesTo("link.victim@example.ca")).toBe(0);
    await server.app.flushMail();
    expect(await listOutboxMessages(server.db, { to: "link.victim@example.ca" })).toEqual([]);
    await server.db.query("update accounts set first_name = $1 where email = 'demo@hacc.test' and brand = 'hacc'", [saved!.first_name]);
    expect((await invite("link.victim@example.ca")).json.result.secondaryDriver.status).toBe("3");
    const [mail] = await listOutboxMessages(server.db, { to: "link.victim@example.ca" });
    expect(mail!.subject).toContain(saved!.first_name);
    expect(mail!.subject).not.toMatch(/:\/|www\./);
  });
});
