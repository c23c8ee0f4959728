import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

/**
 * The enrollment calls with the payloads the specification writes (account-and-enrollment.md 3
 * "Registration payload" and 7, vehicle-area.md 7): each is accepted and has its effect.
 */
describe.each(databaseKinds())("enrollment calls with the specification's payloads on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => server.close());

  const accounts = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from accounts"))[0]!.n;
  const tncIdOf = async (headers: Record<string, string> = {}) => (await server.call("gttcnd", {}, headers)).json.result.tncId as string;

  it("validrdrtoken takes the VIN as vehicleId (account-and-enrollment.md 7), counting its tries", async () => {
    const vin = "2HMTDPC4000000202";
    const wrong = await server.call("validrdrtoken", { vehicleId: vin, rdrToken: "WRONG", numberOfTry: 0 });
    expect(wrong.json.error.errorCode).toBe("7655");
    const right = await server.call("validrdrtoken", { vehicleId: vin, rdrToken: "HT-5102", numberOfTry: 1 });
    expect(right.json.result).toEqual({ validated: true, triesLeft: 2 });
    const notVin = await server.call("validrdrtoken", { vehicleId: "not-a-vin", rdrToken: "HT-5102" });
    expect(notVin.status).toBe(400);
    expect(notVin.json.error.errorDesc).toContain("vehicleId");
  });

  it("datavalidator reads the VIN from a vehicleId entry, and compares names exactly when caseIgnore is off", async () => {
    const vehicle = { key: "vehicleId", value: "2HMSMGC5000000203" };
    const folded = await server.call("datavalidator", {
      validationCode: 1,
      caseIgnore: "Y",
      requestData: [
        vehicle,
        { key: "firstName", value: "jordan" },
        { key: "lastName", value: "ROY" },
        { key: "postalCode", value: "v6b 3k9" },
      ],
    });
    expect(folded.json.result).toEqual({
      validationResult: true,
      validationStatus: [
        { key: "vehicleId", status: true },
        { key: "firstName", status: true },
        { key: "lastName", status: true },
        { key: "postalCode", status: true },
      ],
    });
    const exact = await server.call("datavalidator", {
      validationCode: "1",
      caseIgnore: false,
      requestData: [vehicle, { key: "firstName", value: "jordan" }, { key: "lastName", value: "Roy" }],
    });
    expect(exact.json.result).toEqual({
      validationResult: false,
      validationStatus: [
        { key: "vehicleId", status: true },
        { key: "firstName", status: false },
        { key: "lastName", status: true },
      ],
    });
  });

  it("rgacct stores profile.address, checks the owner named by primaryEnrolledUser, and records the terms of tncId", async () => {
    const email = `spec-registrant-${kind}@example.ca`;
    const password = "Dana-Pass-2026!";
    const address = { street: "275 Rue Notre-Dame E", suite: "12", city: "Montreal", province: "QC", postalCode: "H2Y 4B7" };
    const body = {
      vehicle: { vin: "2HMAUEC5000000201", nickName: "Aurora" },
      account: { email, password, confirmPassword: password },
      pin: "2468",
      tncId: await tncIdOf(),
      tncConfirm: "Y",
      notificationList: [],
      // The registrant is not the car's registered owner: the owner check is about the owner.
      profile: {
        firstName: "Dana",
        lastName: "Tremblay",
        notificationEmail: email,
        suffix: "",
        phones: { primary: "514-555-0101" },
        address,
      },
      primaryEnrolledUser: { firstName: "Alex", lastName: "Martin", postalCode: "H2X 1Y4" },
      policyConfirm: "Y",
      promotionAllow: "N",
    };
    const refused = await server.call("rgacct", { ...body, tncId: "NOT-A-TERMS-ID" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.errorDesc).toContain("tncId");
    const before = await accounts();

    const registered = await server.call("rgacct", body);
    expect(registered.json.result).toEqual({ enrollmentStatus: 4 });
    expect(await accounts()).toBe(before + 1);

    const token = await server.login(email, password);
    const info = (await server.call("gtacctinfo", {}, { accessToken: token })).json.result;
    expect(info).toMatchObject({
      firstName: "Dana",
      lastName: "Tremblay",
      phones: { primary: "5145550101" },
      addresses: { primary: address },
    });
    const accepted = await server.db.query<{ version: string; policy_confirm: boolean }>(
      "select t.version, t.policy_confirm from terms_acceptances t join accounts a on a.id = t.account_id where a.email = $1",
      [email],
    );
    expect(accepted).toEqual([{ version: (await server.call("gttcnd")).json.result.version, policy_confirm: true }]);
  });

  it("addvhcl stores the kci consents and notification choices given with the car", async () => {
    const kci = { brand: "kci" };
    const token = await server.login("demo@kci.test", DEMO_PASSWORD, kci);
    const headers = { ...kci, accessToken: token };
    const refused = await server.call(
      "addvhcl",
      {
        vin: "3KNKTEC6000000201",
        nickname: "Kite",
        tncConfirm: "Y",
        notificationList: [{ type: "NO_SUCH_TYPE", push: "Y" }],
        rdrToken: "KT-6101",
      },
      headers,
    );
    expect(refused.json.error.errorDesc).toContain("notificationList.0.type");
    await server.db.query("update accounts set promotion_allow = false where email = 'demo@kci.test'");

    const added = await server.call(
      "addvhcl",
      {
        vin: "3KNKTEC6000000201",
        nickname: "Kite",
        tncId: await tncIdOf(kci),
        tncConfirm: "Y",
        notificationList: [{ type: "REMOTE_COMMAND", push: "N", email: "Y", priorityType: "N", pushAlways: "", emailAlways: "" }],
        primaryEnrolledUser: { firstName: "Chris", lastName: "Bouchard", postalCode: "G1R 4P5" },
        policyConfirm: "Y",
        promotionAllow: "Y",
      },
      headers,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 4, subscriptionStatus: "A" });
    const vehicleId = added.json.result.vehicleId as string;

    const settings = (await server.call("gtntfsttng", { requestType: "all" }, { ...headers, vehicleId })).json.result.notificationList;
    expect(settings.find((row: { notificationType: string }) => row.notificationType === "REMOTE_COMMAND")).toMatchObject({
      push: "N",
      email: "Y",
      vehicleId,
    });
    const [account] = await server.db.query<{ promotion_allow: boolean; policy_confirm: boolean }>(
      `select a.promotion_allow, t.policy_confirm from accounts a join terms_acceptances t on t.account_id = a.id
        where a.email = 'demo@kci.test' order by t.accepted_at desc limit 1`,
    );
    expect(account).toEqual({ promotion_allow: true, policy_confirm: true });
  });

  it("ivscmpltn stores the notification choices and consents given with the car verified in it", async () => {
    const vin = "2HMTDPC4000000202";
    const headers = { accessToken: await server.login("demo@hacc.test", DEMO_PASSWORD) };
    const sent = await server.call(`sendQrCode?vin=${vin}`, {}, headers);
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const { screen } = (await server.app.inject({ method: "GET", url: `/dev/car-screen.json?vin=${vin}` })).json();
          code = screen.expiresAt === sent.json.result.expiresAt ? screen.code : undefined;
          return code !== undefined;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const verified = await server.call("verifyQrCode", { vin, qrCode: code }, headers);
    await server.db.query("update accounts set promotion_allow = false where email = 'demo@hacc.test'");

    const added = await server.call(
      "ivscmpltn",
      {
        vehicleId: verified.json.result.vehicleId,
        nickname: "Tidal",
        tncId: await tncIdOf(),
        tncConfirm: "Y",
        notificationList: [{ notificationType: "CHARGE_COMPLETE", push: "N", email: "Y" }],
        primaryEnrolledUser: { firstName: "Sam", lastName: "Gagnon", postalCode: "K1P 5J2" },
        policyConfirm: "N",
        promotionAllow: "Y",
      },
      headers,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 9 });
    const vehicleId = added.json.result.vehicleId as string;
    const settings = (await server.call("gtntfsttng", {}, { ...headers, vehicleId })).json.result.notificationList;
    expect(settings.find((row: { notificationType: string }) => row.notificationType === "CHARGE_COMPLETE")).toMatchObject({
      push: "N",
      email: "Y",
    });
    const [account] = await server.db.query<{ promotion_allow: boolean }>(
      "select promotion_allow from accounts where email = 'demo@hacc.test'",
    );
    expect(account).toEqual({ promotion_allow: true });
  });
});
