import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createFleetService } from "../modules/fleet/fleet-service.ts";
import { authenticateLinkIdentity } from "../modules/vehicle-link/link-identities.ts";
import { assertNoDemoAccounts } from "../seed/demo-accounts-guard.ts";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { freshAddress, linkIn, waitForMessage } from "../test/sign-in-test-support.ts";
import { deleteAccount } from "./commands/delete-account.ts";
import { deleteVehicle } from "./commands/delete-vehicle.ts";
import { provisionCsv } from "./commands/provision-csv.ts";
import { purgeDemo } from "./commands/purge-demo.ts";
import { mailPasswordReset } from "./commands/reset-password.ts";
import { unlockAccount } from "./commands/unlock-account.ts";

const HEADER = "brand,vin,model-code,model-name,model-year,fuel,gen,ccs2,remote-ignition,owner-first,owner-last,postal,dealer-token";
const carLine = (vin: string, postal = "M5V 2T6") =>
  `hacc,${vin},HKN1,"Kona, Electric",2025,E,3,1,0,Ana,Lopez,${postal},T-${vin.slice(-4)}`;

describe.each(databaseKinds())("the operator tool's account and fleet commands on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SIGN_IN_WITHOUT_DEVICE_ID: "1", ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  const signIn = (loginId: string, password: string, brand = "hacc") =>
    server.call("lgnV2", { loginId, password }, { brand, "x-forwarded-for": freshAddress() });
  const errorOf = async (loginId: string, password: string, brand = "hacc") =>
    (await signIn(loginId, password, brand)).json.error?.errorCode;
  const factoryVins = async () =>
    (await server.db.query<{ vin: string }>("select vin from factory_vehicles order by vin")).map((r) => r.vin);

  it("unlock: a locked account signs in again, and its security trail says it was unlocked", async () => {
    await server.db.query("update accounts set lock_reason = 'fraud', locked_at = now() where email = 'second@hacc.test'");
    expect(await errorOf("second@hacc.test", DEMO_PASSWORD)).toBe("7530");

    expect(await unlockAccount(server.db, "hacc", "second@hacc.test")).toBe("fraud");
    expect(await errorOf("second@hacc.test", DEMO_PASSWORD)).toBeUndefined();
    const token = await server.login("second@hacc.test", DEMO_PASSWORD);
    const events = (await server.call("gtsecevnts", {}, { accessToken: token })).json.result;
    expect(JSON.stringify(events)).toContain("accountUnlocked");

    await expect(unlockAccount(server.db, "hacc", "nobody@hacc.test")).rejects.toThrow("no hacc account nobody@hacc.test");
  });

  it("reset-password: the owner is mailed a reset link that sets a new password", async () => {
    const config = loadConfig({ DATA_DIR: "memory://", LOG_LEVEL: "silent" });
    await mailPasswordReset(server.db, config, "gen", "demo@gen.test");
    const mail = await waitForMessage(server, "demo@gen.test", "passwordReset");
    const link = linkIn(mail, "/resetpw/");
    const done = await server.call(
      "rstpsswd",
      { authCode: link.searchParams.get("pin"), newPassword: "Operator-Reset-2027!" },
      { brand: "gen" },
    );
    expect(done.json.responseHeader.responseCode).toBe(0);
    expect(await errorOf("demo@gen.test", "Operator-Reset-2027!", "gen")).toBeUndefined();
    expect(await errorOf("demo@gen.test", DEMO_PASSWORD, "gen")).toBe("7404");
  });

  it("delete-account: the account can no longer sign in and its cars can be enrolled to another owner", async () => {
    const freed = await deleteAccount(server.db, "kci", "demo@kci.test");
    expect(freed.length).toBeGreaterThan(0);
    expect(await errorOf("demo@kci.test", DEMO_PASSWORD, "kci")).toBe("7404");
    expect(await server.db.query("select 1 from vehicles where vin = any($1::text[])", [freed])).toEqual([]);

    const fleet = createFleetService(server.db);
    await fleet.createAccount({
      brand: "kci",
      email: "next-owner@kci.test",
      password: DEMO_PASSWORD,
      pin: "1357",
      firstName: "Kim",
      lastName: "Roy",
    });
    await fleet.enrollAwaitingOwner({ brand: "kci", email: "next-owner@kci.test", vin: freed[0]!, nickname: "Mine", fromCar: false });
    const token = await server.login("next-owner@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const listed = (await server.call("vhcllst", {}, { accessToken: token, brand: "kci" })).json.result.vehicles;
    expect(listed.map((v: { vin: string }) => v.vin)).toEqual([freed[0]]);
  });

  it("delete-vehicle: the car leaves its owner's list and the factory record, and its link identity stops working", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const before = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{ vin: string }>;
    const gone = before[0]!.vin;
    expect(await deleteVehicle(server.db, gone)).toEqual({ enrolledTo: "demo@hacc.test" });
    const after = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as Array<{
      vin: string;
      defaultVehicle: boolean;
    }>;
    expect(after.map((v) => v.vin)).toEqual(before.slice(1).map((v) => v.vin));
    expect(after.filter((v) => v.defaultVehicle)).toHaveLength(1);
    expect(await factoryVins()).not.toContain(gone);

    const credentials = await createFleetService(server.db).provision({
      vin: "KMHTEST0000000777",
      brand: "hacc",
      modelCode: "X",
      modelName: "X",
      modelYear: "2025",
      trim: "",
      exteriorColor: "",
      fuelKindCode: "E",
      genType: "3",
      isCcs2: true,
      remoteIgnition: false,
      mainBatteryType: "",
      ownerFirstName: "A",
      ownerLastName: "B",
      ownerPostalCode: "M5V 2T6",
      dealerToken: "T",
      dealerCode: "",
    });
    expect(await authenticateLinkIdentity(server.db, credentials!.username, credentials!.secret)).not.toBeNull();
    await deleteVehicle(server.db, "KMHTEST0000000777");
    expect(await authenticateLinkIdentity(server.db, credentials!.username, credentials!.secret)).toBeNull();
    await expect(deleteVehicle(server.db, "KMHTEST0000000777")).rejects.toThrow("KMHTEST0000000777 is not in the factory record");
  });

  it("provision-csv: provisions the good lines, skips cars already there and refuses bad lines with the reason", async () => {
    const existing = (await factoryVins())[0]!;
    const csv = [
      HEADER,
      carLine("KMHCSV00000000001"),
      carLine(existing),
      carLine("KMHCSV0000000000"),
      carLine("KMHCSV00000000003", "12345"),
      "hacc,KMHCSV00000000004,too,few",
      "",
      carLine("KMHCSV00000000005"),
    ].join("\r\n");
    const outcomes = await provisionCsv(createFleetService(server.db), csv);
    expect(outcomes.map((o) => [o.line, o.outcome])).toEqual([
      [2, "provisioned"],
      [3, "skipped"],
      [4, "refused"],
      [5, "refused"],
      [6, "refused"],
      [8, "provisioned"],
    ]);
    expect(outcomes[2]).toMatchObject({ reason: expect.stringContaining("--vin") });
    expect(outcomes[3]).toMatchObject({ reason: expect.stringContaining("--postal") });
    expect(outcomes[4]).toMatchObject({ reason: "4 field(s) for 13 column(s)" });
    const vins = await factoryVins();
    expect(vins).toContain("KMHCSV00000000001");
    expect(vins).toContain("KMHCSV00000000005");
    expect(vins.filter((v) => v.startsWith("KMHCSV"))).toHaveLength(2);
    const [first] = await server.db.query<{ model_name: string; is_ccs2: boolean }>(
      "select model_name, is_ccs2 from factory_vehicles where vin = 'KMHCSV00000000001'",
    );
    expect(first).toEqual({ model_name: "Kona, Electric", is_ccs2: true });
    const provisioned = outcomes[0]!;
    if (provisioned.outcome !== "provisioned") throw new Error("line 2 was not provisioned");
    expect(await authenticateLinkIdentity(server.db, provisioned.credentials.username, provisioned.credentials.secret)).not.toBeNull();

    await expect(provisionCsv(createFleetService(server.db), "vin,colour\nKMHCSV00000000009,red")).rejects.toThrow(
      "unknown column(s) colour",
    );
  });

  it("purge-demo: no demo account or demo car is left, other owners stay, and a DEMO=0 start is no longer refused", async () => {
    await expect(assertNoDemoAccounts(server.db)).rejects.toThrow("Refusing to start with DEMO=0");
    const purged = await purgeDemo(server.db);
    expect(purged.accounts).toContain("demo@hacc.test");
    expect(purged.vins.length).toBeGreaterThan(0);
    await expect(assertNoDemoAccounts(server.db)).resolves.toBeUndefined();
    expect(await server.db.query("select email from accounts order by email")).toEqual([{ email: "next-owner@kci.test" }]);
    expect(await factoryVins()).toEqual(["KMHCSV00000000001", "KMHCSV00000000005"]);
    expect(await purgeDemo(server.db)).toEqual({ accounts: [], vins: [] });
  });
});
