import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { TEST_DEVICE_ID } from "../../test/new-device-steps.ts";

const NEW_OWNER = { email: "alex.martin@example.ca", password: "Alex-Pass-2026!", pin: "2468" };
const registration = (overrides: Record<string, unknown> = {}) => ({
  vehicle: { vin: "2HMAUEC5000000201", nickName: "Alex EV" },
  account: { email: NEW_OWNER.email, password: NEW_OWNER.password, confirmPassword: NEW_OWNER.password },
  pin: NEW_OWNER.pin,
  tncConfirm: "Y",
  notificationList: [],
  rdrToken: "HT-5101",
  ...overrides,
});

describe.each(databaseKinds())("registration and enrollment on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const accounts = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from accounts"))[0]!.n;

  it("validates a VIN against the brand's factory record, answering an anonymous caller only what the screens show", async () => {
    const ok = await server.call("vldvhcl", { vin: "2hmauec5000000201" });
    expect(ok.json.result).toEqual({ vin: "2HMAUEC5000000201", last4: "0201", modelName: "Aurora EV", modelYear: expect.any(String) });
    // An enrolled car answers alike: nothing tells whether it is taken.
    expect(Object.keys((await server.call("vldvhcl", { vin: "2HMAUEC5000000101" })).json.result)).toEqual(Object.keys(ok.json.result));
    expect((await server.call("vldvhcl", { vin: "3KNKTEC6000000201" })).json.error.errorCode).toBe("7657");
    expect((await server.call("vldvhcl", { vin: "SHORT" })).json.error.errorDesc).toContain("vin");
  });

  it("counts dealer-token tries per VIN and source on the server: 7655, 7655, then 7654 even for the right token", async () => {
    const vin = "2HMTDPC4000000202";
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await server.call("validrdrtoken", { vin, rdrToken: "WRONG", numberOfTry: 0 })).json.error.errorCode);
    expect(codes).toEqual(["7655", "7655", "7654"]);
    expect((await server.call("validrdrtoken", { vin, rdrToken: "HT-5102" })).json.error.errorCode).toBe("7654");
  });

  it("lists mismatched owner fields, then lets registration proceed after three tries", async () => {
    const vin = "2HMSMGC5000000203";
    const wrong = await server.call("vrfyvhclownr", { vin, firstName: "jordan", lastName: "Smith", postalCode: "v6b3k9" });
    expect(wrong.json.result).toMatchObject({ matched: false, mismatched: ["lastName"], triesLeft: 2, proceed: false });
    const fields = await server.call("datavalidator", {
      validationCode: 1,
      caseIgnore: "Y",
      requestData: [
        { key: "vin", value: vin },
        { key: "firstName", value: "Jordan" },
        { key: "postalCode", value: "H0H 0H0" },
      ],
    });
    expect(fields.json.result.validationStatus).toEqual([
      { key: "vin", status: true },
      { key: "firstName", status: true },
      { key: "postalCode", status: false },
    ]);
    const last = await server.call("vrfyvhclownr", { vin, firstName: "Jordan", lastName: "Smith", postalCode: "V6B 3K9" });
    expect(last.json.result).toMatchObject({ matched: false, triesLeft: 0, proceed: true });
  });

  it("refuses a preferred dealer that is not in the brand's directory (7998 naming it), changing nothing and counting no try", async () => {
    const before = await accounts();
    for (const preferredDealer of ["NOPE-D99", "KCI-D01"]) {
      const refused = await server.call("rgacct", registration({ preferredDealer, rdrToken: "WRONG" }));
      expect(refused.status).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain("preferredDealer");
    }
    expect(await accounts()).toBe(before);
    const tries = await server.call("validrdrtoken", { vin: "2HMAUEC5000000201", rdrToken: "HT-5101" });
    expect(tries.json.result).toEqual({ validated: true, triesLeft: 3 });
  });

  it("registers a new owner with the dealer token and a dealer picked from the directory; the account signs in and commands its new car", async () => {
    // The wizard searches the directory before the account exists.
    const found = await server.call("dlrsrch", { searchText: "Ottawa" });
    const [dealer] = found.json.result.dealers;
    expect(dealer.dealerCode).toBe("HACC-D03");
    const registered = await server.call("rgacct", registration({ preferredDealer: dealer.dealerCode }));
    expect(registered.json.result).toEqual({ enrollmentStatus: 4 });
    const token = await server.login(NEW_OWNER.email, NEW_OWNER.password);
    const preferred = await server.call("gtprfdlr", {}, { accessToken: token });
    expect(preferred.json.result.dealer).toMatchObject({ dealerCode: "HACC-D03", dealerName: "Halcyon Ottawa Centre" });
    // From the device server.login signed in from (remembered).
    const login = await server.call("v2/login", { loginId: NEW_OWNER.email, password: NEW_OWNER.password }, { Deviceid: TEST_DEVICE_ID });
    expect(login.json.result.verifiedTnC).toBe(true);
    const { vehicles } = (await server.call("vhcllst", {}, { accessToken: token })).json.result;
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]).toMatchObject({ nickName: "Alex EV", enrollmentStatus: 4, subscriptionStatus: "A", defaultVehicle: true });
    const headers = await authorize(server, token, vehicles[0].vehicleId, NEW_OWNER.pin);
    const sent = await server.call("drulck", {}, headers);
    expect((await completed(server, token, sent.headers.transactionid as string)).apiStatusCode).toBe("0000");
  });

  it("refuses a VIN already enrolled by another account, changing nothing", async () => {
    const before = await accounts();
    const taken = await server.call(
      "rgacct",
      registration({
        account: { email: "thief@example.ca", password: "Thief-Pass-2026!", confirmPassword: "Thief-Pass-2026!" },
        vehicle: { vin: "2HMAUEC5000000101", nickName: "Mine" },
        rdrToken: "HT-4821",
      }),
    );
    expect(taken.json.error.errorCode).toBe("7656");
    expect(await accounts()).toBe(before);
  });

  it("does not create a second account for a look-alike of an existing e-mail, nor touch it", async () => {
    const before = await accounts();
    const again = await server.call(
      "rgacct",
      registration({
        vehicle: { vin: "2HMTDPC4000000202", nickName: "Dup" },
        account: { email: "Demo@HACC.test ", password: "Other-Pass-2026!", confirmPassword: "Other-Pass-2026!" },
        rdrToken: undefined,
        profile: {
          firstName: "Sam",
          lastName: "Gagnon",
          notificationEmail: "x@example.ca",
          addresses: { primary: { street: "", suite: "", city: "", province: "ON", postalCode: "K1P 5J2" } },
        },
      }),
    );
    expect(again.json.responseHeader.responseCode).toBe(0);
    const control = await server.call(
      "rgacct",
      registration({
        vehicle: { vin: "2HMTDPC4000000202", nickName: "Dup" },
        account: { email: "demo@hacc.test\u0007", password: "Other-Pass-2026!", confirmPassword: "Other-Pass-2026!" },
      }),
    );
    expect(control.json.error.errorDesc).toContain("account.email");
    expect(await accounts()).toBe(before);
    expect(await server.login("demo@hacc.test", DEMO_PASSWORD)).toBeTruthy();
    expect(
      (await server.call("v2/login", { loginId: "demo@hacc.test", password: "Other-Pass-2026!" }, { "x-forwarded-for": "198.51.100.9" }))
        .json.error.errorCode,
    ).toBe("7404");
    const vins = await server.db.query<{ vin: string }>("select vin from vehicles where vin = '2HMTDPC4000000202'");
    expect(vins).toHaveLength(0);
  });

  it("adds a vehicle to the signed-in account, within its brand, once", async () => {
    const token = await server.login("demo@gen.test", DEMO_PASSWORD, { brand: "gen" });
    const headers = { accessToken: token, brand: "gen" };
    const proof = { primaryEnrolledUser: { firstName: "Jamie", lastName: "Leblanc", postalCode: "B3H 1T4" } };
    const added = await server.call(
      "addvhcl",
      { vin: "5GNCRGC5000000203", nickname: "New Crest", tncConfirm: "Y", notificationList: [], ...proof },
      headers,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 4, subscriptionStatus: "A" });
    const list = (await server.call("vhcllst", {}, headers)).json.result.vehicles;
    expect(list.map((v: { nickName: string }) => v.nickName)).toContain("New Crest");
    expect(
      (await server.call("addvhcl", { vin: "5GNCRGC5000000203", nickname: "Again", tncConfirm: "Y", ...proof }, headers)).json.error
        .errorCode,
    ).toBe("7656");
    expect(
      (await server.call("addvhcl", { vin: "2HMSMGC5000000203", nickname: "Other brand", tncConfirm: "Y", ...proof }, headers)).json.error
        .errorCode,
    ).toBe("7657");
    expect((await server.call("addvhcl", { vin: "5GNVSPC5000000202", nickname: "No terms" }, headers)).json.error.errorDesc).toContain(
      "tncConfirm",
    );
    expect(
      (await server.call("addvhcl", { vin: "5GNVSPC5000000202", nickname: "Far too long a name", tncConfirm: "Y" }, headers)).json.error
        .errorDesc,
    ).toContain("nickname");
  });
});
