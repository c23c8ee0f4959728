import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { authorize, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("terms gate on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "unaccepted@hacc.test",
      password: "New-Owner-2026!",
      pin: "1357",
      firstName: "N",
      lastName: "O",
      termsAccepted: false,
    });
  });
  afterAll(() => server.close());

  it("refuses every call but the terms and sign-out to an account that has not accepted the terms, until it does", async () => {
    const accessToken = await server.login("unaccepted@hacc.test", "New-Owner-2026!");
    const headers = { accessToken };
    for (const name of ["vhcllst", "gtacctinfo", "ntcmsgcnt", "gtsecevnts"]) {
      const refused = await server.call(name, {}, headers);
      expect(refused.json.error?.errorCode, name).toBe("7030");
      expect(refused.json.error.errorDesc).toBe("Accept the current terms of use first.");
    }
    const french = await server.call(
      "svacctprf",
      { preference: { odometerUnit: 1, climateUnit: "C", languageId: 1 } },
      { ...headers, language: "1" },
    );
    expect(french.json.error.errorDesc).toBe("Acceptez d'abord les conditions d'utilisation en vigueur.");
    expect((await server.call("vrfyacctkn", {}, headers)).json.result.verifiedTnC).toBe(false);
    expect((await server.call("vrfytnc", {}, headers)).json.result.verifiedTnC).toBe(false);
    const { version } = (await server.call("gttcnd", {}, headers)).json.result;
    expect((await server.call("cnfrmtcnd", { version, confirm: "Y" }, headers)).json.result.verifiedTnC).toBe(true);
    const account = (await server.call("gtacctinfo", {}, headers)).json;
    expect(account.responseHeader.responseCode).toBe(0);
    // The refused preference save changed nothing.
    expect(account.result.preference.languageId).toBe(0);
    expect((await server.call("lgout", {}, headers)).json.responseHeader.responseCode).toBe(0);
  });

  it("refuses remote commands once a new terms version is published, sending nothing, until the new version is accepted", async () => {
    const accessToken = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const [car] = (await server.call("vhcllst", {}, { accessToken })).json.result.vehicles;
    const headers = await authorize(server, accessToken, car.vehicleId);
    const countCommands = async () =>
      (
        await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions where vehicle_id = $1", [car.vehicleId])
      )[0]!.n;
    const before = await countCommands();

    await server.db.query(
      `insert into terms (brand, version, tnc_id, tnc_date, terms_en, terms_fr, privacy_en, privacy_fr)
       select brand, '2099.1', 'HACC-TNC-2099.1', '20990101', terms_en, terms_fr, privacy_en, privacy_fr from terms where brand = 'hacc' limit 1`,
    );
    // Published beside the server, as an operator would: its kept acceptance goes once the database tells it.
    await eventually(
      async () => ((await server.call("ntcmsgcnt", {}, { accessToken })).json.error?.errorCode === "7030" ? true : undefined),
      "the new terms heard",
    );
    const refused = await server.call("drlck", { pin: DEMO_PIN }, headers);
    expect(refused.json.error.errorCode).toBe("7030");
    expect(refused.headers.transactionid).toBeUndefined();
    expect(await countCommands()).toBe(before);
    expect((await server.call("vrfytnc", {}, { accessToken })).json.result).toMatchObject({ verifiedTnC: false, version: "2099.1" });

    expect((await server.call("cnfrmtcnd", { version: "2099.1", confirm: "Y" }, { accessToken })).json.result.verifiedTnC).toBe(true);
    const locked = await server.call("drlck", { pin: DEMO_PIN }, headers);
    expect(locked.json.responseHeader.responseCode).toBe(0);
    expect(await countCommands()).toBe(before + 1);
  });
});
