import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorDescription } from "@carport/protocol";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from "../../seed/demo-fleet.ts";
import { CA_OWNER, NIRO_VEHICLE_ID, NIRO_VIN, startCanadianMaker, type CanadianMaker } from "./maker-stand-in/canadian-maker.ts";
import { niroEv2022Status } from "./maker-stand-in/niro-ev-2022-status.ts";
import { MAKER_USER_AGENT, utcOffsetHours } from "./maker-headers.ts";

/**
 * The bridge against a stand-in of the maker's Canadian cloud that answers the shapes the public
 * clients show (maker-stand-in/canadian-maker.ts lists the public source of every shape):
 * - the sign-in flow and its required headers: hyundai_kia_connect_api CANADA_LOGIN_FLOW_WITH_OTP.md;
 * - the car's status: tests/fixtures/ca_kia_niro_ev_2022_cached.json (a real Niro EV 2022);
 * - nxtsvc, evc/selsoc, fndmcr (6459 without Referer …/remote/, a position of coord and time
 *   only), rmtsts (apiResult C with apiStatusCode "null"): KiaUvoApiCA.py, commit 631a9c5,
 *   egmp-bluelink-scriptable src/lib/bluelink-regions/canada.ts;
 * - 7606: tests/test_ca_ip_validation_error.py; the firewall's HTML 403: KiaUvoApiCA commit e2ec795.
 */
