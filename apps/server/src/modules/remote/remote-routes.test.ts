import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { authorize, completed, eventually, simulate, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { typedClient } from "../../test/typed-client.ts";

describe.each(databaseKinds())("remote commands on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const vehicles: Record<string, { vehicleId: string; vin: string }> = {};

  beforeAll(async () => {
    server = await createTestServer(kind, { COMMAND_DEADLINE_SECONDS: "2", SIM_TIME_SCALE: "1200" });
    await keepCommandResultsInInbox(server);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) vehicles[v.nickName] = { vehicleId: v.vehicleId, vin: v.vin };
  });
  afterAll(() => server.close());

  it("unlocks then locks a car: P, then C, and the status follows", async () => {
    const car = vehicles["Summit"]!;
    await simulate(server, car.vin, { latencyMs: 300 });
    const headers = await authorize(server, token, car.vehicleId);
    const unlock = await server.call("drulck", { pin: DEMO_PIN }, headers);
    expect(unlock.json.responseHeader.responseCode).toBe(0);
    const transactionId = unlock.headers.transactionid as string;
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);
    const pending = await server.call("rmtsts", {}, { accessToken: token, transactionId });
    expect(pending.json.result.transaction).toMatchObject({ apiResult: "P", apiStatusCode: "null", apiCode: "doorUnlock" });
    expect((await completed(server, token, transactionId)).apiStatusCode).toBe("0000");
    const afterUnlock = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(afterUnlock.json.result.status.doorLock).toBe(false);

    // A pAuth is good for one command: the next asks vrfypin again, as the clients do.
    const lock = await server.call("drlck", { pin: DEMO_PIN }, await authorize(server, token, car.vehicleId));
    const done = await completed(server, token, lock.headers.transactionid as string);
    expect(done.apiStatusCode).toBe("0000");
    expect(done.apiEndDate).toMatch(/^\d{14}$/);
    const afterLock = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(afterLock.json.result.status.doorLock).toBe(true);
    // The counter moves once the result's write has returned, a moment after the command shows complete.
    const lockCounted = /carport_remote_commands_total\{command="doorLock",outcome="success"\} 1\n/;
    await eventually(async () => {
      const metrics = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
      return lockCounted.test(metrics) ? true : undefined;
    }, "the lock counted in /metrics");
    // The status report each result is followed by says the same: saved once, with the result.
    const repeatsSavedWithResult = /carport_vehicle_link_status_reports_total\{saved="with_result"\} 2\n/;
    await eventually(async () => {
      const metrics = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
      return repeatsSavedWithResult.test(metrics) ? true : undefined;
    }, "both commands' status reports known as saved with their results");
    await simulate(server, car.vin, { latencyMs: 0 });
  });

  it("charges a plugged-in EV: the battery rises over the following polls up to the target", async () => {
    const car = vehicles["Aurora"]!;
    const headers = await authorize(server, token, car.vehicleId);
    const start = await server.call("rcstrt", { pin: DEMO_PIN }, headers);
    expect((await completed(server, token, start.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const readings: number[] = [];
    await eventually(
      async () => {
        const { json } = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
        readings.push(json.result.status.evStatus.batteryStatus);
        return json.result.status.evStatus.batteryCharge === false ? true : undefined;
      },
      "charging to finish",
      30_000,
    );
    expect(readings[0]).toBeGreaterThanOrEqual(62);
    expect(new Set(readings).size).toBeGreaterThan(2);
    expect(readings).toEqual([...readings].sort((a, b) => a - b));
    expect(readings.at(-1)).toBe(90);
    // The car reports its status before the charge-complete event: the inbox message may come a moment later.
    const inbox = await eventually(async () => {
      const rows = await server.db.query<{ message_key: string }>(
        "select message_key from inbox_messages where vehicle_id = $1 order by id",
        [car.vehicleId],
      );
      return rows.length >= 2 ? rows : undefined;
    }, "the charge-complete message");
    expect(inbox.map((m) => m.message_key)).toEqual(["REMOTE_START_CHARGE_SUCCESS", "CHARGE_COMPLETE"]);
  });

  it("closes the windows (wndwcls): the car carries it out and the inbox says so", async () => {
    const car = vehicles["Summit"]!;
    const owner = typedClient(server, { accessToken: token, vehicleId: car.vehicleId });
    const { pAuth } = await owner.result("verifyPin", { pin: DEMO_PIN });
    const sent = await owner.call("windowsClose", { pin: DEMO_PIN }, { pAuth });
    expect(sent.ok).toBe(true);
    const transactionId = sent.headers.transactionid as string;
    expect((await completed(server, token, transactionId)).apiStatusCode).toBe("0000");
    const { status } = await owner.result("lastVehicleStatus", {});
    expect(Object.values(status.windowOpen ?? {})).toEqual([0, 0, 0, 0]);
    const [message] = await server.db.query<{ message_key: string }>("select message_key from inbox_messages where transaction_id = $1", [
      transactionId,
    ]);
    expect(message?.message_key).toBe("WINDOWS_CLOSE_SUCCESS");
  });

  it("answers a refused command by its code through the typed client: a car without remote ignition (7705)", async () => {
    const car = vehicles["Aurora"]!;
    const owner = typedClient(server, { accessToken: token, vehicleId: car.vehicleId });
    const { pAuth } = await owner.result("verifyPin", { pin: DEMO_PIN });
    const answer = await owner.call("engineStop", { pin: DEMO_PIN }, { pAuth });
    expect(answer).toMatchObject({ ok: false, errorCode: "7705" });
  });

  it("refuses a second command while one is pending (7700)", async () => {
    const car = vehicles["Tidal"]!;
    await simulate(server, car.vin, { latencyMs: 3000 });
    // Both PINs checked first: on a loaded machine a PIN check can outlast the car's answer.
    const headers = await authorize(server, token, car.vehicleId);
    const secondHeaders = await authorize(server, token, car.vehicleId);
    const first = await server.call("drulck", {}, headers);
    expect(first.json.responseHeader.responseCode).toBe(0);
    const second = await server.call("drlck", {}, secondHeaders);
    expect(second.json.error.errorCode).toBe("7700");
    await completed(server, token, first.headers.transactionid as string);
    await simulate(server, car.vin, { latencyMs: 0 });
    expect((await server.call("drlck", {}, await authorize(server, token, car.vehicleId))).json.responseHeader.responseCode).toBe(0);
  });

  it("fails a command to a car out of coverage with 7703 after the deadline", async () => {
    const car = vehicles["Summit"]!;
    await simulate(server, car.vin, { unreachable: true });
    const headers = await authorize(server, token, car.vehicleId);
    const sent = await server.call("hrnlght", { horn: true }, headers);
    const done = await completed(server, token, sent.headers.transactionid as string);
    expect(done.apiStatusCode).toBe("7703");
    expect(done.apiFailureReason).toBe("The vehicle did not answer in time.");
    const refresh = await server.call("rltmvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(refresh.json.error.errorCode).toBe("7703");
    await simulate(server, car.vin, { unreachable: false });
  });

  it("reports a car's failure with its reason", async () => {
    const car = vehicles["Tidal"]!;
    await simulate(server, car.vin, { failureRate: 1 });
    const headers = await authorize(server, token, car.vehicleId);
    const sent = await server.call("hrnlght", { horn: false }, headers);
    const done = await completed(server, token, sent.headers.transactionid as string);
    expect(done).toMatchObject({ apiStatusCode: "7704", apiFailureReason: "The vehicle could not carry out the command." });
    await simulate(server, car.vin, { failureRate: 0 });
  });

  it("answers a fresh status and the location when the car replies", async () => {
    const car = vehicles["Aurora"]!;
    const refresh = await server.call("rltmvhclsts", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(refresh.headers.transactionid).toBeTruthy();
    expect(refresh.json.result.status.lastStatusDate).toMatch(/^\d{14}$/);
    const headers = await authorize(server, token, car.vehicleId);
    const where = await server.call("fndmcr", {}, headers);
    expect(where.json.result.coord.lat).toBeCloseTo(43.64, 1);
  });

  it("refuses a pAuth issued for another vehicle, a missing one, and commands a car cannot do", async () => {
    const forAurora = await authorize(server, token, vehicles["Aurora"]!.vehicleId);
    const onSummit = { ...forAurora, vehicleId: vehicles["Summit"]!.vehicleId };
    expect((await server.call("drlck", {}, onSummit)).json.error.errorCode).toBe("7317");
    expect((await server.call("drlck", {}, { accessToken: token, vehicleId: vehicles["Summit"]!.vehicleId })).json.error.errorCode).toBe(
      "7317",
    );
    expect((await server.call("rmtstrt", { setting: { airCtrl: 1, igniOnDuration: 5 } }, forAurora)).json.error.errorCode).toBe("7705");
    const summit = await authorize(server, token, vehicles["Summit"]!.vehicleId);
    expect((await server.call("rcstrt", {}, summit)).json.error.errorCode).toBe("7705");
    const breeze = await authorize(server, token, vehicles["Old Breeze"]!.vehicleId);
    expect((await server.call("drlck", {}, breeze)).json.error.errorCode).toBe("7702");
    const bad = await server.call(
      "rmtstrt",
      { setting: { airCtrl: 1, igniOnDuration: 11 } },
      await authorize(server, token, vehicles["Summit"]!.vehicleId),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.errorDesc).toContain("setting.igniOnDuration");
    const badLevel = await server.call(
      "socset",
      { targetSOClist: [{ plugType: 0, targetSOClevel: 55 }] },
      await authorize(server, token, vehicles["Aurora"]!.vehicleId),
    );
    expect(badLevel.json.error.errorDesc).toContain("TSOC_NOT_A_STEP");
  });

  it("starts and stops the engine with its settings, and climate on an EV", async () => {
    const summit = await authorize(server, token, vehicles["Summit"]!.vehicleId);
    const start = await server.call(
      "rmtstrt",
      { setting: { airCtrl: 1, defrost: false, airTemp: { value: "0EH", unit: 0 }, igniOnDuration: 5, heating1: 1 } },
      summit,
    );
    expect((await completed(server, token, start.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const running = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: vehicles["Summit"]!.vehicleId });
    expect(running.json.result.status).toMatchObject({ engine: true, airCtrlOn: true, airTemp: { value: "0EH" } });
    const stop = await server.call("rmtstp", {}, await authorize(server, token, vehicles["Summit"]!.vehicleId));
    expect((await completed(server, token, stop.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const aurora = await authorize(server, token, vehicles["Aurora"]!.vehicleId);
    const climate = await server.call(
      "evc/rfon",
      { remoteControl: { airCtrl: true, airTemp: { value: "10H", unit: 0 }, igniOnDuration: 10 } },
      aurora,
    );
    expect((await completed(server, token, climate.headers.transactionid as string)).apiStatusCode).toBe("0000");
  });

  it("locks remote commands after five wrong PINs in a row (7316)", async () => {
    const fleet = createFleetService(server.db);
    const owner = await fleet.createAccount({
      brand: "hacc",
      email: "pin@hacc.test",
      password: "Pin-Owner-2026!",
      pin: "1357",
      firstName: "P",
      lastName: "O",
    });
    const vehicleId = await fleet.enroll({ accountId: owner.id, vin: "2HMSMGC5000000203", nickname: "Mine" });
    const accessToken = await server.login("pin@hacc.test", "Pin-Owner-2026!");
    const codes: string[] = [];
    const descriptions: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { json } = await server.call("vrfypin", { pin: "0000" }, { accessToken, vehicleId });
      codes.push(json.error.errorCode);
      descriptions.push(json.error.errorDesc);
    }
    expect(codes).toEqual(["7310", "7311", "7312", "7313", "7316"]);
    expect(descriptions[0]).toBe("Incorrect PIN. 4 attempts left.");
    expect(descriptions[3]).toBe("Incorrect PIN. 1 attempt left.");
    expect((await server.call("vrfypin", { pin: "1357" }, { accessToken, vehicleId })).json.error.errorCode).toBe("7316");
  });

  it("stops at the daily limit (7701)", async () => {
    const car = vehicles["Tidal"]!;
    await server.db.query(
      `insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, state, status_code, deadline_at)
       select gen_random_uuid(), v.id, v.account_id, 'doorLock', 'lock', '{}', 'C', '0000', now()
         from vehicles v, generate_series(1, 50) where v.id = $1`,
      [car.vehicleId],
    );
    const headers = await authorize(server, token, car.vehicleId);
    expect((await server.call("drlck", {}, headers)).json.error.errorCode).toBe("7701");
  });

  it("keeps transactions to their own account", async () => {
    const car = vehicles["Aurora"]!;
    const headers = await authorize(server, token, car.vehicleId);
    const sent = await server.call("drlck", {}, headers);
    const kciToken = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const peek = await server.call(
      "rmtsts",
      {},
      { accessToken: kciToken, brand: "kci", transactionId: sent.headers.transactionid as string },
    );
    expect(peek.json.error.errorCode).toBe("7998");
  });
});
