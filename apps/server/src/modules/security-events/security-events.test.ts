import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { codeIn, createOwner, fraudCodeIn, freshAddress, solveCaptchaQuestion, waitForMessage } from "../../test/sign-in-test-support.ts";

const PHONE_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const NEW_PASSWORD = "Fresh-Pass-2027!";
const NEW_PIN = "1357";

describe.each(databaseKinds())("the security audit trail on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000", SIM_TIME_SCALE: "1200" });
  });
  afterAll(() => server.close());

  async function events(accessToken: string, body: Record<string, unknown> = {}) {
    const { json } = await server.call("gtsecevnts", body, { accessToken });
    expect(json.responseHeader.responseCode, JSON.stringify(json)).toBe(0);
    return json.result as { moreData: boolean; lastEventId: string; events: Array<Record<string, string>> };
  }

  it("records failures, the lock, the unlock, sign-ins with their device, password and PIN changes, and signing out everywhere, newest first and without secrets", async () => {
    const owner = await createOwner(server);
    // The owner's phone, remembered after its one-time code (server.login does the steps).
    const home = { "x-forwarded-for": freshAddress(), "user-agent": PHONE_AGENT };
    await server.login(owner.email, owner.password, home);
    const address = freshAddress();
    const from = { "x-forwarded-for": address, "user-agent": PHONE_AGENT };
    for (let i = 0; i < 6; i++) {
      // From the 3rd failure on, each attempt carries a solved (text) captcha so that it counts.
      const captcha = i < 3 ? {} : (await server.call("gttxtcptch", {}, from)).json.result;
      const solved = i < 3 ? {} : { captchaKey: captcha.captchaKey, captchaValue: solveCaptchaQuestion(captcha.question, 0) };
      await server.call("lgnV2", { loginId: owner.email, password: `Wrong-${i}-Pass!`, ...solved }, from);
    }
    const unlockCode = codeIn(await waitForMessage(server, owner.email, "unlockCode"));
    expect((await server.call("ulckacct", { loginId: owner.email, authCode: unlockCode }, from)).json.responseHeader.responseCode).toBe(0);
    // The address's failures still ask it for a captcha: the owner signs in from home.
    const token = await server.login(owner.email, owner.password, home);
    const changed = await server.call(
      "chngpsswd",
      { oldPassword: owner.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { accessToken: token, ...home },
    );
    expect(changed.json.responseHeader.responseCode, JSON.stringify(changed.json)).toBe(0);
    const pin = await server.call("chngpin", { pin: NEW_PIN, password: NEW_PASSWORD }, { accessToken: token, ...home });
    expect(pin.json.responseHeader.responseCode, JSON.stringify(pin.json)).toBe(0);

    const page = await events(token, { rowsPerPage: 100 });
    expect(page.moreData).toBe(false);
    expect(page.events.map((e) => e.kind)).toEqual([
      "pinChanged",
      "passwordChanged",
      "signIn",
      "accountUnlocked",
      "accountLocked",
      ...Array(6).fill("signInFailed"),
      "signIn",
      "signIn",
      "newDevice",
    ]);
    const signIn = page.events[2]!;
    expect(signIn).toMatchObject({ method: "password", device: PHONE_AGENT, clientIp: home["x-forwarded-for"] });
    expect(page.events[4]).toMatchObject({ reason: "failures" });
    expect(page.events[1]).toMatchObject({ method: "settings" });
    const dates = page.events.map((e) => Date.parse(e.date!));
    expect(dates.every((d, i) => i === 0 || d <= dates[i - 1]!)).toBe(true);

    const stored = JSON.stringify(await server.db.query("select * from security_events where account_id = $1", [owner.id]));
    for (const secret of [owner.password, NEW_PASSWORD, NEW_PIN, "2580", unlockCode, token, "Wrong-0-Pass!"]) {
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(page)).not.toContain(secret);
    }

    await server.call("rmalltkn", {}, { accessToken: token, ...home });
    const fresh = await server.login(owner.email, NEW_PASSWORD, home);
    const latest = await events(fresh, { rowsPerPage: 2 });
    expect(latest.events.map((e) => e.kind)).toEqual(["signIn", "signedOutEverywhere"]);
    expect(latest.moreData).toBe(true);
    const next = await events(fresh, { lastEventId: latest.lastEventId, rowsPerPage: 2 });
    expect(next.events.map((e) => e.kind)).toEqual(["pinChanged", "passwordChanged"]);
  });

  it("records a remote command with its outcome and a sign-in by mobile code", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    const car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit");
    const headers = await authorize(server, token, car.vehicleId);
    const lock = await server.call("drlck", { pin: DEMO_PIN }, headers);
    await completed(server, token, lock.headers.transactionid as string);
    const authCode = (await server.call("isslgncd", {}, { accessToken: token })).json.result.authCode;
    const byPhone = await server.call("lgnvcd", { authCode }, { "user-agent": PHONE_AGENT, "x-forwarded-for": freshAddress() });
    expect(byPhone.json.responseHeader.responseCode, JSON.stringify(byPhone.json)).toBe(0);

    const [byCode, command] = (await events(token)).events;
    expect(byCode).toMatchObject({ kind: "signIn", method: "code", device: PHONE_AGENT });
    expect(command).toMatchObject({ kind: "remoteCommand", command: "doorLock", outcome: "success", vehicleId: car.vehicleId });
  });

  it("records a new device remembered after a one-time code, then a fraud report and its lock", async () => {
    const owner = await createOwner(server);
    const headers = { Deviceid: "phone-of-the-owner", "x-forwarded-for": freshAddress(), "user-agent": PHONE_AGENT };
    const login = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, headers);
    expect(login.json.error.errorCode).toBe("7110");
    const method = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, headers);
    const sent = await server.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method.json.result.userInfoUuid },
      headers,
    );
    const mail = await waitForMessage(server, owner.email, "signInCode");
    const valid = await server.call(
      "mfa/validateotp",
      { otpNo: codeIn(mail), userAccount: owner.email, otpKey: sent.json.result.otpKey, mfaApiCode: "0107" },
      headers,
    );
    const session = await server.call(
      "mfa/genmfatkn",
      {
        userAccount: owner.email,
        otpEmail: method.json.result.emailList[0],
        mfaApiCode: "0107",
        otpValidationKey: valid.json.result.otpValidationKey,
        mfaYn: "Y",
      },
      headers,
    );
    const token = session.json.result.token.accessToken as string;
    expect((await events(token)).events.map((e) => [e.kind, e.method])).toEqual([
      ["signIn", "otp"],
      ["newDevice", undefined],
    ]);
    expect(JSON.stringify(await events(token))).not.toContain("phone-of-the-owner");

    const fraud = await server.call("rptfrd", { fraudCode: fraudCodeIn(mail), step: 2, requested: false }, headers);
    expect(fraud.json.responseHeader.responseCode, JSON.stringify(fraud.json)).toBe(0);
    const trail = await server.db.query<{ kind: string; reason: string | null }>(
      "select kind, detail->>'reason' as reason from security_events where account_id = $1 order by id desc limit 2",
      [owner.id],
    );
    expect(trail).toEqual([
      { kind: "accountLocked", reason: "fraud" },
      { kind: "fraudReported", reason: null },
    ]);
  });

  it("records the wrong PIN that locks remote commands (7316) once, with its vehicle and device", async () => {
    const owner = await createOwner(server);
    const vehicleId = await createFleetService(server.db).enroll({ accountId: owner.id, vin: "2HMSMGC5000000203", nickname: "Locked" });
    const from = { "x-forwarded-for": freshAddress(), "user-agent": PHONE_AGENT };
    const token = await server.login(owner.email, owner.password, from);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await server.call("vrfypin", { pin: "0000" }, { accessToken: token, vehicleId, ...from })).json.error.errorCode);
    expect(codes.slice(3)).toEqual(["7313", "7316", "7316"]);

    const page = await events(token, { rowsPerPage: 100 });
    // server.login's first sign-in from its device: the one-time code (newDevice, signIn), then the password.
    expect(page.events.map((e) => e.kind)).toEqual(["pinLocked", "signIn", "signIn", "newDevice"]);
    expect(page.events[0]).toMatchObject({ vehicleId, device: PHONE_AGENT, clientIp: from["x-forwarded-for"] });
    expect(JSON.stringify(page)).not.toContain("0000");
  });

  it("shows an owner only their own events", async () => {
    const owner = await createOwner(server);
    const other = await createOwner(server);
    await server.call("lgnV2", { loginId: other.email, password: "Wrong-Pass-1!" }, { "x-forwarded-for": freshAddress() });
    const token = await server.login(owner.email, owner.password, { "x-forwarded-for": freshAddress() });
    const mine = await events(token, { rowsPerPage: 100 });
    // server.login's first sign-in from its device: the one-time code (newDevice, signIn), then the password.
    expect(mine.events.map((e) => e.kind)).toEqual(["signIn", "signIn", "newDevice"]);
    expect((await server.call("gtsecevnts", {}, {})).json.error.errorCode).toBe("7403");
    expect((await server.call("gtsecevnts", { rowsPerPage: 0 }, { accessToken: token })).json.error.errorCode).toBe("7998");
  });
});