describe("the bridge to the maker's Canadian cloud, as the public clients show it", () => {
  let maker: CanadianMaker;
  let carport: TestServer;
  let token: string;
  let vehicleId = "";
  let makerUrl = "";

  beforeAll(async () => {
    maker = startCanadianMaker();
    makerUrl = await maker.listen();
    carport = await createTestServer("pglite", {
      UPSTREAM_KCI_URL: makerUrl,
      UPSTREAM_POLL_SECONDS: "0.3",
      UPSTREAM_COMMAND_POLL_MS: "100",
      UPSTREAM_RETRY_SECONDS: "0.2",
      UPSTREAM_QUIET_HOURS: "",
      UPSTREAM_TIME_ZONE: "America/Toronto",
    });
    token = await carport.login(demoEmail("hacc"), DEMO_PASSWORD);
  });
  afterAll(async () => {
    await carport?.close();
    await maker?.close();
  });

  const call = (name: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    carport.call(name, body, { accessToken: token, ...headers });
  const accounts = async () => (await call("upstrmlst")).json.result.accounts as Array<Record<string, any>>;
  const mirrored = async () => (await call("lstvhclsts", {}, { vehicleId })).json.result.status;

  it("is answered by the maker's web firewall, as the real one answers a client without the sign-in document's headers", async () => {
    const refused = await fetch(`${makerUrl}/tods/api/v2/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ loginId: CA_OWNER.email, password: CA_OWNER.password }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("<html>");
  });

  it("signs in as the public clients do: the maker accepts its headers, mails a code, and checks verifiedOtp", async () => {
    const started = await call("upstrmlnk", { brand: "kci", loginId: CA_OWNER.email, password: CA_OWNER.password });
    expect(started.json.result.accounts).toEqual([expect.objectContaining({ brand: "kci", state: "code" })]);
    expect(maker.codesMailed).toHaveLength(1);
    // The maker answers a wrong code with verifiedOtp false (responseCode 0): the link is refused.
    const wrong = await call("upstrmotp", { brand: "kci", otpNo: maker.codesMailed[0] === "000000" ? "111111" : "000000" });
    expect(wrong.json.error).toEqual({ errorCode: "7831", errorDesc: errorDescription("7831", 0) });
    const linked = await call("upstrmotp", { brand: "kci", otpNo: maker.codesMailed[0] });
    expect(linked.json.result.accounts).toEqual([expect.objectContaining({ state: "linked", lastErrorCode: "" })]);

    // The bridge's sign-in (the first test's bare request carried no device).
    const signIn = maker.requests.filter((r) => r.headers.deviceid && (r.name === "v2/login" || r.name.startsWith("mfa/")));
    expect(signIn.map((r) => r.name)).toEqual([
      "v2/login",
      "mfa/selverifmeth",
      "mfa/sendotp",
      "mfa/validateotp",
      "mfa/validateotp",
      "mfa/genmfatkn",
    ]);
    const origin = makerUrl;
    const devices = new Set(signIn.map((r) => r.headers.deviceid));
    expect(devices.size).toBe(1);
    const [device] = [...devices] as string[];
    expect(Buffer.from(device!, "base64").toString("latin1")).toMatch(/^[0-9a-f]{32}$/);
    for (const request of signIn) {
      expect(request.headers).toMatchObject({
        from: "CWP",
        origin,
        referer: `${origin}/login`,
        "user-agent": MAKER_USER_AGENT,
        "content-type": "application/json;charset=UTF-8",
        language: "0",
        offset: utcOffsetHours("America/Toronto", new Date()),
        client_id: "KIAHSPACA0232141ED9722C67715A0B",
        client_secret: "CLISCRKA0232141ED9722C67715A0B",
      });
    }
    expect(signIn.find((r) => r.name === "mfa/genmfatkn")!.body).toMatchObject({ mfaYn: "Y", mfaApiCode: "0107" });
  });

  it("brings the Niro in with the maker's status field for field, its odometer, service schedule and charge limits", async () => {
    const listed = (await call("upstrmvhcls", { brand: "kci" })).json.result.vehicles;
    expect(listed).toEqual([expect.objectContaining({ upstreamVehicleId: NIRO_VEHICLE_ID, vin: NIRO_VIN, fuelKindCode: "E" })]);
    const added = await call("upstrmadd", { brand: "kci", upstreamVehicleId: NIRO_VEHICLE_ID });
    vehicleId = added.json.result.vehicleId;
    expect(vehicleId).toEqual(expect.any(String));

    const status = await mirrored();
    // Every field of the real status, as it came (KiaUvoApiCA reads them all as optional).
    expect(status).toMatchObject(niroEv2022Status());
    expect(status.odometer).toEqual({ value: 41250, unit: 1 });

    const service = (await call("nxtsvc", {}, { vehicleId })).json.result.maintenanceInfo;
    expect(service).toMatchObject({ currentOdometer: 41250, imatServiceOdometer: 48000, msopServiceOdometer: 40000 });

    const limits = (await call("selsoc", {}, { vehicleId })).json.result as Array<{ plugType: number; level: number }>;
    expect(limits.map(({ plugType, level }) => ({ plugType, level }))).toEqual([
      { plugType: 0, level: 80 },
      { plugType: 1, level: 90 },
    ]);

    const car = (await call("vhcllst")).json.result.vehicles.find((v: { vin: string }) => v.vin === NIRO_VIN);
    // Nothing says CCS2, remote ignition or a battery type: all unknown, none made up.
    expect(car).toMatchObject({ nickName: "My Niro", fuelKindCode: "E", isCCS2Vehicle: "", remoteIgnition: "", mainBatteryType: "" });
  });

  it("reads the car's position with the Referer the maker asks for, and answers a position of coord and time only", async () => {
    // Without the Referer of the remote page the maker answers 6459 (KiaUvoApiCA commit 631a9c5).
    const fndmcrs = maker.requests.filter((r) => r.name === "fndmcr");
    expect(fndmcrs).toEqual([]);
    await call("upstrmpin", { brand: "kci", pin: CA_OWNER.pin });
    const located = await call("fndmcr", { pin: DEMO_PIN }, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect(located.json).toMatchObject({
      responseHeader: { responseCode: 0 },
      result: { coord: { lat: 45.50884, lon: -73.58781 }, time: "20240801093000" },
    });
    const asked = maker.requests.filter((r) => r.name === "fndmcr").at(-1)!;
    const origin = makerUrl;
    expect(asked.headers).toMatchObject({ from: "SPA", referer: `${origin}/remote/` });
    expect(asked.headers.pauth).toEqual(expect.any(String));
    expect((await mirrored()).vehicleLocation).toEqual({ coord: { lat: 45.50884, lon: -73.58781 }, time: "20240801093000" });
  });

  it('locks and unlocks: the maker\'s transaction completes (apiResult C, apiStatusCode "null") and the mirror follows', async () => {
    const unlock = await call("drulck", {}, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect((await completed(carport, token, unlock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect(maker.car.status.doorLock).toBe(false);
    expect((await mirrored()).doorLock).toBe(false);

    const lock = await call("drlck", {}, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect((await completed(carport, token, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect((await mirrored()).doorLock).toBe(true);
    // rmtsts carries a pAuth, as both public clients send it.
    for (const poll of maker.requests.filter((r) => r.name === "rmtsts")) expect(poll.headers.pauth).toEqual(expect.any(String));
  });

  it("takes a done transaction naming an apiFailureReason as failed, and still refreshes the mirror", async () => {
    maker.car.status.airCtrlOn = true;
    const reads = maker.count("lstvhclsts");
    maker.failNextCommand("Vehicle is not reachable");
    const unlock = await call("drulck", {}, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect(await completed(carport, token, unlock.headers.transactionid as string)).toMatchObject({
      apiStatusCode: "7704",
      apiFailureReason: errorDescription("7839", 0),
    });
    expect(maker.count("lstvhclsts")).toBeGreaterThan(reads);
    expect((await mirrored()).airCtrlOn).toBe(true);
    maker.car.status.airCtrlOn = false;
  });

  it("sets the charge limits through evc/setsoc as the remote page does, and reads them back from evc/selsoc", async () => {
    const set = await call(
      "setsoc",
      {
        tsoc: [
          { plugType: 0, level: 70 },
          { plugType: 1, level: 100 },
        ],
      },
      await authorize(carport, token, vehicleId, DEMO_PIN),
    );
    expect((await completed(carport, token, set.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const limits = (await call("selsoc", {}, { vehicleId })).json.result as Array<{ plugType: number; level: number }>;
    expect(limits.map(({ plugType, level }) => ({ plugType, level }))).toEqual([
      { plugType: 0, level: 70 },
      { plugType: 1, level: 100 },
    ]);
  });

  it("7606 during a poll: the next poll signs in again with the remembered device, without a code, and reads the status", async () => {
    const logins = maker.count("v2/login");
    const codes = maker.codesMailed.length;
    maker.endTokens("7606");
    maker.car.status.evStatus.batteryStatus = 77;
    await eventually(async () => ((await mirrored()).evStatus.batteryStatus === 77 ? true : undefined), "the status read after 7606");
    expect(maker.count("v2/login")).toBeGreaterThan(logins);
    expect(maker.codesMailed).toHaveLength(codes);
    expect((await accounts())[0]).toMatchObject({ state: "linked", lastErrorCode: "" });
  });

  it("keeps reading a car whose status carries none of the optional fields, and shows them unknown", async () => {
    const full = maker.car.status;
    // Dated now, and later than the status mirrored before (to the second): Carport keeps a status only over an older one.
    const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const before = String((await mirrored()).lastStatusDate ?? "");
    if (stamp() <= before) await new Promise((resolve) => setTimeout(resolve, 1_100));
    const now = stamp();
    // A field no public client knows, nested: passed on to Carport's clients unchanged.
    const unknown = { chargeInfo: { newKind: { level: 3, note: "kept" } } };
    maker.car.status = { lastStatusDate: now, doorLock: true, ...unknown } as any;
    await eventually(async () => ((await mirrored()).lastStatusDate === now ? true : undefined), "the bare status mirrored");
    const status = await mirrored();
    expect(status).toMatchObject({ doorLock: true, ...unknown });
    expect(status.evStatus).toBeUndefined();
    expect(status.engine).toBeUndefined();
    expect((await call("vhcllst")).json.responseHeader.responseCode).toBe(0);
    expect((await call("selsoc", {}, { vehicleId })).json.responseHeader.responseCode).toBe(0);
    maker.car.status = full;
  });

  it("says the maker's firewall refused, keeps the last read's time, and recovers", async () => {
    await eventually(async () => ((await accounts())[0]!.lastPollDate ? true : undefined), "a read");
    maker.setFirewall(true);
    const refused = await eventually(
      async () => ((await accounts())[0]!.lastErrorCode === "7842" ? (await accounts())[0] : undefined),
      "the firewall shown",
    );
    expect(refused.lastErrorMessage).toBe(errorDescription("7842", 0));
    const shown = refused.lastPollDate;
    await eventually(async () => (maker.count("lstvhclsts") > 0 ? true : undefined), "another try");
    expect((await accounts())[0]!.lastPollDate).toBe(shown);
    maker.setFirewall(false);
    await eventually(async () => ((await accounts())[0]!.lastErrorCode === "" ? true : undefined), "the firewall cleared");
  });

  it("relinks with the same device (no new code), and signs out at the maker when unlinked", async () => {
    const codes = maker.codesMailed.length;
    const relinked = await call("upstrmlnk", { brand: "kci", loginId: CA_OWNER.email, password: CA_OWNER.password });
    expect(relinked.json.result.accounts).toEqual([expect.objectContaining({ state: "linked" })]);
    expect(maker.codesMailed).toHaveLength(codes);
    const logouts = maker.count("lgout");
    await call("upstrmunlnk", { brand: "kci" });
    expect(maker.count("lgout")).toBe(logouts + 1);
  });
});
