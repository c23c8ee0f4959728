import type { MqttClient } from "mqtt";
import { linkTopics } from "@carport/telematics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { allCarsGateway, connectAs } from "../../test/link-clients.ts";
import { authorize, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createFleetService } from "../fleet/fleet-service.ts";

const OLD_VIN = "2HMSMGC2000009018";
const climate = (airTemp: string) => ({ defrost: false, airTemp: { value: airTemp, unit: 0 }, airCtrl: 1, heating1: 0 });
const t = (time: string, timeSection: 0 | 1) => ({ time, timeSection });
const chargeSchedule = (airTemp: string) => ({
  reservChargeInfoDetail: { reservChargeSet: true, reservInfo: { day: [1], time: t("0800", 0) }, reservFatcSet: climate(airTemp) },
});
const hvacSchedule = (airTemp: string) => ({
  reservHVACflag: 1,
  reservInfo: { day: [1], time: t("0700", 0) },
  reservHVACSet: climate(airTemp),
});

describe.each(databaseKinds())("command values outside the car's ranges on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let broker: MqttClient;
  const published: Array<{ topic: string; transactionId: string }> = [];
  const cars: Record<string, { vehicleId: string; vin: string }> = {};

  beforeAll(async () => {
    server = await createTestServer(kind);
    const fleet = createFleetService(server.db);
    // A 2018 model: its scale ends at 1FH (31.5 °C from 16 °C), where 2020+ models' ends at 23H.
    await fleet.provision({
      vin: OLD_VIN,
      brand: "hacc",
      modelCode: "SMT8",
      modelName: "Summit",
      modelYear: "2018",
      trim: "Luxury",
      exteriorColor: "Black",
      fuelKindCode: "G",
      genType: "2",
      isCcs2: false,
      remoteIgnition: true,
      mainBatteryType: "",
      ownerFirstName: "Dana",
      ownerLastName: "Tremblay",
      ownerPostalCode: "M5V 2T6",
      dealerToken: "HT-9018",
      dealerCode: "HACC-D01",
    });
    const [owner] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test'");
    await fleet.enroll({ accountId: owner!.id, vin: OLD_VIN, nickname: "Old Summit", odometer: 90_000 });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    for (const v of (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles) cars[v.nickName] = v;
    broker = await connectAs(server, await allCarsGateway(server, "command-watcher"));
    broker.on("message", (topic, payload) => published.push({ topic, transactionId: JSON.parse(payload.toString()).transactionId }));
    await broker.subscribeAsync(linkTopics(server.vehicleLink.gateway.namespace).everyVehicle("command"), { qos: 1 });
  });
  afterAll(async () => {
    await broker?.endAsync();
    await server?.close();
  });

  it("refuses temperature codes and run times the car cannot take with 7998 naming the field; nothing is written or sent", async () => {
    const refusals: Array<[car: string, call: string, body: Record<string, unknown>, field: string]> = [
      ["Summit", "rmtstrt", { setting: { ...climate("FFH"), igniOnDuration: 5 } }, "setting.airTemp.value"],
      ["Summit", "rmtstrt", { setting: { ...climate("24H"), igniOnDuration: 5 } }, "setting.airTemp.value"],
      ["Summit", "rmtstrt", { setting: { ...climate("0EH"), igniOnDuration: 11 } }, "setting.igniOnDuration"],
      ["Summit", "rmtstrt", { setting: { ...climate("0EH"), igniOnDuration: 0 } }, "setting.igniOnDuration"],
      ["Summit", "rmtstrt", { setting: { ...climate("0EH"), igniOnDuration: 2.5 } }, "setting.igniOnDuration"],
      ["Old Summit", "rmtstrt", { setting: { ...climate("20H"), igniOnDuration: 5 } }, "setting.airTemp.value"],
      [
        "Aurora",
        "evc/rfon",
        { remoteControl: { airCtrl: true, airTemp: { value: "ffH", unit: 0 }, igniOnDuration: 10 } },
        "remoteControl.airTemp.value",
      ],
      // The temperature scale is 0 or 1: -1 and 2^31 used to reach the car (issue 54).
      [
        "Summit",
        "rmtstrt",
        { setting: { ...climate("0EH"), airTemp: { value: "0EH", unit: 0, hvacTempType: -1 }, igniOnDuration: 5 } },
        "setting.airTemp.hvacTempType",
      ],
      [
        "Aurora",
        "evc/rfon",
        { remoteControl: { airCtrl: true, airTemp: { value: "0EH", unit: 0, hvacTempType: 2 ** 31 }, igniOnDuration: 10 } },
        "remoteControl.airTemp.hvacTempType",
      ],
      ["Aurora", "evc/rfon", { hvacInfo: { airCtrl: 1, igniOnDuration: 31 } }, "hvacInfo.igniOnDuration"],
      ["Aurora", "evc/rfon", { hvacInfo: { airCtrl: 1, igniOnDuration: -1 } }, "hvacInfo.igniOnDuration"],
      // Climate runs are 2, 5, 10, 15, 20, 25 or 30 minutes, nothing between.
      ["Aurora", "evc/rfon", { hvacInfo: { airCtrl: 1, igniOnDuration: 7 } }, "hvacInfo.igniOnDuration"],
      ["Aurora", "evc/rfon", { remoteControl: { airCtrl: true, igniOnDuration: 1 } }, "remoteControl.igniOnDuration"],
      [
        "Tidal",
        "srcfs",
        {
          reservChargeInfos: {
            reservChargeInfo: chargeSchedule("FFH"),
            reserveChargeInfo2: chargeSchedule("0EH"),
            offpeakPowerInfo: { offPeakPowerFlag: 0, offPeakPowerTime1: { starttime: t("1100", 1), endtime: t("0600", 0) } },
          },
        },
        "reservChargeInfos.reservChargeInfo.reservChargeInfoDetail.reservFatcSet.airTemp.value",
      ],
      [
        "Aurora",
        "reshvacset",
        { reservedHVACInfo1: hvacSchedule("0EH"), reservedHVACInfo2: hvacSchedule("30H") },
        "reservedHVACInfo2.reservHVACSet.airTemp.value",
      ],
    ];
    const [before] = await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions");
    for (const [car, call, body, field] of refusals) {
      const headers = await authorize(server, token, cars[car]!.vehicleId);
      const answer = await server.call(call, body, headers);
      expect(answer.status, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json.error.errorCode).toBe("7998");
      expect(answer.json.error.errorDesc).toContain(`'${field}'`);
      expect(answer.headers.transactionid).toBeUndefined();
    }
    const [after] = await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions");
    expect(after!.n).toBe(before!.n);

    // The highest step of each scale still goes through, and is the first thing the cars were sent.
    const accepted = await server.call(
      "rmtstrt",
      { setting: { ...climate("1FH"), igniOnDuration: 10 } },
      await authorize(server, token, cars["Old Summit"]!.vehicleId),
    );
    expect(accepted.json.responseHeader.responseCode, JSON.stringify(accepted.json)).toBe(0);
    const first = await eventually(async () => published[0], "the accepted command on the link");
    expect(first.transactionId).toBe(accepted.headers.transactionid);
    expect(first.topic).toContain(OLD_VIN);
  });
});
