import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { TEST_DEVICE_ID } from "../../test/new-device-steps.ts";

describe.each(databaseKinds())("terms gate on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    await createFleetService(server.db).createAccount({
      brand: "gen",
      email: "new@gen.test",
      password: "New-Owner-2026!",
      pin: "1357",
      firstName: "N",
      lastName: "O",
      termsAccepted: false,
    });
  });
  afterAll(() => server.close());

  it("serves the brand's terms anonymously, in the request's language", async () => {
    const en = await server.call("gttcnd", {}, { brand: "gen" });
    const fr = await server.call("gttcnd", {}, { brand: "gen", language: "1" });
    expect(en.json.result.termAndCondition).toContain("Genova Connect terms of use");
    expect(fr.json.result.termAndCondition).toContain("Conditions d'utilisation de Genova Connect");
    expect(en.json.result.version).toBe(fr.json.result.version);
  });

  it("serves the terms of use, privacy policy, feature and emergency-service terms apart, per brand and language", async () => {
    const tnc = (await server.call("gttncInfo", {}, { brand: "kci" })).json.result;
    expect(tnc.termAndCondition).toContain("Kestrel Connect terms of use");
    expect(tnc).not.toHaveProperty("privacyPolicy");
    const privacy = (await server.call("gtppInfo", {}, { brand: "kci", language: "1" })).json.result;
    expect(privacy.privacyPolicy).toContain("Politique de confidentialité de Kestrel Connect");
    expect(privacy).not.toHaveProperty("termAndCondition");
    expect(privacy.version).toBe(tnc.version);
    const features = (await server.call("gtftrtncInfo", {}, { brand: "gen" })).json.result;
    expect(features.featureTerms.map((f: { featureCode: string }) => f.featureCode)).toContain("DRIVER_PROFILES");
    expect(features.featureTerms[0].content).toContain("Genova Connect");
    const featuresFr = (await server.call("gtftrtncInfo", {}, { brand: "gen", language: "1" })).json.result;
    expect(featuresFr.featureTerms[0].title).toBe("Commandes à distance");
    const emergency = (await server.call("gtemrsvctnp", {}, { brand: "hacc" })).json.result;
    expect(emergency.title).toBe("Halcyon Connect emergency services terms");
    expect(emergency.emergencyServiceTerms).toContain("911");
    const urgence = (await server.call("gtemrsvctnp", {}, { brand: "hacc", language: "1" })).json.result;
    expect(urgence.title).toBe("Conditions des services d'urgence Halcyon Connect");
    expect(urgence.tncDate).toMatch(/^\d{8}$/);
  });

  it("asks a new account to accept the terms, and remembers acceptance", async () => {
    // From the device server.login signs in from (after its one-time code, remembered).
    await server.login("new@gen.test", "New-Owner-2026!", { brand: "gen" });
    const device = { brand: "gen", Deviceid: TEST_DEVICE_ID };
    const login = await server.call("v2/login", { loginId: "new@gen.test", password: "New-Owner-2026!" }, device);
    expect(login.json.result.verifiedTnC).toBe(false);
    const headers = { brand: "gen", accessToken: login.json.result.token.accessToken };
    expect((await server.call("vrfytnc", {}, headers)).json.result.verifiedTnC).toBe(false);
    const wrong = await server.call("cnfrmtcnd", { version: "1999.1", confirm: "Y" }, headers);
    expect(wrong.json.error.errorCode).toBe("7998");
    expect(wrong.json.error.errorDesc).toContain("version");
    const { version } = (await server.call("gttcnd", {}, headers)).json.result;
    expect((await server.call("cnfrmtcnd", { version, confirm: "Y" }, headers)).json.result.verifiedTnC).toBe(true);
    expect((await server.call("vrfytnc", {}, headers)).json.result.verifiedTnC).toBe(true);
    const again = await server.call("v2/login", { loginId: "new@gen.test", password: "New-Owner-2026!" }, device);
    expect(again.json.result.verifiedTnC).toBe(true);
  });
});
