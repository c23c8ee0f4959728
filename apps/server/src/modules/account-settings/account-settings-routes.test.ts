import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { TEST_DEVICE_ID } from "../../test/new-device-steps.ts";

const OWNER = { email: "settings@hacc.test", password: "Settings-Pass-2026!" };

describe.each(databaseKinds())("account settings on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let vehicleId: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    const fleet = createFleetService(server.db);
    const owner = await fleet.createAccount({ brand: "hacc", ...OWNER, pin: "1357", firstName: "Sam", lastName: "Roy" });
    vehicleId = await fleet.enroll({ accountId: owner.id, vin: "2HMAUEC5000000201", nickname: "Mine" });
    token = await server.login(OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  const call = (name: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: token, ...headers });

  it("saves personal information and reads it back, formatted by the shared rules", async () => {
    const saved = await call("svacctinfo", {
      firstName: "Sam",
      middleName: "",
      lastName: "Roy-Côté",
      suffix: "Jr.",
      notificationEmail: "Sam.Roy@Example.ca",
      phones: { primary: "416-555-0101", secondary: "" },
      addresses: { primary: { street: "1 King St W", suite: "1200", city: "Toronto", province: "ON", postalCode: "m5h1a1" } },
    });
    expect(saved.json.responseHeader.responseCode).toBe(0);
    const info = (await call("gtacctinfo")).json.result;
    expect(info).toMatchObject({ lastName: "Roy-Côté", notificationEmail: "sam.roy@example.ca", phones: { primary: "4165550101" } });
    expect(info.addresses.primary).toMatchObject({ postalCode: "M5H 1A1", province: "ON" });
  });

  it("refuses a bad field, naming it, and changes nothing", async () => {
    const before = (await call("gtacctinfo")).json.result;
    const bad = await call("svacctinfo", { ...before, addresses: { primary: { ...before.addresses.primary, postalCode: "12345" } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errorDesc).toContain("addresses.primary.postalCode");
    const badMail = await call("svacctinfo", { ...before, notificationEmail: "not-an-email" });
    expect(badMail.json.error.errorDesc).toContain("notificationEmail");
    expect((await call("gtacctinfo")).json.result).toEqual(before);
  });

  it("needs all three preferences: a save without climateUnit fails and changes nothing", async () => {
    const missing = await call("svacctprf", { preference: { odometerUnit: 3, languageId: 1 } });
    expect(missing.json.error).toMatchObject({ errorCode: "7998" });
    expect(missing.json.error.errorDesc).toContain("PREFERENCE_SUBMIT_FAILED");
    expect((await call("gtacctinfo")).json.result.preference).toMatchObject({ odometerUnit: 1, languageId: 0 });
    const ok = await call("svacctprf", { preference: { odometerUnit: 3, climateUnit: "F", languageId: 1, maintenanceAlert: false } });
    expect(ok.json.result.preference).toMatchObject({ odometerUnit: 3, climateUnit: "F", languageId: 1, maintenanceAlert: false });
    // From the device server.login signed in from (remembered).
    const login = await server.call("v2/login", { loginId: OWNER.email, password: OWNER.password }, { Deviceid: TEST_DEVICE_ID });
    expect(login.json.result.accountInformation.preference.languageId).toBe(1);
    await call("svacctprf", { preference: { odometerUnit: 1, climateUnit: "C", languageId: 0 } });
  });

  it("refuses weak PINs like 1234 and 7777 on the server, and a new PIN lifts a PIN lock", async () => {
    for (const pin of ["1234", "7777", "4321", "12a4"]) {
      const weak = await call("chngpin", { pin, password: OWNER.password });
      expect(weak.json.error.errorCode, pin).toBe("7998");
      expect(weak.json.error.errorDesc).toContain("pin");
    }
    expect((await call("chngpin", { pin: "2468", password: "Wrong-Pass-1!" })).json.error.errorDesc).toContain("password");
    await server.db.query("update accounts set pin_locked = true, pin_failures = 5 where email = $1", [OWNER.email]);
    expect((await call("vrfypin", { pin: "1357" }, { vehicleId })).json.error.errorCode).toBe("7316");
    expect((await call("chngpin", { pin: "2468", password: OWNER.password })).json.responseHeader.responseCode).toBe(0);
    expect((await call("vrfypin", { pin: "2468" }, { vehicleId })).json.result.pAuth).toBeTruthy();
  });

  it("changes the password and signs out every other session", async () => {
    const other = await server.login(OWNER.email, OWNER.password);
    const mismatch = await call("chngpsswd", {
      oldPassword: OWNER.password,
      newPassword: "New-Secret-2026!",
      confirmPassword: "Other-2026!",
    });
    expect(mismatch.json.error.errorDesc).toContain("confirmPassword");
    const weak = await call("chngpsswd", { oldPassword: OWNER.password, newPassword: "password", confirmPassword: "password" });
    expect(weak.json.error.errorDesc).toContain("newPassword");
    const wrongOld = await call("chngpsswd", {
      oldPassword: "Nope-2026!",
      newPassword: "New-Secret-2026!",
      confirmPassword: "New-Secret-2026!",
    });
    expect(wrongOld.json.error.errorDesc).toContain("oldPassword");
    expect((await server.call("vhcllst", {}, { accessToken: other })).json.responseHeader.responseCode).toBe(0);

    const changed = await call("chngpsswd", {
      oldPassword: OWNER.password,
      newPassword: "New-Secret-2026!",
      confirmPassword: "New-Secret-2026!",
    });
    expect(changed.json.responseHeader.responseCode).toBe(0);
    expect((await server.call("vhcllst", {}, { accessToken: other })).json.error.errorCode).toBe("7602");
    expect((await call("vhcllst")).json.responseHeader.responseCode).toBe(0);
    expect(
      (await server.call("v2/login", { loginId: OWNER.email, password: OWNER.password }, { "x-forwarded-for": "198.51.100.7" })).json.error
        .errorCode,
    ).toBe("7404");
    expect(await server.login(OWNER.email, "New-Secret-2026!")).toBeTruthy();
  });
});
