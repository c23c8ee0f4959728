import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { eventually } from "../test/remote-helpers.ts";

/**
 * The Python client hyundai_kia_connect_api (KiaUvoApiCA, region Canada) cannot be installed here
 * (PyPI is out of reach), so this replays exactly the requests it makes for the hacc demo owner:
 * its fixed headers (host mybluelink.ca, from SPA, language 0, a JSON content type even on calls
 * without a body), kept in one dict it mutates, so a pAuth or transactionId stays on every later
 * call; its bodies (`json.dumps({"pin": ...})`, no body at all on reads); vrfypin before each
 * command. Each answer is read as the client reads it, field by field. Its sign-in (mfa/*) is
 * another test's: the replay starts from a signed-in token.
 */
const HOST = "mybluelink.ca";
const DISTANCE_UNITS: Record<string, string | null> = { null: null, 0: null, 1: "km", 2: "mi", 3: "mi" };
const SEAT_STATUS = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]);
const TEMPERATURE_RANGE_C_NEW = Array.from({ length: 36 }, (_, i) => (i + 28) * 0.5);

/** The client's get_child_value: a dotted path, numbers indexing lists; missing answers undefined. */
function childValue(value: unknown, path: string): any {
  return path.split(".").reduce<any>((at, key) => (at === null || at === undefined ? undefined : at[key]), value);
}

