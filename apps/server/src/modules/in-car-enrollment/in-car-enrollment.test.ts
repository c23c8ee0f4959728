import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_CAR_CODE_TRIES, IN_CAR_CODE_VALIDITY_MS } from "@carport/domain";
import { ApiError } from "../../http/api-error.ts";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createInCarEnrollment, IN_CAR_FAILURES_PER_HOUR } from "./in-car-enrollment-service.ts";

describe.each(databaseKinds())("in-car enrollment on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Many anonymous calls from one address: the limit of the anonymous rate is not under test here.
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => server.close());

  /** What the simulated car's screen shows, read as a demo user does (/dev/car-screen.json). */
  async function screen(vin: string) {
    const response = await server.app.inject({ method: "GET", url: `/dev/car-screen.json?vin=${vin}` });
    return (response.json() as { screen: { view: string; code?: string; expiresAt?: string } }).screen;
  }

  /** Has the car show a code (signed in or not) and answers it as the car shows it. */
  async function sendAndRead(vin: string, headers: Record<string, string> = {}): Promise<string> {
    const sent = await server.call("sendQrCode", { vin }, headers);
    return codeOnCar(vin, sent.json.result.expiresAt);
  }

  /** Waits until the car shows the code that expires at `expiresAt`, and answers it. */
  async function codeOnCar(vin: string, expiresAt: string): Promise<string> {
    await expect
      .poll(
        async () => {
          const shown = await screen(vin);
          return shown.view === "enrollmentCode" && shown.expiresAt === expiresAt;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return (await screen(vin)).code!;
  }

  const errorCode = (answer: { json: { error?: { errorCode: string } } }) => answer.json.error?.errorCode;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("adds the vehicle with the code the car shows, typed in, once", async () => {
    const vin = "2HMTDPC4000000202";
    const headers = { accessToken: await server.login("demo@hacc.test", DEMO_PASSWORD) };
    const sent = await server.call(`sendQrCode?vin=${vin}`, {}, headers);
    expect(sent.json.result.validitySeconds).toBe(IN_CAR_CODE_VALIDITY_MS / 1000);
    expect(Date.parse(sent.json.result.expiresAt) - Date.now()).toBeLessThanOrEqual(IN_CAR_CODE_VALIDITY_MS);
    const code = await codeOnCar(vin, sent.json.result.expiresAt);

    const verified = await server.call("verifyQrCode", { vin, qrCode: `${code.slice(0, 3)} ${code.slice(3)}` }, headers);
    expect(verified.json.result).toMatchObject({ vin, modelName: "Tidal Plug-in", fuelKindCode: "P" });
    // The code is single use: the car no longer shows it and it cannot be verified again.
    await expect.poll(async () => (await screen(vin)).view, { timeout: 10_000 }).toBe("home");
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: code }, headers))).toBe("7693");

    const vehicleId = verified.json.result.vehicleId as string;
    const added = await server.call("ivscmpltn", { vehicleId, nickname: "Tidal", tncConfirm: "Y", notificationList: [] }, headers);
    expect(added.json.result).toMatchObject({ enrollmentStatus: 9 });
    const vehicles = (await server.call("vhcllst", {}, headers)).json.result.vehicles as Array<{
      vin: string;
      nickName: string;
      vehicleId: string;
    }>;
    expect(vehicles.find((v) => v.vin === vin)).toMatchObject({ nickName: "Tidal", vehicleId: added.json.result.vehicleId });
    expect(errorCode(await server.call("ivscmpltn", { vehicleId, nickname: "Again", tncConfirm: "Y" }, headers))).toBe("7693");
    // An enrolled car shows no more codes.
    expect(errorCode(await server.call("sendQrCode", { vin }, headers))).toBe("7656");
  });

  it("registers a new account with the vehicle verified in the car", async () => {
    const vin = "2HMAUEC5000000201";
    const verified = await server.call("verifyQrCode", { vin, qrCode: await sendAndRead(vin) });
    const email = `in-car-${kind}@example.ca`;
    const registered = await server.call("ivecmpltn", {
      vehicleId: verified.json.result.vehicleId,
      nickname: "Aurora",
      account: { email, password: "Alex-Pass-2026!", confirmPassword: "Alex-Pass-2026!" },
      pin: "2468",
      tncConfirm: "Y",
      rdrToken: "HT-5101",
    });
    expect(registered.json.result).toEqual({ enrollmentStatus: 7 });
    const token = await server.login(email, "Alex-Pass-2026!");
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    expect(vehicles).toEqual([expect.objectContaining({ vin, nickName: "Aurora", enrollmentStatus: 4 })]);
  });

  it("adds the vehicle with a preferred dealer from the car as rgacct does: an unknown one is refused changing nothing, a known one becomes the account's", async () => {
    const vin = "3KNKTEC6000000201";
    const headers = { brand: "kci", accessToken: await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" }) };
    const dealerBefore = (await server.call("gtprfdlr", {}, headers)).json.result.dealer;
    const vehiclesBefore = (await server.call("vhcllst", {}, headers)).json.result.vehicles;
    const verified = await server.call("verifyQrCode", { vin, qrCode: await sendAndRead(vin, headers) }, headers);
    const vehicleId = verified.json.result.vehicleId as string;

    // Not in the directory, or another brand's dealer.
    for (const preferredDealer of ["NOPE-D99", "HACC-D03"]) {
      const refused = await server.call("ivscmpltn", { vehicleId, nickname: "Kite", tncConfirm: "Y", preferredDealer }, headers);
      expect(refused.status).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain("preferredDealer");
    }
    expect((await server.call("gtprfdlr", {}, headers)).json.result.dealer).toEqual(dealerBefore);
    expect((await server.call("vhcllst", {}, headers)).json.result.vehicles).toEqual(vehiclesBefore);

    // The same completion id still works.
    const added = await server.call("ivscmpltn", { vehicleId, nickname: "Kite", tncConfirm: "Y", preferredDealer: "KCI-D03" }, headers);
    expect(added.json.result).toMatchObject({ enrollmentStatus: 9 });
    expect((await server.call("gtprfdlr", {}, headers)).json.result.dealer).toMatchObject({
      dealerCode: "KCI-D03",
      dealerName: "Kestrel Laval",
    });
    const vehicles = (await server.call("vhcllst", {}, headers)).json.result.vehicles as Array<{ vin: string }>;
    expect(vehicles.map((v) => v.vin)).toContain(vin);
  });

  it("registers from the car with a preferred dealer as rgacct does: an unknown one is refused creating nothing, a known one becomes the account's", async () => {
    const vin = "3KNTLGC5000000203";
    const brand = { brand: "kci" };
    const verified = await server.call("verifyQrCode", { vin, qrCode: await sendAndRead(vin, brand) }, brand);
    const email = `in-car-dealer-${kind}@example.ca`;
    const registration = (preferredDealer: string) => ({
      vehicleId: verified.json.result.vehicleId,
      nickname: "Talon",
      account: { email, password: "Alex-Pass-2026!", confirmPassword: "Alex-Pass-2026!" },
      pin: "2468",
      tncConfirm: "Y",
      rdrToken: "KT-6103",
      preferredDealer,
    });
    const accounts = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from accounts"))[0]!.n;
    const before = await accounts();

    const refused = await server.call("ivecmpltn", registration("NOPE-D99"), brand);
    expect(refused.status).toBe(400);
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("preferredDealer");
    expect(await accounts()).toBe(before);

    const registered = await server.call("ivecmpltn", registration("KCI-D05"), brand);
    expect(registered.json.result).toEqual({ enrollmentStatus: 7 });
    const token = await server.login(email, "Alex-Pass-2026!", brand);
    const preferred = await server.call("gtprfdlr", {}, { ...brand, accessToken: token });
    expect(preferred.json.result.dealer).toMatchObject({ dealerCode: "KCI-D05", dealerName: "Kestrel Winnipeg Pembina" });
  });

  it("refuses wrong codes, then every code after the last try; a new code replaces the old", async () => {
    const vin = "2HMSMGC5000000203";
    const first = await sendAndRead(vin);
    for (let attempt = 1; attempt < IN_CAR_CODE_TRIES; attempt++) {
      expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: wrong(first) }))).toBe("7690");
    }
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: wrong(first) }))).toBe("7692");
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: first }))).toBe("7692");
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: "12a456" }))).toBe("7998");

    const second = await sendAndRead(vin);
    if (second !== first) expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: first }))).toBe("7690");
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: second }))).toBeUndefined();
    const [row] = await server.db.query<{ n: number }>("select count(*)::int as n from vehicles where vin = $1", [vin]);
    expect(row!.n).toBe(0);
  });

  it("stops guessing across new codes: after the hour's wrong codes from one address, even the right code is refused to it", async () => {
    const vin = "5GNVSPC5000000202";
    const brand = { brand: "gen" };
    for (let code = 0; code * IN_CAR_CODE_TRIES < IN_CAR_FAILURES_PER_HOUR; code++) {
      const sent = await server.call("sendQrCode", { vin }, brand);
      const shown = await codeOnCar(vin, sent.json.result.expiresAt);
      for (let attempt = 0; attempt < IN_CAR_CODE_TRIES; attempt++) await server.call("verifyQrCode", { vin, qrCode: wrong(shown) }, brand);
    }
    const sent = await server.call("sendQrCode", { vin }, brand);
    const shown = await codeOnCar(vin, sent.json.result.expiresAt);
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: shown }, brand))).toBe("7692");
  });

  it("refuses a code past its 10 minutes, and the car says it expired", async () => {
    const vin = "2HMSMGC5000000203";
    // The code is sent by a clock 10 minutes and 1 second behind: it has expired when typed now.
    const behind = createInCarEnrollment(server.db, server.vehicleLink.gateway, {
      validityMs: IN_CAR_CODE_VALIDITY_MS,
      now: () => Date.now() - IN_CAR_CODE_VALIDITY_MS - 1000,
    });
    await behind.sendCode("hacc", vin, null);
    await expect.poll(async () => (await screen(vin)).view, { timeout: 10_000 }).toBe("enrollmentCodeExpired");

    const [stored] = await server.db.query<{ code_hash: string }>("select code_hash from in_car_codes where vin = $1 and not replaced", [
      vin,
    ]);
    expect(stored).toBeDefined();
    // Whatever the code, an expired one is refused as expired and nothing is enrolled.
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: "000000" }))).toBe("7691");

    // The injected clock: a code is refused at its end, and good just before it.
    let now = Date.now();
    const clocked = createInCarEnrollment(server.db, server.vehicleLink.gateway, { validityMs: IN_CAR_CODE_VALIDITY_MS, now: () => now });
    const late = await codeOnCar(vin, (await clocked.sendCode("hacc", vin, null)).expiresAt);
    now += IN_CAR_CODE_VALIDITY_MS;
    const link = { language: 0 as const, source: { address: "127.0.0.1", accountId: null } };
    const refused = await clocked.verifyCode("hacc", vin, late, null, link).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("7691");
    const inTime = await codeOnCar(vin, (await clocked.sendCode("hacc", vin, null)).expiresAt);
    now += IN_CAR_CODE_VALIDITY_MS - 1;
    expect((await clocked.verifyCode("hacc", vin, inTime, null, link)).vin).toBe(vin);
  });

  it("lets no other account verify or complete an enrollment started by one", async () => {
    const vin = "3KNSRPC5000000202";
    const brand = { brand: "kci" };
    const owner = { ...brand, accessToken: await server.login("demo@kci.test", DEMO_PASSWORD, brand) };
    await createFleetService(server.db).createAccount({
      brand: "kci",
      email: `other-${kind}@example.ca`,
      password: "Other-Pass-2026!",
      pin: "1357",
      firstName: "Other",
      lastName: "Owner",
    });
    const other = { ...brand, accessToken: await server.login(`other-${kind}@example.ca`, "Other-Pass-2026!", brand) };

    const code = await sendAndRead(vin, owner);
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: code }, other))).toBe("7690");
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: code }, brand))).toBe("7690");
    const verified = await server.call("verifyQrCode", { vin, qrCode: code }, owner);
    const vehicleId = verified.json.result.vehicleId as string;
    expect(errorCode(await server.call("ivscmpltn", { vehicleId, nickname: "Mine", tncConfirm: "Y" }, other))).toBe("7693");
    expect(
      errorCode(
        await server.call(
          "ivecmpltn",
          {
            vehicleId,
            nickname: "Mine",
            pin: "1357",
            tncConfirm: "Y",
            rdrToken: "KT-6102",
            account: { email: `thief-${kind}@example.ca`, password: "Thief-Pass-2026!", confirmPassword: "Thief-Pass-2026!" },
          },
          brand,
        ),
      ),
    ).toBe("7693");
    expect(errorCode(await server.call("ivscmpltn", { vehicleId: "made-up", nickname: "Mine", tncConfirm: "Y" }, owner))).toBe("7693");
    expect((await server.call("vhcllst", {}, other)).json.result.vehicles).toEqual([]);
    expect((await server.call("ivscmpltn", { vehicleId, nickname: "Sorrel", tncConfirm: "Y" }, owner)).json.result.enrollmentStatus).toBe(
      9,
    );
  });
});
