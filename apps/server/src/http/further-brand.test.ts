import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";

describe.each(databaseKinds())("the further brand on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it("answers an unknown brand value with the further brand's terms, not hacc's, in both languages", async () => {
    for (const headers of [{ brand: "xyz" }, { brand: "Acme Motors" }]) {
      const en = (await server.call("gttcnd", {}, headers)).json.result;
      expect(en.termAndCondition).toContain("Carport Connect terms of use");
      expect(en.termAndCondition).not.toContain("Halcyon");
      expect(en.tncId).toBe("OTHER-TNC-2026.1");
    }
    const fr = (await server.call("gttcnd", {}, { brand: "xyz", language: "1" })).json.result;
    expect(fr.termAndCondition).toContain("Conditions d'utilisation de Carport Connect");
    const byQuery = await server.app.inject({ method: "POST", url: "/tods/api/gtemrsvctnp?brand=xyz", payload: {} });
    expect(byQuery.json().result.title).toBe("Carport Connect emergency services terms");
    // No brand value at all is still the default brand.
    expect((await server.call("gttcnd", {})).json.result.termAndCondition).toContain("Halcyon Connect terms of use");
  });

  it("signs its own owners in under any unknown brand value, mailing them in its name; their token is no hacc token", async () => {
    const token = await server.login("demo@other.test", DEMO_PASSWORD, { brand: "xyz" });
    const [mail] = await server.db.query<{ brand: string; subject: string; text_body: string }>(
      "select brand, subject, text_body from mail_outbox where to_address = 'demo@other.test' order by id desc limit 1",
    );
    expect(mail!.brand).toBe("other");
    expect(`${mail!.subject}\n${mail!.text_body}`).toContain("Carport Connect");
    expect((await server.call("gtacctinfo", {}, { accessToken: token, brand: "another-unknown" })).json.responseHeader.responseCode).toBe(
      0,
    );
    const asHacc = await server.call("gtacctinfo", {}, { accessToken: token, brand: "hacc" });
    expect(asHacc.json.error.errorCode).toBe("7403");
  });
});
