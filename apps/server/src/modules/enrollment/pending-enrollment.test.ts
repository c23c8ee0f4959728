import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoMeid, FLEET_DEMO_OWNER } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

// Issue 20: enrollments waiting for the owner (status 1 from the car, 2 by the dealer), the MEID
// of the car's enrollment link, and the rarer demo cars (hydrogen, first-generation PHEV, G2.5).

const FROM_CAR = "5GNVSPC6000000305";
const BY_DEALER = "5GNLMEC6000000304";
const t = (time: string, timeSection: 0 | 1) => ({ time, timeSection });
const schedule = (set: boolean, day: number[], time: ReturnType<typeof t>, end?: ReturnType<typeof t>) => ({
  reservChargeInfoDetail: {
    reservChargeSet: set,
    reservInfo: { day, time },
    ...(end ? { reservEndTime: end } : {}),
    reservFatcSet: { defrost: false, airTemp: { value: "10H", unit: 0 }, airCtrl: 0, heating1: 0 },
  },
});

interface Listed {
  vin: string;
  vehicleId: string;
  nickName: string;
  enrollmentStatus: number;
  subscriptionStatus: string;
  fuelKindCode: string;
  genType: string;
}

describe.each(databaseKinds())("enrollments waiting for the owner, and the rarer demo cars, on %s", (kind) => {
  let server: TestServer;
  let owner: { accessToken: string; brand: string };
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "1000" });
    owner = { accessToken: await server.login(FLEET_DEMO_OWNER.email, DEMO_PASSWORD, { brand: "gen" }), brand: "gen" };
  });
  afterAll(() => server.close());

  const listed = async (headers: Record<string, string>) => (await server.call("vhcllst", {}, headers)).json.result.vehicles as Listed[];
  const byVin = async (vin: string) => (await listed(owner)).find((v) => v.vin === vin)!;
  const errorCode = (answer: { json: { error?: { errorCode: string } } }) => answer.json.error?.errorCode;

  it("lists the car enrolled from its screen (1) and the one the dealer enrolled (2), and answers nothing else of them", async () => {
    const vehicles = await listed(owner);
    expect(vehicles.map((v) => [v.vin, v.enrollmentStatus])).toEqual(
      expect.arrayContaining([
        [FROM_CAR, 1],
        [BY_DEALER, 2],
        ["5GNHYFC5000000301", 4],
        ["5GNVSPC1000000302", 4],
        ["5GNCRGC2000000303", 4],
      ]),
    );
    for (const vin of [FROM_CAR, BY_DEALER]) {
      const vehicleId = (await byVin(vin)).vehicleId;
      expect(errorCode(await server.call("sltvhcl", { vehicleId }, owner))).toBe("7202");
      expect(errorCode(await server.call("lstvhclsts", {}, { ...owner, vehicleId }))).toBe("7202");
      expect(errorCode(await server.call("vrfypin", { pin: "2580" }, { ...owner, vehicleId }))).toBe("7202");
    }
  });

  it("another account cannot take a waiting car without proof; the car stays waiting with its owner", async () => {
    const other = { accessToken: await server.login("demo@gen.test", DEMO_PASSWORD, { brand: "gen" }), brand: "gen" };
    const refused = await server.call("addvhcl", { vin: FROM_CAR, nickname: "Mine", tncConfirm: "Y" }, other);
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("primaryEnrolledUser");
    expect((await listed(other)).map((v) => v.vin)).not.toContain(FROM_CAR);
    expect(await byVin(FROM_CAR)).toMatchObject({ enrollmentStatus: 1 });
  });

  it("the owner completes the dealer's enrollment (2) with their data: the same vehicle, now fully enrolled and usable", async () => {
    const waiting = await byVin(BY_DEALER);
    const added = await server.call(
      "addvhcl",
      {
        vin: BY_DEALER,
        nickname: "Lumen",
        tncConfirm: "Y",
        primaryEnrolledUser: {
          firstName: FLEET_DEMO_OWNER.firstName,
          lastName: FLEET_DEMO_OWNER.lastName,
          postalCode: FLEET_DEMO_OWNER.postalCode,
        },
      },
      owner,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 4, vehicleId: waiting.vehicleId });
    expect(await byVin(BY_DEALER)).toMatchObject({ enrollmentStatus: 4, subscriptionStatus: "A", nickName: "Lumen" });
    expect(errorCode(await server.call("sltvhcl", { vehicleId: waiting.vehicleId }, owner))).toBeUndefined();
  });

  it("the owner completes the car's own enrollment (1) with the dealer token; a wrong token first changes nothing", async () => {
    const wrong = await server.call("addvhcl", { vin: FROM_CAR, nickname: "Vista", tncConfirm: "Y", rdrToken: "GN-0000" }, owner);
    expect(wrong.json.error.errorCode).toBe("7655");
    expect(await byVin(FROM_CAR)).toMatchObject({ enrollmentStatus: 1 });
    const added = await server.call("addvhcl", { vin: FROM_CAR, nickname: "Vista", tncConfirm: "Y", rdrToken: "GN-7305" }, owner);
    expect(added.json.result).toMatchObject({ enrollmentStatus: 4 });
    expect(await byVin(FROM_CAR)).toMatchObject({ enrollmentStatus: 4, nickName: "Vista" });
  });

  it("the operator's tool enrolls a car for the dealer (2) or from the car (1), waiting for the owner; a car enrolled already is refused", async () => {
    const fleet = createFleetService(server.db);
    const hacc = { accessToken: await server.login("demo@hacc.test", DEMO_PASSWORD), brand: "hacc" };
    await fleet.enrollAwaitingOwner({
      brand: "hacc",
      email: "demo@hacc.test",
      vin: "2HMSMGC5000000203",
      nickname: "Delivered",
      fromCar: false,
    });
    await fleet.enrollAwaitingOwner({
      brand: "hacc",
      email: "demo@hacc.test",
      vin: "2HMTDPC4000000202",
      nickname: "From the car",
      fromCar: true,
    });
    const vehicles = await listed(hacc);
    expect(vehicles.find((v) => v.vin === "2HMSMGC5000000203")).toMatchObject({
      enrollmentStatus: 2,
      subscriptionStatus: "P",
      nickName: "Delivered",
    });
    expect(vehicles.find((v) => v.vin === "2HMTDPC4000000202")).toMatchObject({ enrollmentStatus: 1, nickName: "From the car" });
    await expect(
      fleet.enrollAwaitingOwner({ brand: "hacc", email: "second@hacc.test", vin: "2HMSMGC5000000203", nickname: "Again", fromCar: false }),
    ).rejects.toThrow("enrolled already");
    await expect(
      fleet.enrollAwaitingOwner({ brand: "hacc", email: "nobody@example.ca", vin: "2HMAUEC5000000201", nickname: "X", fromCar: false }),
    ).rejects.toThrow("no hacc account");
    expect(await server.db.query("select 1 from vehicles where vin = '2HMAUEC5000000201'")).toHaveLength(0);
  });

  it("refuses an in-car code for a link whose MEID is not the car's (7998 naming meid), and the car shows nothing; the car's own MEID works", async () => {
    const vin = "5GNLMEC6000000201";
    const refused = await server.call("sendQrCode", { vin, meid: "A19999999999999" }, { brand: "gen" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("meid");
    const screen = await server.app.inject({ method: "GET", url: `/dev/car-screen.json?vin=${vin}` });
    expect((screen.json() as { screen: { view: string } }).screen.view).not.toBe("enrollmentCode");
    const wrongVerify = await server.call("verifyQrCode", { vin, meid: "A19999999999999", qrCode: "123456" }, { brand: "gen" });
    expect(wrongVerify.json.error.errorDesc).toContain("meid");
    const sent = await server.call("sendQrCode", { vin, meid: demoMeid(vin).toLowerCase() }, { brand: "gen" });
    expect(sent.json.result.validitySeconds).toBe(600);
  });

  it("the hydrogen car reports its fuel-cell range and no battery, and refuses charging (7705)", async () => {
    const hydra = await byVin("5GNHYFC5000000301");
    expect(hydra).toMatchObject({ fuelKindCode: "F" });
    const status = (await server.call("lstvhclsts", {}, { ...owner, vehicleId: hydra.vehicleId })).json.result.status;
    expect(status.evStatus).toBeUndefined();
    // 600 km on a full hydrogen tank, 70 % full.
    expect(status.dte).toEqual({ value: 420, unit: 1 });
    const headers = await authorize(server, owner.accessToken, hydra.vehicleId, "2580", { brand: "gen" });
    expect(errorCode(await server.call("rcstrt", {}, headers))).toBe("7705");
  });

  it("the first-generation plug-in hybrid's schedule has an end time (00:00 to 08:00) that may not equal its start", async () => {
    const vista = await byVin("5GNVSPC1000000302");
    expect(vista).toMatchObject({ fuelKindCode: "P", genType: "1" });
    const read = (await server.call("grcfs", {}, { ...owner, vehicleId: vista.vehicleId })).json.result.reservChargeInfos;
    expect(read.reservChargeInfo.reservChargeInfoDetail).toMatchObject({ reservInfo: { time: t("1200", 0) }, reservEndTime: t("0800", 0) });
    const headers = await authorize(server, owner.accessToken, vista.vehicleId, "2580", { brand: "gen" });
    const same = await server.call(
      "srcfs",
      {
        reservChargeInfos: {
          reservChargeInfo: schedule(true, [1], t("0700", 0), t("0700", 0)),
          reserveChargeInfo2: schedule(false, [], t("0800", 0)),
          offpeakPowerInfo: { offPeakPowerFlag: 0, offPeakPowerTime1: { starttime: t("1200", 0), endtime: t("0100", 0) } },
        },
      },
      headers,
    );
    expect(same.json.error.errorCode).toBe("7998");
    expect(same.json.error.errorDesc).toContain("errorScheduleStartEndTime");
  });

  it("the G2.5 car is listed with its generation and starts remotely (remote ignition)", async () => {
    const crest = await byVin("5GNCRGC2000000303");
    expect(crest).toMatchObject({ fuelKindCode: "G", genType: "2.5" });
    const headers = await authorize(server, owner.accessToken, crest.vehicleId, "2580", { brand: "gen" });
    const start = await server.call("rmtstrt", { setting: { airCtrl: 1, airTemp: { value: "10H", unit: 0 }, igniOnDuration: 5 } }, headers);
    expect(start.json.responseHeader.responseCode, JSON.stringify(start.json)).toBe(0);
    expect((await completed(server, owner.accessToken, start.headers.transactionid as string, { brand: "gen" })).apiStatusCode).toBe(
      "0000",
    );
  });
});
