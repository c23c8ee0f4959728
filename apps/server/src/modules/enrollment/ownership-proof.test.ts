import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

// Issue 18: nobody takes a car that is not theirs. Each test performs the attack and shows it
// refused with nothing changed; the owner's own proof still works.

const SQUATTER = { email: "squatter@example.ca", password: "Squat-Pass-2026!", pin: "1397" };

describe.each(databaseKinds())("proof of ownership on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Many anonymous calls from one address: the anonymous rate limit is not under test here.
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => server.close());

  const vehicleRows = (vin: string) =>
    server.db.query<{ account_id: string; enrollment_status: number }>(
      "select account_id, enrollment_status from vehicles where vin = $1",
      [vin],
    );
  const signIn = async (brand: string) => {
    const token = await server.login(`demo@${brand}.test`, DEMO_PASSWORD, { brand });
    return { accessToken: token, brand };
  };
  const listed = async (headers: Record<string, string>) =>
    (await server.call("vhcllst", {}, headers)).json.result.vehicles as Array<{
      vin: string;
      vehicleId: string;
      enrollmentStatus: number;
      dtcCount: number;
      odometer: number;
    }>;

  it("addvhcl without any proof of ownership is refused (7998 naming primaryEnrolledUser): no vehicle row, nothing listed, nothing to command", async () => {
    const headers = await signIn("kci");
    const vin = "3KNKTEC6000000201";
    const refused = await server.call("addvhcl", { vin, nickname: "Not mine", tncConfirm: "Y", notificationList: [] }, headers);
    expect(refused.status).toBe(400);
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("primaryEnrolledUser");
    expect(await vehicleRows(vin)).toHaveLength(0);
    expect((await listed(headers)).map((v) => v.vin)).not.toContain(vin);
  });

  it("wrong owner data names the wrong fields twice, then 7658 without naming any; the right data after that is refused too, and nothing is enrolled", async () => {
    const headers = await signIn("kci");
    const vin = "3KNSRPC5000000202";
    const add = (primaryEnrolledUser: Record<string, string>) =>
      server.call("addvhcl", { vin, nickname: "Sorrel", tncConfirm: "Y", primaryEnrolledUser }, headers);
    const first = await add({ firstName: "Robin", lastName: "Smith", postalCode: "T2P 1J9" });
    expect(first.json.error.errorCode).toBe("7998");
    expect(first.json.error.errorDesc).toContain("lastName");
    expect(first.json.error.errorDesc).not.toContain("firstName");
    const second = await add({ firstName: "Rob", lastName: "Lavoie", postalCode: "T2P 1J9" });
    expect(second.json.error.errorDesc).toContain("firstName");
    const third = await add({ firstName: "Robin", lastName: "Lavoie", postalCode: "H0H 0H0" });
    expect(third.json.error.errorCode).toBe("7658");
    expect(third.json.error.errorDesc).not.toMatch(/postalCode|firstName|lastName/);
    const right = await add({ firstName: "Robin", lastName: "Lavoie", postalCode: "T2P 1J9" });
    expect(right.json.error.errorCode).toBe("7658");
    expect(await vehicleRows(vin)).toHaveLength(0);
  });

  it("a wrong dealer token counts as registration's does: 7655, 7655, 7654, and the right token then 7654; nothing is enrolled", async () => {
    const headers = await signIn("kci");
    const vin = "3KNTLGC5000000203";
    const codes = [];
    for (const rdrToken of ["KT-0000", "KT-0001", "KT-0002", "KT-6103"]) {
      codes.push((await server.call("addvhcl", { vin, nickname: "Talon", tncConfirm: "Y", rdrToken }, headers)).json.error?.errorCode);
    }
    expect(codes).toEqual(["7655", "7655", "7654", "7654"]);
    expect(await vehicleRows(vin)).toHaveLength(0);
  });

  it("guesses sent at once do not pass the three tries together", async () => {
    const headers = await signIn("gen");
    const vin = "5GNVSPC5000000202";
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.call(
          "addvhcl",
          {
            vin,
            nickname: "Vista",
            tncConfirm: "Y",
            primaryEnrolledUser: { firstName: `Guess${i}`, lastName: "Fortin", postalCode: "S4P 3Y2" },
          },
          headers,
        ),
      ),
    );
    const named = guesses.filter((g) => g.json.error?.errorCode === "7998");
    expect(named.length).toBeLessThanOrEqual(2);
    expect(guesses.every((g) => g.json.responseHeader.responseCode === 1)).toBe(true);
    expect(await vehicleRows(vin)).toHaveLength(0);
  });

  it("the owner's right data adds the car, fully enrolled, and the owner locks it; the dealer token does too", async () => {
    const headers = await signIn("kci");
    const added = await server.call(
      "addvhcl",
      {
        vin: "3KNKTEC6000000201",
        nickname: "Kite",
        tncConfirm: "Y",
        primaryEnrolledUser: { firstName: "chris", lastName: "BOUCHARD", postalCode: "g1r4p5" },
      },
      headers,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 4, subscriptionStatus: "A" });
    const pinned = await authorize(server, headers.accessToken, added.json.result.vehicleId, DEMO_PIN, { brand: "kci" });
    const sent = await server.call("drlck", {}, pinned);
    expect((await completed(server, headers.accessToken, sent.headers.transactionid as string, { brand: "kci" })).apiStatusCode).toBe(
      "0000",
    );

    const gen = await signIn("gen");
    const byToken = await server.call(
      "addvhcl",
      { vin: "5GNLMEC6000000201", nickname: "Lumen", tncConfirm: "Y", rdrToken: "gn-7101" },
      gen,
    );
    expect(byToken.json.result).toMatchObject({ enrollmentStatus: 4 });
  });

  it("a registration that failed its owner checks enrolls the car unproven (3): the squatter reads nothing of it, cannot command it, and the owner who proves it takes it over", async () => {
    const vin = "2HMSMGC5000000203";
    for (let i = 0; i < 3; i++) await server.call("vrfyvhclownr", { vin, firstName: "Guess", lastName: `Who${i}`, postalCode: "H0H 0H0" });
    const registered = await server.call("rgacct", {
      vehicle: { vin, nickName: "Mine now" },
      account: { email: SQUATTER.email, password: SQUATTER.password, confirmPassword: SQUATTER.password },
      pin: SQUATTER.pin,
      tncConfirm: "Y",
      profile: {
        firstName: "Guess",
        lastName: "Who",
        notificationEmail: SQUATTER.email,
        addresses: { primary: { street: "", suite: "", city: "", province: "ON", postalCode: "H0H 0H0" } },
      },
    });
    expect(registered.json.result).toEqual({ enrollmentStatus: 3 });
    const squatter = { accessToken: await server.login(SQUATTER.email, SQUATTER.password) };
    const [car] = await listed(squatter);
    expect(car).toMatchObject({ vin, enrollmentStatus: 3, dtcCount: 0, odometer: 0 });
    const headers = { ...squatter, vehicleId: car!.vehicleId };
    for (const call of ["sltvhcl", "lstvhclsts", "gtvhclhlth", "nxtsvc", "gtmvrlst", "fndmcr"]) {
      const body = call === "sltvhcl" ? { vehicleId: car!.vehicleId } : {};
      expect((await server.call(call, body, headers)).json.error?.errorCode, call).toBe("7202");
    }
    expect((await server.call("vrfypin", { pin: SQUATTER.pin }, headers)).json.error?.errorCode).toBe("7202");
    expect((await server.call("drulck", {}, { ...headers, pAuth: "x".repeat(32) })).json.error?.errorCode).toBe("7202");
    expect(
      await server.db.query("select 1 from remote_transactions t join vehicles v on v.id = t.vehicle_id where v.vin = $1", [vin]),
    ).toHaveLength(0);

    // Nobody squats it a second time.
    const again = await server.call("rgacct", {
      vehicle: { vin, nickName: "Mine too" },
      account: { email: "second.squatter@example.ca", password: SQUATTER.password, confirmPassword: SQUATTER.password },
      pin: SQUATTER.pin,
      tncConfirm: "Y",
      profile: {
        firstName: "Guess",
        lastName: "Again",
        notificationEmail: "second.squatter@example.ca",
        addresses: { primary: { street: "", suite: "", city: "", province: "ON", postalCode: "H0H 0H0" } },
      },
    });
    expect(again.json.error.errorCode).toBe("7656");
    expect(await server.db.query("select 1 from accounts where email = 'second.squatter@example.ca'")).toHaveLength(0);

    // The owner proves it with the dealer token: the car is theirs, fully enrolled; the squatter has nothing.
    const owner = await signIn("hacc");
    const taken = await server.call("addvhcl", { vin, nickname: "Summit", tncConfirm: "Y", rdrToken: "HT-5103" }, owner);
    expect(taken.json.result).toMatchObject({ enrollmentStatus: 4 });
    const [row] = await vehicleRows(vin);
    const [demo] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test'");
    expect(row).toEqual({ account_id: demo!.id, enrollment_status: 4 });
    expect(await listed(squatter)).toEqual([]);
    expect(
      (await server.call("lstvhclsts", {}, { ...owner, vehicleId: taken.json.result.vehicleId })).json.responseHeader.responseCode,
    ).toBe(0);
  });

  it("the owner sitting in a car squatted unproven proves it with the code its screen shows and takes it over", async () => {
    const vin = "5GNCRGC5000000203";
    const gen = { brand: "gen" };
    for (let i = 0; i < 3; i++)
      await server.call("vrfyvhclownr", { vin, firstName: "Guess", lastName: `Who${i}`, postalCode: "H0H 0H0" }, gen);
    const email = "gen.squatter@example.ca";
    const squatted = await server.call(
      "rgacct",
      {
        vehicle: { vin, nickName: "Crest" },
        account: { email, password: SQUATTER.password, confirmPassword: SQUATTER.password },
        pin: SQUATTER.pin,
        tncConfirm: "Y",
        profile: {
          firstName: "Guess",
          lastName: "Who",
          notificationEmail: email,
          addresses: { primary: { street: "", suite: "", city: "", province: "ON", postalCode: "H0H 0H0" } },
        },
      },
      gen,
    );
    expect(squatted.json.result).toEqual({ enrollmentStatus: 3 });

    const owner = await signIn("gen");
    const sent = await server.call("sendQrCode", { vin }, owner);
    expect(sent.json.responseHeader.responseCode).toBe(0);
    let code = "";
    await expect
      .poll(
        async () => {
          const shown = (await server.app.inject({ method: "GET", url: `/dev/car-screen.json?vin=${vin}` })).json().screen as {
            view: string;
            code?: string;
            expiresAt?: string;
          };
          code = shown.view === "enrollmentCode" && shown.expiresAt === sent.json.result.expiresAt ? shown.code! : "";
          return code !== "";
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const verified = await server.call("verifyQrCode", { vin, qrCode: code }, owner);
    const added = await server.call(
      "ivscmpltn",
      { vehicleId: verified.json.result.vehicleId, nickname: "My Crest", tncConfirm: "Y" },
      owner,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 9 });
    const [demo] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@gen.test'");
    expect(await vehicleRows(vin)).toEqual([{ account_id: demo!.id, enrollment_status: 4 }]);
    const squatter = { accessToken: await server.login(email, SQUATTER.password, gen), ...gen };
    expect(await listed(squatter)).toEqual([]);
  });

  it("a registration's owner data without a postal code proves nothing: the missing field is named", async () => {
    const refused = await server.call("rgacct", {
      vehicle: { vin: "2HMTDPC4000000202", nickName: "Tidal" },
      account: { email: "names.only@example.ca", password: SQUATTER.password, confirmPassword: SQUATTER.password },
      pin: SQUATTER.pin,
      tncConfirm: "Y",
      profile: { firstName: "Sam", lastName: "Gagnon", notificationEmail: "names.only@example.ca" },
    });
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("postalCode");
    expect(await vehicleRows("2HMTDPC4000000202")).toHaveLength(0);
  });

  it("the owner-data check names no field once its tries are used up (a right answer included), nor for an enrolled car", async () => {
    const vin = "2HMAUEC5000000201";
    for (let i = 0; i < 3; i++) {
      const wrong = await server.call("vrfyvhclownr", { vin, firstName: "Alex", lastName: `Nope${i}`, postalCode: "H2X 1Y4" });
      expect(wrong.json.result.mismatched).toEqual(["lastName"]);
    }
    const right = { firstName: "Alex", lastName: "Martin", postalCode: "H2X 1Y4" };
    expect((await server.call("vrfyvhclownr", { vin, ...right })).json.result).toEqual({
      matched: false,
      mismatched: [],
      triesLeft: 0,
      proceed: true,
    });
    const data = [
      { key: "vin", value: vin },
      { key: "firstName", value: "Alex" },
      { key: "lastName", value: "Wrong" },
    ];
    const validated = (await server.call("datavalidator", { validationCode: 1, requestData: data })).json.result;
    expect(validated.validationResult).toBe(false);
    expect(validated.validationStatus.every((s: { status: boolean }) => !s.status)).toBe(true);

    // The demo owner's enrolled car: refused before anything is compared.
    const enrolled = "2HMAUEC5000000101";
    expect((await server.call("vrfyvhclownr", { vin: enrolled, ...right })).json.error.errorCode).toBe("7656");
    const onEnrolled = await server.call("datavalidator", {
      validationCode: 1,
      requestData: [
        { key: "vin", value: enrolled },
        { key: "firstName", value: "Demo" },
      ],
    });
    expect(onEnrolled.json.error.errorCode).toBe("7656");
    expect(onEnrolled.json.result ?? null).toBeNull();
  });
});
