import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorDescription } from "@carport/protocol";
import { databaseOutbox } from "../../test/new-device-steps.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from "../../seed/demo-fleet.ts";
import { codeIn } from "../../test/sign-in-test-support.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import { addMakerCar, MAKER_EV_VIN, MAKER_OWNER, startMaker, type MakerUnderTest } from "../../test/maker-under-test.ts";

const SEDAN = {
  vin: "2HMSMGC2000009902",
  nickname: "Real Sedan",
  modelCode: "SMT2",
  modelName: "Summit",
  fuelKindCode: "G",
  genType: "2",
  isCcs2: false,
  remoteIgnition: true,
} as const;
const CROSSOVER = {
  vin: "2HMKNEC5000009903",
  nickname: "Real Crossover",
  modelCode: "KNE2",
  modelName: "Kona Electric",
  fuelKindCode: "E",
  genType: "2",
  isCcs2: false,
  remoteIgnition: false,
} as const;

const t = (time: string, timeSection: 0 | 1) => ({ time, timeSection });

/**
 * Every kind of command a linked car is sent through Carport reaches the maker's car. The maker is
 * this file's own (its daily limit and its cars are not shared with bridge.test.ts), and each test
 * leaves the cars it changed as it found them where a later test reads them.
 */
describe.each(databaseKinds())("commands of linked cars carried out at the maker, on %s", (kind) => {
  let maker: MakerUnderTest;
  let carport: TestServer;
  let token: string;
  /** Carport's vehicle id and the maker's, per nickname. */
  const cars: Record<string, { vehicleId: string; makerVehicleId: string }> = {};

  const call = (name: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    carport.call(name, body, { accessToken: token, ...headers });
  /** Sends a command through Carport as the owner's client does, and answers Carport's completed transaction. */
  async function command(nickname: string, name: string, body: unknown = {}) {
    const sent = await call(name, body, await authorize(carport, token, cars[nickname]!.vehicleId, DEMO_PIN));
    expect(sent.json.responseHeader.responseCode, JSON.stringify(sent.json)).toBe(0);
    return completed(carport, token, sent.headers.transactionid as string);
  }
  /** The maker's own record of one of its cars. */
  const makerStatus = async (nickname: string) => (await findLastStatus(maker.maker.db, cars[nickname]!.makerVehicleId)) as any;

  beforeAll(async () => {
    maker = await startMaker();
    const makerIds: Record<string, string> = {
      "Real Aurora": maker.makerVehicleId,
      [SEDAN.nickname]: await addMakerCar(maker, SEDAN),
      [CROSSOVER.nickname]: await addMakerCar(maker, CROSSOVER),
    };
    carport = await createTestServer(kind, {
      UPSTREAM_HACC_URL: maker.url,
      UPSTREAM_POLL_SECONDS: "0.3",
      UPSTREAM_COMMAND_POLL_MS: "100",
      UPSTREAM_RETRY_SECONDS: "0.2",
      UPSTREAM_QUIET_HOURS: "",
    });
    token = await carport.login(demoEmail("hacc"), DEMO_PASSWORD);
    await call("upstrmlnk", { brand: "hacc", loginId: MAKER_OWNER.email, password: MAKER_OWNER.password });
    const mail = await eventually(
      async () => (await databaseOutbox(maker.maker.db)(MAKER_OWNER.email)).find((m) => m.kind === "signInCode"),
      "the maker's code mail",
    );
    await call("upstrmotp", { brand: "hacc", otpNo: codeIn(mail) });
    await call("upstrmpin", { brand: "hacc", pin: MAKER_OWNER.pin });
    const listed = (await call("upstrmvhcls", { brand: "hacc" })).json.result.vehicles as Array<Record<string, string>>;
    for (const vin of [MAKER_EV_VIN, SEDAN.vin, CROSSOVER.vin]) {
      const found = listed.find((v) => v.vin === vin)!;
      const added = await call("upstrmadd", { brand: "hacc", upstreamVehicleId: found.upstreamVehicleId });
      const nickname = Object.keys(makerIds).find((name) => makerIds[name] === found.upstreamVehicleId)!;
      cars[nickname] = { vehicleId: added.json.result.vehicleId, makerVehicleId: found.upstreamVehicleId! };
    }
  });
  afterAll(async () => {
    await carport?.close();
    await maker?.close();
  });

  it("starts the EV's climate at the temperature asked, and stops it", async () => {
    const started = await command("Real Aurora", "rfon", {
      hvacInfo: { airCtrl: 1, defrost: true, heating1: 1, igniOnDuration: 10, airTemp: { value: "10H", unit: 0 } },
    });
    expect(started.apiStatusCode).toBe("0000");
    // The call the public Canadian clients make for an EV's climate.
    expect(maker.count("evc/rfon")).toBe(1);
    expect(await makerStatus("Real Aurora")).toMatchObject({ airCtrlOn: true, defrost: true, airTemp: { value: "10H" } });

    expect((await command("Real Aurora", "rfoff")).apiStatusCode).toBe("0000");
    expect((await makerStatus("Real Aurora")).airCtrlOn).toBe(false);
  });

  it("sets the maker's car's target charge", async () => {
    const set = await command("Real Aurora", "setsoc", {
      tsoc: [
        { plugType: 0, level: 80 },
        { plugType: 1, level: 90 },
      ],
    });
    expect(set.apiStatusCode).toBe("0000");
    expect(maker.count("evc/setsoc")).toBe(1);
    expect((await makerStatus("Real Aurora")).targetSoc).toEqual([
      { plugType: 0, level: 80 },
      { plugType: 1, level: 90 },
    ]);
  });

  it("starts a combustion car's engine with its climate settings, and stops it", async () => {
    const started = await command(SEDAN.nickname, "rmtstrt", {
      setting: { airCtrl: 1, defrost: false, heating1: 0, igniOnDuration: 5, airTemp: { value: "0EH", unit: 0 } },
    });
    expect(started.apiStatusCode).toBe("0000");
    expect(maker.count("rmtstrt")).toBe(1);
    expect(await makerStatus(SEDAN.nickname)).toMatchObject({ engine: true, airCtrlOn: true, airTemp: { value: "0EH" } });

    expect((await command(SEDAN.nickname, "rmtstp")).apiStatusCode).toBe("0000");
    expect((await makerStatus(SEDAN.nickname)).engine).toBe(false);
  });

  it("saves a CCS2 car's climate schedules and off-peak hours at the maker", async () => {
    const hvac = (flag: 0 | 1, day: number[], time: ReturnType<typeof t>) => ({
      reservHVACflag: flag,
      reservInfo: { day, time },
      reservHVACSet: { defrost: false, airTemp: { value: "0EH", unit: 0 }, airCtrl: 1, heating1: 1 },
    });
    const saved = await command("Real Aurora", "reshvacset", {
      reservedHVACInfo1: hvac(1, [1, 2, 3, 4, 5], t("0700", 0)),
      reservedHVACInfo2: hvac(0, [6], t("0900", 0)),
    });
    expect(saved.apiStatusCode).toBe("0000");
    expect((await makerStatus("Real Aurora")).schedule.departures).toEqual([
      { enabled: true, days: [1, 2, 3, 4, 5], time: "07:00", climate: { airCtrl: true, defrost: false, heating: true, airTemp: "0EH" } },
      { enabled: false, days: [6], time: "09:00", climate: { airCtrl: true, defrost: false, heating: true, airTemp: "0EH" } },
    ]);

    // sopter needs no PIN: Carport answers its transactionId, and the maker's car keeps the hours.
    const options = {
      offpeakTimeAndElectricityRates: {
        vehicleId: cars["Real Aurora"]!.vehicleId,
        offpeakPowerInfo: { offPeakPowerFlag: 1, offPeakPowerTime1: { starttime: t("1100", 1), endtime: t("0600", 0) } },
      },
    };
    const sent = await call("sopter", options, { vehicleId: cars["Real Aurora"]!.vehicleId });
    expect((await completed(carport, token, sent.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect((await makerStatus("Real Aurora")).schedule.offPeak).toMatchObject({ flag: 1, weekday: { start: "23:00", end: "06:00" } });
  });

  it("saves an EV's charging schedules with their off-peak hours at the maker", async () => {
    const departure = (set: boolean, day: number[], time: ReturnType<typeof t>) => ({
      reservChargeInfoDetail: {
        reservChargeSet: set,
        reservInfo: { day, time },
        reservFatcSet: { defrost: true, airTemp: { value: "10H", unit: 0 }, airCtrl: 1, heating1: 0 },
      },
    });
    const saved = await command(CROSSOVER.nickname, "srcfs", {
      reservChargeInfos: {
        reservChargeInfo: departure(true, [1, 3], t("0730", 0)),
        reserveChargeInfo2: departure(false, [0], t("0800", 0)),
        offpeakPowerInfo: { offPeakPowerFlag: 2, offPeakPowerTime1: { starttime: t("1000", 1), endtime: t("0500", 0) } },
        reservFlag: 1,
      },
    });
    expect(saved.apiStatusCode).toBe("0000");
    const { schedule } = await makerStatus(CROSSOVER.nickname);
    expect(schedule.departures[0]).toMatchObject({
      enabled: true,
      days: [1, 3],
      time: "07:30",
      climate: { airCtrl: true, defrost: true, airTemp: "10H" },
    });
    expect(schedule.departures[1]).toMatchObject({ enabled: false, days: [0], time: "08:00" });
    expect(schedule.offPeak).toMatchObject({ flag: 2, weekday: { start: "22:00", end: "05:00" } });
  });

  it("turns valet mode on and off at the maker", async () => {
    expect((await command(SEDAN.nickname, "valet/activate")).apiStatusCode).toBe("0000");
    expect((await makerStatus(SEDAN.nickname)).valet).toMatchObject({ mode: 1 });
    expect((await command(SEDAN.nickname, "valet/deactivate")).apiStatusCode).toBe("0000");
    expect((await makerStatus(SEDAN.nickname)).valet).toMatchObject({ mode: 0 });
  });

  it("completes Carport's transaction with the maker's refusal when the maker's car turns a command down", async () => {
    // Valet mode is off at the maker: its car refuses to turn it off.
    const refused = await command(SEDAN.nickname, "valet/deactivate");
    expect(refused).toMatchObject({ apiStatusCode: "7704", apiFailureReason: errorDescription("7839", 0) });
    expect((await makerStatus(SEDAN.nickname)).valet).toMatchObject({ mode: 0 });
    // Nothing is left pending at the maker: the next command goes through.
    expect((await command(SEDAN.nickname, "drlck")).apiStatusCode).toBe("0000");
  });
});
