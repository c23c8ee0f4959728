import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed, eventually, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const t = (time: string, timeSection: 0 | 1) => ({ time, timeSection });
const schedule = (set: boolean, day: number[], time: ReturnType<typeof t>) => ({
  reservChargeInfoDetail: {
    reservChargeSet: set,
    reservInfo: { day, time },
    reservFatcSet: { defrost: true, airTemp: { value: "10H", unit: 0 }, airCtrl: 1, heating1: 0 },
  },
});
const offPeak = (flag: 0 | 1 | 2, start = t("1100", 1), end = t("0600", 0)) => ({
  offPeakPowerFlag: flag,
  offPeakPowerTime1: { starttime: start, endtime: end },
});

describe.each(databaseKinds())("schedules and target charge on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const cars: Record<string, { vehicleId: string; vin: string }> = {};
  beforeAll(async () => {
    server = await createTestServer(kind, { SIM_TIME_SCALE: "1" });
    await keepCommandResultsInInbox(server);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) cars[v.nickName] = v;
  });
  afterAll(() => server.close());

  const read = (name: string, nickname: string) => server.call(name, {}, { accessToken: token, vehicleId: cars[nickname]!.vehicleId });
  const status = async (nickname: string) => (await read("lstvhclsts", nickname)).json.result.status;

  it("shows the model's default schedule times before anything is saved", async () => {
    const { reservChargeInfos } = (await read("grcfs", "Tidal")).json.result;
    expect(reservChargeInfos.reservChargeInfo.reservChargeInfoDetail).toMatchObject({
      reservChargeSet: false,
      reservInfo: { time: t("0800", 0) },
    });
    expect(reservChargeInfos.offpeakPowerInfo).toMatchObject({
      offPeakPowerFlag: 0,
      offPeakPowerTime1: { starttime: t("1200", 0), endtime: t("0100", 0) },
    });
    expect((await read("grcfs", "Aurora")).json.error.errorCode).toBe("7705");
  });

  it("refuses two schedules on the same day and time, naming the field, and sends nothing", async () => {
    const headers = await authorize(server, token, cars["Tidal"]!.vehicleId);
    const before = (await server.db.query("select count(*)::int as n from remote_transactions"))[0];
    const same = await server.call(
      "srcfs",
      {
        reservChargeInfos: {
          reservChargeInfo: schedule(true, [1, 3], t("0730", 0)),
          reserveChargeInfo2: schedule(true, [3, 5], t("0730", 0)),
          offpeakPowerInfo: offPeak(0),
        },
      },
      headers,
    );
    expect(same.status).toBe(400);
    expect(same.json.error.errorDesc).toContain("reservChargeInfos.reserveChargeInfo2.reservChargeInfoDetail.reservInfo.time");
    expect(same.json.error.errorDesc).toContain("errorIdenticalDepartureDayTime");
    const badHours = await server.call(
      "srcfs",
      {
        reservChargeInfos: {
          reservChargeInfo: schedule(true, [1], t("0730", 0)),
          reserveChargeInfo2: schedule(false, [1], t("0730", 0)),
          offpeakPowerInfo: offPeak(1, t("1100", 1), t("1100", 1)),
        },
      },
      await authorize(server, token, cars["Tidal"]!.vehicleId),
    );
    expect(badHours.json.error.errorDesc).toContain("errorOffpeakHours");
    expect((await server.db.query("select count(*)::int as n from remote_transactions"))[0]).toEqual(before);
  });

  it("turns off-peak off with both schedules off, whatever flag the client sent", async () => {
    const headers = await authorize(server, token, cars["Tidal"]!.vehicleId);
    const saved = await server.call(
      "srcfs",
      {
        reservChargeInfos: {
          reservChargeInfo: schedule(false, [1], t("0730", 0)),
          reserveChargeInfo2: schedule(false, [2], t("0800", 0)),
          offpeakPowerInfo: offPeak(1),
        },
      },
      headers,
    );
    expect((await completed(server, token, saved.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect((await read("grcfs", "Tidal")).json.result.reservChargeInfos.offpeakPowerInfo.offPeakPowerFlag).toBe(0);
  });

  it("saves charging schedules as a command; the car then holds them", async () => {
    const headers = await authorize(server, token, cars["Tidal"]!.vehicleId);
    const saved = await server.call(
      "srcfs",
      {
        pin: "2580",
        reservChargeInfos: {
          reservChargeInfo: schedule(true, [1, 3], t("0730", 0)),
          reserveChargeInfo2: schedule(true, [3, 5], t("0615", 1)),
          offpeakPowerInfo: offPeak(1),
        },
      },
      headers,
    );
    expect((await completed(server, token, saved.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const held = (await read("glcfs", "Tidal")).json.result.reservChargeInfos;
    expect(held.reserveChargeInfo2.reservChargeInfoDetail).toMatchObject({
      reservChargeSet: true,
      reservInfo: { day: [3, 5], time: t("0615", 1) },
    });
    expect(held.offpeakPowerInfo).toMatchObject({
      offPeakPowerFlag: 1,
      offPeakPowerTime1: { starttime: t("1100", 1), endtime: t("0600", 0) },
    });
    const inbox = await server.db.query<{ message_key: string }>(
      "select message_key from inbox_messages where vehicle_id = $1 order by id desc limit 1",
      [cars["Tidal"]!.vehicleId],
    );
    expect(inbox[0]!.message_key).toBe("SCHEDULE_SUCCESS");
  });

  it("keeps a target of 80 % for AC, and refuses 105", async () => {
    const headers = await authorize(server, token, cars["Aurora"]!.vehicleId);
    const tooHigh = await server.call("socset", { targetSOClist: [{ plugType: 1, targetSOClevel: 105 }] }, headers);
    expect(tooHigh.json.error.errorDesc).toContain("targetSOClist.0.targetSOClevel");
    const set = await server.call(
      "socset",
      { targetSOClist: [{ plugType: 1, targetSOClevel: 80 }] },
      await authorize(server, token, cars["Aurora"]!.vehicleId),
    );
    expect((await completed(server, token, set.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const levels = (await read("evc/selsoc", "Aurora")).json.result;
    expect(levels.map((l: { plugType: number; level: number }) => [l.plugType, l.level])).toEqual([
      [0, 80],
      [1, 80],
    ]);
    for (const entry of levels) {
      expect(entry).toMatchObject({ tsocLevelStep: 10, targetMinSoc: 10, targetMaxSocLimitWarning: 100 });
    }
  });

  it("reads with the target the battery's current level, the range by fuel with its unit, the distance unit and the model's flags", async () => {
    const status = (await read("lstvhclsts", "Aurora")).json.result.status;
    const range = status.evStatus.drvDistance[0].rangeByFuel.evModeRange;
    const [dc, ac] = (await read("selsoc", "Aurora")).json.result;
    for (const entry of [dc, ac]) {
      expect(entry).toMatchObject({
        currentLevel: status.evStatus.batteryStatus,
        rangeByFuel: { evModeRange: { value: range.value, unit: range.unit } },
        distanceUnit: range.unit,
        acDcCurrentFlag: "Y",
        targetSocFlag: "Y",
        drivingDistanceFlag: "Y",
      });
    }
    expect(range.value).toBeGreaterThan(0);
    // A plug-in hybrid charges on AC only.
    const phev = (await read("selsoc", "Tidal")).json.result;
    expect(phev[0].acDcCurrentFlag).toBe("N");
    expect(phev[0].targetSocFlag).toBe("Y");
  });

  it("charges a plugged-in EV only inside its 23:00-06:00 off-peak window, and stops at the AC target", async () => {
    const aurora = cars["Aurora"]!;
    const pin = await authorize(server, token, aurora.vehicleId);
    const options = { offpeakTimeAndElectricityRates: { vehicleId: aurora.vehicleId, offpeakPowerInfo: offPeak(1) } };
    const saved = await server.call("sopter", options, { accessToken: token, vehicleId: aurora.vehicleId });
    expect((await completed(server, token, saved.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect((await read("gopter", "Aurora")).json.result).toMatchObject(options);

    const twin = server.vehicleLink.fleet!.twins.get(aurora.vin)!;
    const minutesUntil = (hour: number, minute: number) => {
      const now = new Date(twin.now);
      return (hour * 60 + minute - (now.getUTCHours() * 60 + now.getUTCMinutes()) + 1440) % 1440 || 1440;
    };
    const advance = async (minutes: number) => {
      const target = twin.now + minutes * 60_000;
      await server.vehicleLink.gateway.operate(aurora.vin, { advanceMinutes: minutes });
      await eventually(async () => (twin.now >= target ? true : undefined), "the car's clock to move");
    };
    const target = await server.call("socset", { targetSOClist: [{ plugType: 1, targetSOClevel: 80 }] }, pin);
    await completed(server, token, target.headers.transactionid as string);
    // Out of the window first (the car's clock follows the real one; it charges in any window it
    // passes), then a long trip empties the battery, then a start: the car waits for the window.
    await advance(minutesUntil(6, 5));
    await server.vehicleLink.gateway.operate(aurora.vin, { tripKm: 200 });
    await eventually(async () => ((await status("Aurora")).evStatus.batteryStatus < 50 ? true : undefined), "the trip");
    const start = await server.call("rcstrt", {}, await authorize(server, token, aurora.vehicleId));
    const started = await completed(server, token, start.headers.transactionid as string);
    expect(started.apiFailureReason ?? started.apiStatusCode).toBe("0000");
    const waiting = await status("Aurora");
    expect(waiting.evStatus.batteryCharge).toBe(false);
    await advance(minutesUntil(22, 55));
    expect((await status("Aurora")).evStatus.batteryStatus).toBe(waiting.evStatus.batteryStatus);
    await advance(10);
    const charging = await eventually(async () => {
      const s = await status("Aurora");
      return s.evStatus.batteryCharge ? s : undefined;
    }, "charging to start in the window");
    expect(charging.evStatus.batteryStatus).toBeGreaterThanOrEqual(waiting.evStatus.batteryStatus);
    await advance(8 * 60);
    const after = await eventually(async () => {
      const s = await status("Aurora");
      return s.evStatus.batteryCharge === false ? s : undefined;
    }, "charging to stop");
    expect(after.evStatus.batteryStatus).toBe(80);
    const keys = (
      await server.db.query<{ message_key: string }>("select message_key from inbox_messages where vehicle_id = $1", [aurora.vehicleId])
    ).map((m) => m.message_key);
    expect(keys).toContain("SCHEDULE_CHARGE_START");
  });

  it("keeps CCS2 climate schedules and the charging window", async () => {
    const headers = await authorize(server, token, cars["Aurora"]!.vehicleId);
    const hvac = (flag: 0 | 1, day: number[], time: ReturnType<typeof t>) => ({
      reservHVACflag: flag,
      reservInfo: { day, time },
      reservHVACSet: { defrost: false, airTemp: { value: "0EH", unit: 0 }, airCtrl: 1, heating1: 1 },
    });
    const saved = await server.call(
      "reshvacset",
      { reservedHVACInfo1: hvac(1, [1, 2, 3, 4, 5], t("0700", 0)), reservedHVACInfo2: hvac(0, [6], t("0900", 0)) },
      headers,
    );
    expect((await completed(server, token, saved.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const details = (
      await server.app.inject({
        method: "GET",
        url: "/tods/api/getresdetails",
        headers: { accessToken: token, vehicleId: cars["Aurora"]!.vehicleId },
      })
    ).json().result;
    expect(details.reservedHVACInfo1).toMatchObject({
      reservHVACflag: 1,
      reservInfo: { day: [1, 2, 3, 4, 5], time: t("0700", 0) },
      reservHVACSet: { airCtrl: 1, heating1: 1 },
    });
    const same = await server.call(
      "reschargeset",
      { reservStartTime: t("1000", 1), reservEndTime: t("1000", 1), reservFlag: 1, offpeakPowerFlag: 1 },
      await authorize(server, token, cars["Aurora"]!.vehicleId),
    );
    expect(same.json.error.errorDesc).toContain("errorOffpeakHours");
  });

  it("refuses CCS2 climate schedules both on at the same time on a shared day, naming the field, and sends nothing", async () => {
    const headers = await authorize(server, token, cars["Aurora"]!.vehicleId);
    const hvac = (flag: 0 | 1, day: number[], time: ReturnType<typeof t>) => ({
      reservHVACflag: flag,
      reservInfo: { day, time },
      reservHVACSet: { defrost: false, airTemp: { value: "0EH", unit: 0 }, airCtrl: 1, heating1: 0 },
    });
    const details = async () =>
      (
        await server.app.inject({
          method: "GET",
          url: "/tods/api/getresdetails",
          headers: { accessToken: token, vehicleId: cars["Aurora"]!.vehicleId },
        })
      ).json().result;
    const before = await details();
    const count = async () => (await server.db.query("select count(*)::int as n from remote_transactions"))[0];
    const transactions = await count();
    const same = await server.call(
      "reshvacset",
      { reservedHVACInfo1: hvac(1, [1, 3], t("0730", 0)), reservedHVACInfo2: hvac(1, [3, 6], t("0730", 0)) },
      headers,
    );
    expect(same.status).toBe(400);
    expect(same.json.error.errorCode).toBe("7998");
    expect(same.json.error.errorDesc).toContain("reservedHVACInfo2.reservInfo.time");
    expect(same.json.error.errorDesc).toContain("errorIdenticalDepartureDayTime");
    expect(same.headers.transactionid).toBeUndefined();
    expect(await count()).toEqual(transactions);
    expect(await details()).toEqual(before);
  });
});
