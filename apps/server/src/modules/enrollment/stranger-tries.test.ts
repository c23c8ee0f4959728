import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_CAR_CODE_TRIES } from "@carport/domain";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { freshAddress } from "../../test/sign-in-test-support.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { describeEnrollmentTries, resetEnrollmentTries } from "../../cli/commands/enrollment-tries.ts";
import { ENROLLMENT_BACKOFF_MINUTES, ENROLLMENT_TRIES } from "./attempt-repository.ts";

// Issue 54: 24 anonymous requests used to spend every proof path of a VIN for good. Tries are now
// counted per source (client address, and account when signed in): strangers spend their own.

const STRANGERS = 24;
const OWNER_ADDRESS = "198.51.100.7";

const registration = (vin: string, email: string, proof: Record<string, unknown>) => ({
  vehicle: { vin, nickName: "Mine" },
  account: { email, password: "Owner-Pass-2026!", confirmPassword: "Owner-Pass-2026!" },
  pin: "2468",
  tncConfirm: "Y",
  notificationList: [],
  ...proof,
});

describe.each(databaseKinds())("enrollment proofs against strangers' tries on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => server.close());

  const from = (address: string, headers: Record<string, string> = {}) => ({ "x-forwarded-for": address, ...headers });
  const errorCode = (answer: { json: { error?: { errorCode: string } } }) => answer.json.error?.errorCode;
  const enrollment = async (vin: string) =>
    (await server.db.query<{ enrollment_status: number }>("select enrollment_status from vehicles where vin = $1", [vin]))[0]
      ?.enrollment_status;
  /** Strangers at new addresses, each using up its own tries: `count` wrong proofs in all. */
  async function strangersTry(count: number, attempt: (headers: Record<string, string>) => Promise<unknown>) {
    let address = freshAddress();
    for (let done = 0; done < count; done++) {
      if (done % ENROLLMENT_TRIES === 0) address = freshAddress();
      await attempt(from(address));
    }
  }

  it("after 24 strangers' wrong dealer tokens, from other addresses and a signed-in account, the owner registers with the right token", async () => {
    const vin = "2HMAUEC5000000201";
    const answers: Array<string | undefined> = [];
    await strangersTry(STRANGERS - 6, async (headers) =>
      answers.push(errorCode(await server.call("validrdrtoken", { vin, rdrToken: `HT-${answers.length}` }, headers))),
    );
    // Each address: 7655, 7655, then 7654 (its own tries used up).
    expect(answers.slice(0, 3)).toEqual(["7655", "7655", "7654"]);
    expect(answers.filter((c) => c === "7654")).toHaveLength((STRANGERS - 6) / ENROLLMENT_TRIES);
    // A signed-in stranger: counted per account too, so a new address gives the account no new tries.
    const stranger = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const added: Array<string | undefined> = [];
    for (let i = 0; i < 6; i++) {
      const headers = from(freshAddress(), { accessToken: stranger });
      added.push(errorCode(await server.call("addvhcl", { vin, nickname: "Not mine", tncConfirm: "Y", rdrToken: `HT-9${i}` }, headers)));
    }
    expect(added).toEqual(["7655", "7655", "7654", "7654", "7654", "7654"]);
    // The stranger's account is refused the right token too, from any address: its wait is on.
    const right = { vin, nickname: "Not mine", tncConfirm: "Y", rdrToken: "HT-5101" };
    expect(errorCode(await server.call("addvhcl", right, from(freshAddress(), { accessToken: stranger })))).toBe("7654");
    expect(await enrollment(vin)).toBeUndefined();

    const owner = await server.call("validrdrtoken", { vin, rdrToken: "HT-5101" }, from(OWNER_ADDRESS));
    expect(owner.json.result).toEqual({ validated: true, triesLeft: ENROLLMENT_TRIES });
    const registered = await server.call(
      "rgacct",
      registration(vin, "token-owner@example.ca", { rdrToken: "HT-5101" }),
      from(OWNER_ADDRESS),
    );
    expect(registered.json.result).toEqual({ enrollmentStatus: 4 });
    expect(await enrollment(vin)).toBe(4);
  });

  it("after 24 strangers' wrong owner data, the owner registers with the right data, fully enrolled", async () => {
    const vin = "2HMTDPC4000000202";
    const answers: Array<{ triesLeft: number; matched: boolean }> = [];
    await strangersTry(STRANGERS, async (headers) => {
      const answer = await server.call("vrfyvhclownr", { vin, firstName: "Sam", lastName: "Wrong", postalCode: "K1P 5J2" }, headers);
      answers.push(answer.json.result);
    });
    expect(answers.slice(0, 3).map((a) => a.triesLeft)).toEqual([2, 1, 0]);
    // An address that used its tries up compares nothing, the right data included.
    const last = freshAddress();
    for (let i = 0; i < ENROLLMENT_TRIES; i++)
      await server.call("vrfyvhclownr", { vin, firstName: "X", lastName: "Y", postalCode: "A1A 1A1" }, from(last));
    const right = { vin, firstName: "Sam", lastName: "Gagnon", postalCode: "K1P 5J2" };
    expect((await server.call("vrfyvhclownr", right, from(last))).json.result).toMatchObject({ matched: false, mismatched: [] });

    const check = await server.call("vrfyvhclownr", right, from(OWNER_ADDRESS));
    expect(check.json.result).toMatchObject({ matched: true, triesLeft: ENROLLMENT_TRIES });
    const profile = {
      firstName: "Sam",
      lastName: "Gagnon",
      notificationEmail: "owner-data@example.ca",
      addresses: { primary: { street: "1 Main", suite: "", city: "Ottawa", province: "ON", postalCode: "K1P 5J2" } },
    };
    const registered = await server.call("rgacct", registration(vin, "owner-data@example.ca", { profile }), from(OWNER_ADDRESS));
    expect(registered.json.result).toEqual({ enrollmentStatus: 4 });
    expect(await enrollment(vin)).toBe(4);
  });

  it("after 24 strangers' wrong in-car codes for the code on screen, the owner in the car enrolls with that same code", async () => {
    const vin = "2HMSMGC5000000203";
    const sent = await server.call("sendQrCode", { vin }, from(OWNER_ADDRESS));
    let shown = "";
    await expect
      .poll(async () => {
        const response = await server.app.inject({ method: "GET", url: `/dev/car-screen.json?vin=${vin}` });
        const screen = (response.json() as { screen: { view: string; code?: string; expiresAt?: string } }).screen;
        shown = screen.view === "enrollmentCode" && screen.expiresAt === sent.json.result.expiresAt ? screen.code! : "";
        return shown !== "";
      })
      .toBe(true);
    const wrong = String((Number(shown) + 1) % 1_000_000).padStart(6, "0");
    const answers: Array<string | undefined> = [];
    let address = freshAddress();
    for (let done = 0; done < STRANGERS; done++) {
      if (done % IN_CAR_CODE_TRIES === 0) address = freshAddress();
      answers.push(errorCode(await server.call("verifyQrCode", { vin, qrCode: wrong }, from(address))));
    }
    expect(answers.slice(0, IN_CAR_CODE_TRIES)).toEqual([...Array<string>(IN_CAR_CODE_TRIES - 1).fill("7690"), "7692"]);
    // A stranger's address that used up its tries is refused even the right code.
    for (let i = 0; i < IN_CAR_CODE_TRIES; i++) await server.call("verifyQrCode", { vin, qrCode: wrong }, from(address));
    expect(errorCode(await server.call("verifyQrCode", { vin, qrCode: shown }, from(address)))).toBe("7692");

    const verified = await server.call("verifyQrCode", { vin, qrCode: shown }, from(OWNER_ADDRESS));
    expect(verified.json.result).toMatchObject({ vin });
    const registered = await server.call(
      "ivecmpltn",
      {
        vehicleId: verified.json.result.vehicleId,
        nickname: "Summit",
        account: { email: "in-car-owner@example.ca", password: "Owner-Pass-2026!", confirmPassword: "Owner-Pass-2026!" },
        pin: "2468",
        tncConfirm: "Y",
        rdrToken: "HT-5103",
      },
      from(OWNER_ADDRESS),
    );
    expect(registered.json.result).toEqual({ enrollmentStatus: 7 });
    expect(await enrollment(vin)).toBe(4);
  });

  it("makes a source wait 15 minutes after its tries, twice as long the next time; the counters expire, and the operator resets them", async () => {
    const vin = "2HMAUEC5000000201";
    const kci = "3KNKTEC6000000201";
    const address = freshAddress();
    const tryToken = async (rdrToken: string) =>
      errorCode(await server.call("validrdrtoken", { vin: kci, rdrToken }, from(address, { brand: "kci" })));
    const waitMinutes = async () => {
      const [row] = await server.db.query<{ minutes: number }>(
        "select round(extract(epoch from blocked_until - updated_at) / 60)::int as minutes from enrollment_tries where vin = $1 and source = $2",
        [kci, `addr:${address}`],
      );
      return row?.minutes;
    };
    expect([await tryToken("KT-1"), await tryToken("KT-2"), await tryToken("KT-3")]).toEqual(["7655", "7655", "7654"]);
    expect(await waitMinutes()).toBe(ENROLLMENT_BACKOFF_MINUTES);
    expect(await tryToken("KT-6101")).toBe("7654");
    // The wait over (moved into the past, as the clock would): the source has its tries again.
    await server.db.query("update enrollment_tries set blocked_until = now() - interval '1 second' where vin = $1", [kci]);
    expect([await tryToken("KT-4"), await tryToken("KT-5"), await tryToken("KT-6")]).toEqual(["7655", "7655", "7654"]);
    expect(await waitMinutes()).toBe(2 * ENROLLMENT_BACKOFF_MINUTES);
    // A day without tries forgets the source, its lock-outs included.
    await server.db.query("update enrollment_tries set updated_at = now() - interval '25 hours' where vin = $1", [kci]);
    expect(await tryToken("KT-7")).toBe("7655");
    for (let i = 0; i < ENROLLMENT_TRIES; i++) await tryToken(`KT-8${i}`);
    expect(await waitMinutes()).toBe(ENROLLMENT_BACKOFF_MINUTES);

    // The operator reads the counters and resets them: the address gets its tries back at once.
    expect((await describeEnrollmentTries(server.db, kci)).join("\n")).toContain(`dealer token from addr:${address}: 3 wrong`);
    expect(await resetEnrollmentTries(server.db, kci)).toContain("reset");
    expect(await describeEnrollmentTries(server.db, kci)).toEqual([`${kci}: no enrollment tries counted`]);
    const again = await server.call("validrdrtoken", { vin: kci, rdrToken: "KT-6101" }, from(address, { brand: "kci" }));
    expect(again.json.result).toEqual({ validated: true, triesLeft: ENROLLMENT_TRIES });
    // The other VIN's counters were not touched by the reset.
    expect(await describeEnrollmentTries(server.db, vin)).not.toEqual([`${vin}: no enrollment tries counted`]);
  });
});
