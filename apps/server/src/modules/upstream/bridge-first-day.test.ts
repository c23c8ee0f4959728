import { BRAND_NAMES } from "@carport/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { databaseOutbox } from "../../test/new-device-steps.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";
import { CA_OWNER, NIRO_VEHICLE_ID, NIRO_VIN, startCanadianMaker, type CanadianMaker } from "./maker-stand-in/canadian-maker.ts";

/**
 * A real owner's first day, and whose car it is (issue 53, items 7 and 8), against stand-ins of the
 * maker's Canadian cloud answering the shapes the public clients show (maker-stand-in/canadian-maker.ts
 * lists the public source of each: the sign-in with its mailed code from
 * hyundai_kia_connect_api CANADA_LOGIN_FLOW_WITH_OTP.md, the Niro EV's status from its
 * tests/fixtures/ca_kia_niro_ev_2022_cached.json, nxtsvc and evc/selsoc from KiaUvoApiCA.py).
 *
 * The Niro's VIN is nowhere in Carport beforehand: no factory record, no operator step.
 */

const OWNER = { email: "first.day@example.ca", password: "Dana-Pass-2026!", pin: "1397" };
const OTHER = { email: "second.owner@example.ca", password: "Alex-Pass-2026!", pin: "2468" };
/** A car of the demo factory record, free, with its dealer token (demo-fleet.ts): the one item 8 is about. */
const KITE_VIN = "3KNKTEC6000000201";
const KITE_TOKEN = "KT-6101";
const SORREL_VIN = "3KNSRPC5000000202";
const SORREL_TOKEN = "KT-6102";
const TALON_VIN = "3KNTLGC5000000203";

/** Polls until the answer is defined (a mail leaves after the change is committed). */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("never came");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signUp(who: { email: string; password: string; pin: string }, extra: Record<string, unknown>) {
  return {
    account: { email: who.email, password: who.password, confirmPassword: who.password },
    pin: who.pin,
    tncConfirm: "Y",
    notificationList: [],
    profile: {
      firstName: "Dana",
      lastName: "Tremblay",
      notificationEmail: who.email,
      addresses: { primary: { street: "12 rue Principale", suite: "", city: "Montréal", province: "QC", postalCode: "H2X 1Y4" } },
    },
    ...extra,
  };
}