describe.each(databaseKinds())("hyundai_kia_connect_api's KiaUvoApiCA, replayed, on %s", (kind) => {
  let server: TestServer;
  /** API_HEADERS: one dict for every call, mutated as the client does. */
  let headers: Record<string, string>;
  let pin: string;

  beforeAll(async () => {
    server = await createTestServer(kind, { BRAND_HOSTS: `hacc=${HOST}` });
    const accessToken = await server.login(demoEmail("hacc"), DEMO_PASSWORD, { brand: "hacc" });
    pin = DEMO_PIN;
    headers = {
      "content-type": "application/json;charset=UTF-8",
      accept: "application/json, text/plain, */*",
      "accept-language": "en-US,en;q=0.9",
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.142 Safari/537.36",
      host: HOST,
      origin: `https://${HOST}`,
      referer: `https://${HOST}/login`,
      from: "SPA",
      language: "0",
      offset: "0",
      "sec-fetch-dest": "empty",
      "sec-fetch-mode": "cors",
      "sec-fetch-site": "same-origin",
      accessToken,
    };
  });
  afterAll(() => server.close());

  /** sessions.post(url, headers=headers[, data=...]): answers response.json() and response.headers. */
  async function post(name: string, data?: string) {
    const response = await server.app.inject({
      method: "POST",
      url: `/tods/api/${name}`,
      headers: { ...headers },
      ...(data === undefined ? {} : { payload: data }),
    });
    expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    const json = response.json();
    expect(json.responseHeader.responseCode, `${name}: ${response.body}`).toBe(0);
    return { json, headers: response.headers };
  }

  /** _get_pin_token */
  async function pinToken(vehicleId: string): Promise<string> {
    headers.vehicleId = vehicleId;
    const { json } = await post("vrfypin", JSON.stringify({ pin }));
    return json.result.pAuth;
  }

  /** lock_action, start_charge, stop_charge, stop_climate: vrfypin, then the command with body {pin}; answers the transactionId header. */
  async function simpleCommand(name: string, vehicleId: string): Promise<string> {
    headers.vehicleId = vehicleId;
    headers.pAuth = await pinToken(vehicleId);
    const response = await post(name, JSON.stringify({ pin }));
    expect(response.headers.transactionid).toEqual(expect.any(String));
    return response.headers.transactionid as string;
  }

  /** check_action_status, until the command is complete: vrfypin, then rmtsts with the transactionId header. */
  async function actionStatus(vehicleId: string, transactionId: string) {
    return eventually(async () => {
      headers.transactionId = transactionId;
      headers.pAuth = await pinToken(vehicleId);
      const { json } = await post("rmtsts");
      const transaction = json.result.transaction;
      return transaction.apiResult === "C" ? transaction : undefined;
    }, `transaction ${transactionId}`);
  }

  /** _update_vehicle_properties_base, reading what the client reads (it fails on a missing airTemp.value or an unknown unit). */
  function vehicleProperties(state: { status: unknown }, year: number) {
    const airTemp = childValue(state, "status.airTemp.value") as string;
    expect(airTemp === "OFF" || airTemp.endsWith("H")).toBe(true);
    const unit = (path: string) => {
      // A missing value is None to the client, a key of its table too.
      const code = String(childValue(state, path) ?? null);
      expect(code in DISTANCE_UNITS, `${path}: ${code}`).toBe(true);
      return DISTANCE_UNITS[code];
    };
    for (const seat of ["fl", "fr", "rl", "rr"]) {
      const seatState = childValue(state, `status.seatHeaterVentState.${seat}SeatHeatState`) ?? null;
      expect(seatState === null || SEAT_STATUS.has(seatState), `${seat}: ${seatState}`).toBe(true);
    }
    expect(childValue(state, "status.lastStatusDate")).toMatch(/^\d{14}$/);
    return {
      airTemperature:
        airTemp !== "OFF" && childValue(state, "status.airTemp.unit") === 0 && year >= 2020
          ? TEMPERATURE_RANGE_C_NEW[parseInt(airTemp, 16)]
          : airTemp,
      totalDrivingRange: [
        childValue(state, "status.evStatus.drvDistance.0.rangeByFuel.totalAvailableRange.value"),
        unit("status.evStatus.drvDistance.0.rangeByFuel.totalAvailableRange.unit"),
      ],
      evDrivingRange: [
        childValue(state, "status.evStatus.drvDistance.0.rangeByFuel.evModeRange.value"),
        unit("status.evStatus.drvDistance.0.rangeByFuel.evModeRange.unit"),
      ],
      fuelDrivingRange: [childValue(state, "status.dte.value"), unit("status.dte.unit")],
      carBattery: childValue(state, "status.battery.batSoc"),
      engineIsRunning: childValue(state, "status.engine"),
      isLocked: childValue(state, "status.doorLock"),
      airControlIsOn: childValue(state, "status.airCtrlOn"),
      evBattery: childValue(state, "status.evStatus.batteryStatus"),
      evIsCharging: childValue(state, "status.evStatus.batteryCharge"),
      evPluggedIn: childValue(state, "status.evStatus.batteryPlugin"),
      chargeDuration: childValue(state, "status.evStatus.remainTime2.atc.value"),
    };
  }

  /** _get_next_service and _update_vehicle_properties_service */
  async function nextService(vehicleId: string) {
    headers.vehicleId = vehicleId;
    const service = (await post("nxtsvc")).json.result.maintenanceInfo;
    for (const key of ["currentOdometerUnit", "imatServiceOdometerUnit", "msopServiceOdometerUnit"])
      expect(String(service[key]) in DISTANCE_UNITS, key).toBe(true);
    expect(service.currentOdometer).toEqual(expect.any(Number));
    return service;
  }

  /** get_location: vrfypin, then fndmcr with body {pin}. */
  async function location(vehicleId: string) {
    headers.vehicleId = vehicleId;
    headers.pAuth = await pinToken(vehicleId);
    const { json } = await post("fndmcr", JSON.stringify({ pin }));
    expect(json.result.coord).toEqual({ lat: expect.any(Number), lon: expect.any(Number), alt: expect.any(Number) });
    expect(json.result.time).toEqual(expect.any(String));
    return json.result;
  }

  /** _get_charge_limits and _update_vehicle_properties_charge: the last level of each plug type. */
  async function chargeLimits(vehicleId: string) {
    headers.vehicleId = vehicleId;
    const state = (await post("evc/selsoc")).json.result as Array<{ plugType: number; level: number }>;
    return { ac: state.filter((x) => x.plugType === 1).at(-1)!.level, dc: state.filter((x) => x.plugType === 0).at(-1)!.level };
  }

  let aurora: { id: string; year: number };

  it("lists the vehicles (vhcllst without a body)", async () => {
    const { json } = await post("vhcllst");
    const vehicles = json.result.vehicles.map((entry: Record<string, unknown>) => ({
      id: entry.vehicleId,
      name: entry.nickName,
      model: entry.modelName,
      year: Number.parseInt(entry.modelYear as string, 10),
      vin: entry.vin,
      engineType: ({ G: "ICE", E: "EV", P: "PHEV" } as Record<string, string>)[entry.fuelKindCode as string],
      dtcCount: entry.dtcCount,
    }));
    expect(vehicles.map((v: { name: string; engineType: string }) => [v.name, v.engineType])).toEqual([
      ["Aurora", "EV"],
      ["Tidal", "PHEV"],
      ["Summit", "ICE"],
      ["Old Breeze", "ICE"],
    ]);
    for (const v of vehicles)
      expect(v).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        model: expect.any(String),
        year: expect.any(Number),
        vin: expect.any(String),
        engineType: expect.any(String),
        dtcCount: expect.any(Number),
      });
    aurora = vehicles[0];
  });

  it("reads the cached state: lstvhclsts, nxtsvc, the location and the charge limits", async () => {
    headers.vehicleId = aurora.id;
    const state = { status: (await post("lstvhclsts")).json.result.status };
    const properties = vehicleProperties(state, aurora.year);
    expect(properties).toMatchObject({
      evBattery: expect.any(Number),
      evIsCharging: expect.any(Boolean),
      isLocked: expect.any(Boolean),
      carBattery: expect.any(Number),
    });
    expect(properties.totalDrivingRange).toEqual([expect.any(Number), "km"]);
    await nextService(aurora.id);
    await location(aurora.id);
    const limits = await chargeLimits(aurora.id);
    expect(limits).toEqual({ ac: expect.any(Number), dc: expect.any(Number) });
  });

  it("locks and unlocks, each after vrfypin, and follows the command with rmtsts", async () => {
    const locked = await simpleCommand("drlck", aurora.id);
    expect(await actionStatus(aurora.id, locked)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    const unlocked = await simpleCommand("drulck", aurora.id);
    expect(await actionStatus(aurora.id, unlocked)).toMatchObject({ apiResult: "C", apiStatusCode: "0000" });
    headers.vehicleId = aurora.id;
    expect(vehicleProperties({ status: (await post("lstvhclsts")).json.result.status }, aurora.year).isLocked).toBe(false);
  });

  it("starts climate on the EV (evc/rfon with hvacInfo) at 21 °C and stops it (evc/rfoff)", async () => {
    headers.vehicleId = aurora.id;
    headers.pAuth = await pinToken(aurora.id);
    const hexSetTemp = `${TEMPERATURE_RANGE_C_NEW.indexOf(21).toString(16)}H`.padStart(3, "0").toUpperCase();
    expect(hexSetTemp).toBe("0EH");
    const payload = {
      hvacInfo: { airCtrl: 1, defrost: false, heating1: 0, airTemp: { value: hexSetTemp, unit: 0, hvacTempType: 1 } },
      pin,
    };
    const started = await post("evc/rfon", JSON.stringify(payload));
    expect(await actionStatus(aurora.id, started.headers.transactionid as string)).toMatchObject({ apiStatusCode: "0000" });
    headers.vehicleId = aurora.id;
    const running = vehicleProperties({ status: (await post("lstvhclsts")).json.result.status }, aurora.year);
    expect(running).toMatchObject({ airControlIsOn: true, airTemperature: 21 });
    const stopped = await simpleCommand("evc/rfoff", aurora.id);
    expect(await actionStatus(aurora.id, stopped)).toMatchObject({ apiStatusCode: "0000" });
  });

  it("sets charge limits 80 (DC) and 90 (AC) on the CCS2 electric car with evc/setsoc, and reads them back", async () => {
    headers.vehicleId = aurora.id;
    headers.pAuth = await pinToken(aurora.id);
    const payload = {
      tsoc: [
        { plugType: 0, level: 80 },
        { plugType: 1, level: 90 },
      ],
      pin,
    };
    const set = await post("evc/setsoc", JSON.stringify(payload));
    expect(await actionStatus(aurora.id, set.headers.transactionid as string)).toMatchObject({ apiStatusCode: "0000" });
    expect(await chargeLimits(aurora.id)).toEqual({ ac: 90, dc: 80 });
  });

  it("starts and stops charging (evc/rcstrt, evc/rcstp)", async () => {
    const started = await simpleCommand("evc/rcstrt", aurora.id);
    expect(await actionStatus(aurora.id, started)).toMatchObject({ apiStatusCode: "0000" });
    const stopped = await simpleCommand("evc/rcstp", aurora.id);
    expect(await actionStatus(aurora.id, stopped)).toMatchObject({ apiStatusCode: "0000" });
    headers.vehicleId = aurora.id;
    expect(vehicleProperties({ status: (await post("lstvhclsts")).json.result.status }, aurora.year).evIsCharging).toBe(false);
  });

  it("forces a refresh: rltmvhclsts without a body, then nxtsvc, the location and the charge limits", async () => {
    headers.vehicleId = aurora.id;
    const state = { status: (await post("rltmvhclsts")).json.result.status };
    vehicleProperties(state, aurora.year);
    const service = await nextService(aurora.id);
    expect(service.currentOdometerUnit).toBe(1);
    await location(aurora.id);
    expect(await chargeLimits(aurora.id)).toEqual({ ac: 90, dc: 80 });
  });
});
