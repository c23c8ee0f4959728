import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorDescription } from "@carport/protocol";
import { wireTimestamp } from "@carport/telematics";
import { databaseOutbox } from "../../test/new-device-steps.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from "../../seed/demo-fleet.ts";
import { codeIn } from "../../test/sign-in-test-support.ts";
import { findLastStatus, saveStatus } from "../../core/status-repository.ts";
import { MAKER_EV_VIN, MAKER_OWNER, startMaker, type MakerUnderTest } from "../../test/maker-under-test.ts";

const POLL_SECONDS = 0.3;

describe.each(databaseKinds())("the bridge to a maker's cloud (a second Carport), on %s", (kind) => {
  let maker: MakerUnderTest;
  let carport: TestServer;
  let token: string;
  let vehicleId = "";

  beforeAll(async () => {
    maker = await startMaker({ DAILY_COMMAND_LIMIT: "6" });
    carport = await createTestServer(kind, {
      UPSTREAM_HACC_URL: maker.url,
      UPSTREAM_POLL_SECONDS: String(POLL_SECONDS),
      UPSTREAM_COMMAND_POLL_MS: "100",
      UPSTREAM_RETRY_SECONDS: "0.2",
      UPSTREAM_QUIET_HOURS: "",
      UPSTREAM_FRESH_STATUS_MIN_SECONDS: "3600",
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
  /** The maker's own record of its car, as the maker's cloud holds it. */
  const makerStatus = async () => (await findLastStatus(maker.maker.db, maker.makerVehicleId))!;
  /** Something changes at the car: the maker's cloud holds a newer status. */
  async function changeAtMaker(change: (status: any) => void, options: { sameSecond?: boolean } = {}) {
    const status: any = structuredClone(await makerStatus());
    change(status);
    // Dated now, never ahead: a status from the future would make the maker refuse its car's next real one as older.
    // sameSecond: the car reported again within the second of its last status, whose date (whole seconds) it keeps.
    const at = new Date();
    if (!options.sameSecond) status.lastStatusDate = wireTimestamp(at);
    await saveStatus(maker.maker.db, maker.makerVehicleId, status, at);
  }
  const mirrored = async () => (await call("lstvhclsts", {}, { vehicleId })).json.result.status;

  it("refuses a wrong maker password with a clear message and keeps nothing", async () => {
    const { json } = await call("upstrmlnk", { brand: "hacc", loginId: MAKER_OWNER.email, password: "Wrong-Pass-0000!" });
    expect(json.error).toEqual({ errorCode: "7830", errorDesc: errorDescription("7830", 0) });
    expect(await accounts()).toEqual([]);
  });

  it("links the maker account with the one-time code the maker mailed", async () => {
    const started = await call("upstrmlnk", { brand: "hacc", loginId: MAKER_OWNER.email, password: MAKER_OWNER.password });
    expect(started.json.result.accounts).toEqual([
      expect.objectContaining({ brand: "hacc", loginId: MAKER_OWNER.email, state: "code", pinSet: false }),
    ]);
    const mail = await eventually(
      async () => (await databaseOutbox(maker.maker.db)(MAKER_OWNER.email)).find((m) => m.kind === "signInCode"),
      "the maker's code mail",
    );
    const code = codeIn(mail);
    const wrong = await call("upstrmotp", { brand: "hacc", otpNo: code === "000000" ? "111111" : "000000" });
    expect(wrong.json.error.errorCode).toBe("7831");
    const linked = await call("upstrmotp", { brand: "hacc", otpNo: code });
    expect(linked.json.result.accounts).toEqual([expect.objectContaining({ state: "linked", lastErrorCode: "" })]);
    expect(JSON.stringify(linked.json)).not.toContain(MAKER_OWNER.password);
    const [row] = await carport.db.query<Record<string, string>>("select * from upstream_accounts");
    expect(JSON.stringify(row)).not.toContain(MAKER_OWNER.password);
  });

  it("lists the maker's vehicles and brings the EV in as a vehicle of the owner, its charge level mirrored", async () => {
    const listed = (await call("upstrmvhcls", { brand: "hacc" })).json.result.vehicles;
    const ev = listed.find((v: { vin: string }) => v.vin === MAKER_EV_VIN);
    expect(ev).toMatchObject({ upstreamVehicleId: maker.makerVehicleId, vehicleId: "", fuelKindCode: "E" });
    const added = await call("upstrmadd", { brand: "hacc", upstreamVehicleId: ev.upstreamVehicleId });
    vehicleId = added.json.result.vehicleId;
    const again = await call("upstrmadd", { brand: "hacc", upstreamVehicleId: ev.upstreamVehicleId });
    expect(again.json.error.errorCode).toBe("7837");
    const mine = (await call("vhcllst")).json.result.vehicles;
    expect(mine.find((v: { vin: string }) => v.vin === MAKER_EV_VIN)).toMatchObject({
      vehicleId,
      nickName: "Real Aurora",
      fuelKindCode: "E",
    });
    expect((await mirrored()).evStatus.batteryStatus).toBe((await makerStatus()).evStatus!.batteryStatus);

    await changeAtMaker((status) => (status.evStatus.batteryStatus = 64));
    await eventually(async () => ((await mirrored()).evStatus.batteryStatus === 64 ? true : undefined), "the new charge level mirrored");
    // The mirrored reads go through the common status save: the car's history holds the status shown,
    // by the statement that saved it (even when the maker dated it the same second as the one before).
    const period = { from: new Date(Date.now() - 3600_000).toISOString(), to: new Date(Date.now() + 3600_000).toISOString() };
    const history = (await call("vhclhst", period, { vehicleId })).json.result.samples as Array<{ soc: number | null }>;
    expect(history.map((sample) => sample.soc)).toContain(64);

    await changeAtMaker((status) => (status.evStatus.batteryStatus = 63), { sameSecond: true });
    await eventually(
      async () => ((await mirrored()).evStatus.batteryStatus === 63 ? true : undefined),
      "a change within the same second mirrored",
    );
    const sameSecond = (await call("vhclhst", period, { vehicleId })).json.result.samples as Array<{ soc: number | null }>;
    expect(sameSecond.map((sample) => sample.soc)).toContain(63);
  });

  it("forwards a command only once the maker PIN is given, and completes it with the maker's outcome", async () => {
    const withoutPin = await call("drulck", {}, await authorize(carport, token, vehicleId, DEMO_PIN));
    const failed = await completed(carport, token, withoutPin.headers.transactionid as string);
    expect(failed).toMatchObject({ apiStatusCode: "7704", apiFailureReason: errorDescription("7840", 0) });

    await call("upstrmpin", { brand: "hacc", pin: MAKER_OWNER.pin });
    const unlock = await call("drulck", {}, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect((await completed(carport, token, unlock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    // The maker completes its transaction, then saves the status the car sent with the result.
    await eventually(async () => ((await makerStatus()).doorLock === false ? true : undefined), "the maker's car unlocked");

    const lock = await call("drlck", {}, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect((await completed(carport, token, lock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    await eventually(async () => ((await makerStatus()).doorLock === true ? true : undefined), "the maker's car locked");
    await eventually(async () => ((await mirrored()).doorLock === true ? true : undefined), "Carport's copy locked");
  });

  it("says so when the maker refuses the PIN, on the command and on the linked accounts", async () => {
    await call("upstrmpin", { brand: "hacc", pin: "9999" });
    const sent = await call("hrnlght", { horn: false }, await authorize(carport, token, vehicleId, DEMO_PIN));
    expect(await completed(carport, token, sent.headers.transactionid as string)).toMatchObject({
      apiStatusCode: "7704",
      apiFailureReason: errorDescription("7834", 0),
    });
    expect((await accounts())[0]).toMatchObject({ lastErrorCode: "7834", lastErrorMessage: errorDescription("7834", 0) });
    const french = await carport.call("upstrmlst", {}, { accessToken: token, language: "1" });
    expect(french.json.result.accounts[0].lastErrorMessage).toBe(errorDescription("7834", 1));
    // The maker's status polls go on and succeed: they say nothing of the PIN, so the notice stays.
    const polls = maker.count("lstvhclsts");
    await eventually(async () => (maker.count("lstvhclsts") > polls + 1 ? true : undefined), "two more status polls");
    expect((await accounts())[0]).toMatchObject({ lastErrorCode: "7834" });
    // The owner gives the right PIN: the refusal of the wrong one is no longer shown.
    await call("upstrmpin", { brand: "hacc", pin: MAKER_OWNER.pin });
    expect((await accounts())[0]).toMatchObject({ lastErrorCode: "" });
  });

  it("signs in again with the sealed credentials when the maker ends the session", async () => {
    const signIns = maker.count("v2/login");
    await maker.maker.db.query(
      "update access_tokens set revoked_at = now() where account_id = (select id from accounts where email = $1)",
      [MAKER_OWNER.email],
    );
    await changeAtMaker((status) => (status.evStatus.batteryStatus = 66));
    await eventually(
      async () => ((await mirrored()).evStatus.batteryStatus === 66 ? true : undefined),
      "the charge level mirrored after signing in again",
    );
    expect(maker.count("v2/login")).toBeGreaterThan(signIns);
    expect((await accounts())[0]).toMatchObject({ state: "linked", lastErrorCode: "" });
  });

  it("shows the maker unreachable, answers from its cache meanwhile, and catches up when the maker is back", async () => {
    maker.setDown(true);
    await changeAtMaker((status) => (status.evStatus.batteryStatus = 58));
    const down = await eventually(
      async () => ((await accounts())[0]!.lastErrorCode === "7833" ? (await accounts())[0] : undefined),
      "the outage shown",
    );
    expect(down.lastErrorMessage).toBe(errorDescription("7833", 0));
    expect((await mirrored()).evStatus.batteryStatus).toBe(66);
    maker.setDown(false);
    await eventually(
      async () => ((await mirrored()).evStatus.batteryStatus === 58 ? true : undefined),
      "the charge level after the outage",
    );
    await eventually(async () => ((await accounts())[0]!.lastErrorCode === "" ? true : undefined), "the outage cleared");
  });

  it("costs the maker one fresh status however many clients ask Carport for one", async () => {
    const clients = [
      token,
      await carport.login(demoEmail("hacc"), DEMO_PASSWORD, { Deviceid: "home-assistant-0001" }),
      await carport.login(demoEmail("hacc"), DEMO_PASSWORD, { Deviceid: "bluelinky-0002" }),
    ];
    const before = maker.count("rltmvhclsts");
    for (let round = 0; round < 3; round++) {
      for (const client of clients) {
        const fresh = await carport.call("rltmvhclsts", {}, { accessToken: client, vehicleId });
        expect(fresh.json.result.status.evStatus.batteryStatus).toEqual(expect.any(Number));
        expect((await carport.call("lstvhclsts", {}, { accessToken: client, vehicleId })).json.responseHeader.responseCode).toBe(0);
      }
    }
    expect(maker.count("rltmvhclsts") - before).toBe(1);
  });

  it("reports the maker's daily command limit as such", async () => {
    let reason = "";
    for (let sent = 0; sent < 8 && reason !== errorDescription("7835", 0); sent++) {
      const horn = await call("hrnlght", { horn: false }, await authorize(carport, token, vehicleId, DEMO_PIN));
      reason = (await completed(carport, token, horn.headers.transactionid as string)).apiFailureReason ?? "";
    }
    expect(reason).toBe(errorDescription("7835", 0));
  });

  it("unlinks: the vehicle leaves, the credentials are forgotten and the maker hears nothing more", async () => {
    const { json } = await call("upstrmunlnk", { brand: "hacc" });
    expect(json.result.accounts).toEqual([]);
    expect((await call("vhcllst")).json.result.vehicles.map((v: { vin: string }) => v.vin)).not.toContain(MAKER_EV_VIN);
    expect(await carport.db.query("select 1 from upstream_accounts")).toEqual([]);
    const total = () => [...maker.requests.values()].reduce((a, b) => a + b, 0);
    // A poll round already under way when the unlink came may finish its car's reads (status,
    // service, charge limits): then nothing more.
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 2000));
    const heard = total();
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 5000));
    expect(total()).toBe(heard);
  });

  it("tells the owner to sign in on the maker's site when the maker asks for a captcha", async () => {
    const codes: string[] = [];
    for (let tries = 0; tries < 4 && codes.at(-1) !== "7832"; tries++) {
      codes.push(
        (await call("upstrmlnk", { brand: "hacc", loginId: MAKER_OWNER.email, password: "Wrong-Pass-0000!" })).json.error.errorCode,
      );
    }
    expect(codes[0]).toBe("7830");
    expect(codes.at(-1)).toBe("7832");
    expect(await accounts()).toEqual([]);
  });
});