describe("a real owner's first day through the maker's cloud, and whose car it is", () => {
  let niroMaker: CanadianMaker;
  let kiteMaker: CanadianMaker;
  let carport: TestServer;

  beforeAll(async () => {
    niroMaker = startCanadianMaker();
    // A second maker account (another brand's cloud) whose car is the Kite of the factory record.
    kiteMaker = startCanadianMaker();
    kiteMaker.car.entry = { ...kiteMaker.car.entry, vin: KITE_VIN, nickName: "Kite", modelName: "KITE EV", vehicleId: "kite-1" };
    carport = await createTestServer("pglite", {
      UPSTREAM_KCI_URL: await niroMaker.listen(),
      UPSTREAM_HACC_URL: await kiteMaker.listen(),
      UPSTREAM_POLL_SECONDS: "30",
      UPSTREAM_QUIET_HOURS: "",
      UPSTREAM_TIME_ZONE: "America/Toronto",
      ANON_RATE_LIMIT_PER_MINUTE: "1000",
    });
  });
  afterAll(async () => {
    await carport?.close();
    await niroMaker?.close();
    await kiteMaker?.close();
  });

  async function link(token: string, brand: "kci" | "hacc", maker: CanadianMaker) {
    const call = (name: string, body: unknown) => carport.call(name, body, { accessToken: token, brand: "kci" });
    const started = await call("upstrmlnk", { brand, loginId: CA_OWNER.email, password: CA_OWNER.password });
    expect(started.json.result.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ brand, state: "code" })]));
    const linked = await call("upstrmotp", { brand, otpNo: maker.codesMailed.at(-1) });
    expect(linked.json.result.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ brand, state: "linked" })]));
  }
  const ownerToken = () => carport.login(OWNER.email, OWNER.password, { brand: "kci" });
  const vehiclesOf = async (token: string) =>
    (await carport.call("vhcllst", {}, { accessToken: token, brand: "kci" })).json.result.vehicles as Array<Record<string, any>>;

  it("opens an account with no car in Carport, its real VIN typed at sign-up, links the maker account with the mailed code, brings the Niro in under the sign-up nickname, with the maker's figures", async () => {
    // The VIN is unknown to Carport: as a car of the factory record it is refused, as it always was.
    const unknown = await carport.call("vldvhcl", { vin: NIRO_VIN }, { brand: "kci" });
    expect(unknown.json.error.errorCode).toBe("7657");

    const registered = await carport.call(
      "rgacct",
      signUp(OWNER, { carThroughMaker: "Y", vehicle: { vin: NIRO_VIN, nickName: "Niro at home" } }),
      { brand: "kci" },
    );
    expect(registered.json).toMatchObject({ result: { enrollmentStatus: 0 } });
    const token = await ownerToken();
    expect(await vehiclesOf(token)).toEqual([]);
    const info = (await carport.call("gtacctinfo", {}, { accessToken: token, brand: "kci" })).json.result;
    expect(JSON.stringify(info)).toContain("Tremblay");

    await link(token, "kci", niroMaker);
    const listed = (await carport.call("upstrmvhcls", { brand: "kci" }, { accessToken: token, brand: "kci" })).json.result.vehicles;
    expect(listed).toEqual([expect.objectContaining({ upstreamVehicleId: NIRO_VEHICLE_ID, vin: NIRO_VIN, vehicleId: "" })]);
    const added = await carport.call(
      "upstrmadd",
      { brand: "kci", upstreamVehicleId: NIRO_VEHICLE_ID },
      { accessToken: token, brand: "kci" },
    );
    const vehicleId = added.json.result.vehicleId as string;

    const [niro] = await vehiclesOf(token);
    expect(niro).toMatchObject({ vehicleId, vin: NIRO_VIN, nickName: "Niro at home", enrollmentStatus: 4, defaultVehicle: true });
    // The maker's entry tells neither CCS2 nor remote ignition: unknown, not made up.
    expect(niro).toMatchObject({ isCCS2Vehicle: "", remoteIgnition: "", trim: "EX+", modelName: "NIRO EV" });
    const status = (await carport.call("lstvhclsts", {}, { accessToken: token, brand: "kci", vehicleId })).json.result.status;
    expect(status.odometer).toEqual({ value: 41250, unit: 1 });
    expect(status.evStatus.batteryStatus).toBe(niroMaker.car.status.evStatus.batteryStatus);
  });

  it("a plain registration still needs a car: without carThroughMaker and without a vehicle it is refused, nothing created", async () => {
    const refused = await carport.call("rgacct", signUp({ ...OTHER, email: "no.car@example.ca" }, {}), { brand: "kci" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("vehicle");
    expect(await carport.db.query("select 1 from accounts where email = 'no.car@example.ca'")).toHaveLength(0);
  });

  it("a dealer token of the same VIN wins over the maker's proof: the prover gets the car, the maker-linked account loses it and is told by mail", async () => {
    // The first owner brings the Kite in from a second maker account: the maker's proof.
    const first = await ownerToken();
    await link(first, "hacc", kiteMaker);
    const added = await carport.call("upstrmadd", { brand: "hacc", upstreamVehicleId: "kite-1" }, { accessToken: first, brand: "kci" });
    expect(added.json).toMatchObject({ result: { vehicleId: expect.any(String) } });
    expect((await vehiclesOf(first)).map((v) => v.vin)).toContain(KITE_VIN);

    // Its factory record's owner data alone does not take it from the maker-linked account (7656).
    const prover = { accessToken: await carport.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" }), brand: "kci" };
    const add = (proof: Record<string, unknown>) =>
      carport.call("addvhcl", { vin: KITE_VIN, nickname: "Kite of mine", tncConfirm: "Y", ...proof }, prover);
    const byOwnerData = await add({ primaryEnrolledUser: { firstName: "Chris", lastName: "Bouchard", postalCode: "G1R 4P5" } });
    expect(byOwnerData.json.error.errorCode).toBe("7656");
    expect((await vehiclesOf(first)).map((v) => v.vin)).toContain(KITE_VIN);

    // The dealer token does: the prover gets the car, fully enrolled.
    const byToken = await add({ rdrToken: KITE_TOKEN });
    expect(byToken.json.result).toMatchObject({ enrollmentStatus: 4 });
    expect((await vehiclesOf(prover.accessToken)).find((v) => v.vin === KITE_VIN)).toMatchObject({
      nickName: "Kite of mine",
      enrollmentStatus: 4,
    });
    // The other account loses it (its maker link stays, the maker still lists the car there) and is told by mail.
    expect((await vehiclesOf(first)).map((v) => v.vin)).toEqual([NIRO_VIN]);
    const links = (await carport.call("upstrmlst", {}, { accessToken: first, brand: "kci" })).json.result.accounts;
    expect(links.find((a: { brand: string }) => a.brand === "hacc")).toMatchObject({ state: "linked", vehicles: [] });
    const listed = (await carport.call("upstrmvhcls", { brand: "hacc" }, { accessToken: first, brand: "kci" })).json.result.vehicles;
    expect(listed).toEqual([expect.objectContaining({ vin: KITE_VIN, vehicleId: "" })]);
    const mail = await eventually(async () => (await databaseOutbox(carport.db)(OWNER.email)).find((m) => m.kind === "carTakenByProof"));
    expect(mail.subject).toBe(`A car left your ${BRAND_NAMES.kci} account`);
    expect(mail.text).toContain("ending in 0201");
    expect(mail.text).toContain("dealer's registration token");

    // Nothing lets the maker-linked account take it back: the Carport proof stands (7837).
    const again = await carport.call("upstrmadd", { brand: "hacc", upstreamVehicleId: "kite-1" }, { accessToken: first, brand: "kci" });
    expect(again.json.error.errorCode).toBe("7837");
  });

  it("a car brought in from the maker's cloud is no block for a dealer token's owner registering: the account is made with the car, the maker-linked one is told", async () => {
    // The Kite is the prover's now; the Sorrel of the factory record goes the same way at registration.
    const first = await ownerToken();
    kiteMaker.car.entry = { ...kiteMaker.car.entry, vin: SORREL_VIN, nickName: "Sorrel", modelName: "SORREL PHEV", vehicleId: "sorrel-1" };
    const added = await carport.call("upstrmadd", { brand: "hacc", upstreamVehicleId: "sorrel-1" }, { accessToken: first, brand: "kci" });
    expect(added.json.result.vehicleId).toEqual(expect.any(String));
    const registered = await carport.call(
      "rgacct",
      signUp(OTHER, { vehicle: { vin: SORREL_VIN, nickName: "Sorrel" }, rdrToken: SORREL_TOKEN }),
      { brand: "kci" },
    );
    expect(registered.json.result).toEqual({ enrollmentStatus: 4 });
    const other = await carport.login(OTHER.email, OTHER.password, { brand: "kci" });
    expect((await vehiclesOf(other)).map((v) => v.vin)).toEqual([SORREL_VIN]);
    expect((await vehiclesOf(first)).map((v) => v.vin)).toEqual([NIRO_VIN]);
    const mails = await eventually(async () => {
      const found = (await databaseOutbox(carport.db)(OWNER.email)).filter((m) => m.kind === "carTakenByProof");
      return found.length === 2 ? found : undefined;
    });
    expect(mails[0]!.text).toContain("0202");
  });
  it("the maker's proof takes a car from an enrollment still waiting for proof (status 3), as a Carport proof would", async () => {
    const squatter = { email: "squatter@example.ca", password: "Squat-Pass-2026!", pin: "1397" };
    for (let i = 0; i < 3; i++) {
      await carport.call(
        "vrfyvhclownr",
        { vin: TALON_VIN, firstName: "Guess", lastName: `Who${i}`, postalCode: "H0H 0H0" },
        { brand: "kci" },
      );
    }
    const squatted = await carport.call(
      "rgacct",
      {
        ...signUp(squatter, { vehicle: { vin: TALON_VIN, nickName: "Mine now" } }),
        profile: {
          firstName: "Guess",
          lastName: "Who",
          notificationEmail: squatter.email,
          addresses: { primary: { street: "", suite: "", city: "", province: "ON", postalCode: "H0H 0H0" } },
        },
      },
      { brand: "kci" },
    );
    expect(squatted.json.result).toEqual({ enrollmentStatus: 3 });
    const squatterToken = await carport.login(squatter.email, squatter.password, { brand: "kci" });
    expect((await vehiclesOf(squatterToken)).map((v) => [v.vin, v.enrollmentStatus])).toEqual([[TALON_VIN, 3]]);

    const first = await ownerToken();
    kiteMaker.car.entry = { ...kiteMaker.car.entry, vin: TALON_VIN, nickName: "Talon", modelName: "TALON", vehicleId: "talon-1" };
    const added = await carport.call("upstrmadd", { brand: "hacc", upstreamVehicleId: "talon-1" }, { accessToken: first, brand: "kci" });
    expect(added.json).toMatchObject({ result: { vehicleId: expect.any(String) } });
    expect((await vehiclesOf(first)).find((v) => v.vin === TALON_VIN)).toMatchObject({ enrollmentStatus: 4 });
    expect(await vehiclesOf(squatterToken)).toEqual([]);
  });
  it("the code the car's screen shows wins over the maker's proof too: the prover sitting in the car takes it, the maker-linked account is told", async () => {
    // The Talon came in from the maker account in the test before.
    const first = await ownerToken();
    expect((await vehiclesOf(first)).map((v) => v.vin)).toContain(TALON_VIN);
    const prover = { accessToken: await carport.login(OTHER.email, OTHER.password, { brand: "kci" }), brand: "kci" };
    // Adding a car needs the account's address confirmed, with the code mailed at registration.
    const confirmation = await eventually(async () =>
      (await databaseOutbox(carport.db)(OTHER.email)).find((m) => m.kind === "emailConfirmation"),
    );
    const confirmed = await carport.call("cnfrmeml", { code: /\b(\d{6})\b/.exec(confirmation.text)![1] }, prover);
    expect(confirmed.json.responseHeader.responseCode).toBe(0);
    const sent = await carport.call("sendQrCode", { vin: TALON_VIN }, prover);
    expect(sent.json.result.expiresAt).toEqual(expect.any(String));
    const screen = async () =>
      (await carport.app.inject({ method: "GET", url: `/dev/car-screen.json?vin=${TALON_VIN}` })).json().screen as {
        view: string;
        code?: string;
        expiresAt?: string;
      };
    const shown = await eventually(async () => {
      const now = await screen();
      return now.view === "enrollmentCode" && now.expiresAt === sent.json.result.expiresAt ? now.code : undefined;
    });
    const verified = await carport.call("verifyQrCode", { vin: TALON_VIN, qrCode: shown }, prover);
    const added = await carport.call(
      "ivscmpltn",
      { vehicleId: verified.json.result.vehicleId, nickname: "Talon", tncConfirm: "Y", notificationList: [] },
      prover,
    );
    expect(added.json.result).toMatchObject({ enrollmentStatus: 9 });
    expect((await vehiclesOf(prover.accessToken)).map((v) => v.vin)).toContain(TALON_VIN);
    expect((await vehiclesOf(first)).map((v) => v.vin)).not.toContain(TALON_VIN);
    const mail = await eventually(async () =>
      (await databaseOutbox(carport.db)(OWNER.email)).find((m) => m.kind === "carTakenByProof" && m.text.includes("ending in 0203")),
    );
    expect(mail.text).toContain("with the code shown on the car's screen");
  });
});
