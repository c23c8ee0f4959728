import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredOutboxMessage } from "../mail/outbox-repository.ts";
import { codeIn, linkIn } from "../test/sign-in-test-support.ts";
import { DEMO_PASSWORD, DEMO_PIN } from "../seed/demo-fleet.ts";
import { httpClient } from "../test/http-client.ts";
import { eventually } from "../test/remote-helpers.ts";
import { startCarport, type CarportProcess } from "../test/server-process.ts";
import { linesShowing } from "../test/log-lines.ts";

const OWNER = "demo@hacc.test";
const DEVICE_ID = "log-test-device-7f3a9c2e";
const CHANGED_PASSWORD = "Changed-Pass-2026!";
const RESET_PASSWORD = "Reset-Pass-2027!";
const WRONG_PASSWORD = "Wrong-Guess-5150!";
const CAPTCHA_GUESS = "qzx7wk";

describe("the server's logs over a whole journey", () => {
  let carport: CarportProcess;
  beforeAll(async () => {
    // trace: the most the server ever writes.
    carport = await startCarport({ LOG_LEVEL: "trace", WEB_DIST: "/nonexistent", COMMAND_DEADLINE_SECONDS: "5" });
  });
  afterAll(() => carport?.stop());

  it("never show a token, password, PIN, one-time code, device id, captcha answer, dealer hand-off or manual token", async () => {
    const client = httpClient(carport.url);
    const secrets: Record<string, string> = {
      DEMO_PASSWORD,
      CHANGED_PASSWORD,
      RESET_PASSWORD,
      WRONG_PASSWORD,
      CAPTCHA_GUESS,
      DEMO_PIN,
      DEVICE_ID,
    };
    const mails = async (kind: string, count: number) =>
      eventually(async () => {
        const response = await fetch(`${carport.url}/dev/outbox.json?to=${encodeURIComponent(OWNER)}`);
        const { messages } = (await response.json()) as { messages: StoredOutboxMessage[] };
        const found = messages.filter((m) => m.kind === kind);
        return found.length >= count ? found[0] : undefined;
      }, `${kind} mail`);

    // Sign-in from a new device with a mailed code, then with the password from that device.
    const device = { Deviceid: DEVICE_ID };
    const newDevice = await client.call("lgnV2", { loginId: OWNER, password: DEMO_PASSWORD }, device);
    expect(newDevice.json.error.errorCode).toBe("7110");
    const method = await client.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: OWNER }, device);
    const sent = await client.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: OWNER, userPhone: "", userInfoUuid: method.json.result.userInfoUuid },
      device,
    );
    secrets.otpKey = sent.json.result.otpKey;
    secrets.signInCode = codeIn(await mails("signInCode", 1));
    const valid = await client.call(
      "mfa/validateotp",
      { otpNo: secrets.signInCode, userAccount: OWNER, otpKey: secrets.otpKey, mfaApiCode: "0107" },
      device,
    );
    secrets.otpValidationKey = valid.json.result.otpValidationKey;
    const session = await client.call(
      "mfa/genmfatkn",
      {
        userAccount: OWNER,
        otpEmail: method.json.result.emailList[0],
        mfaApiCode: "0107",
        otpValidationKey: secrets.otpValidationKey,
        mfaYn: "Y",
      },
      device,
    );
    const token = session.json.result.token.accessToken as string;
    secrets.mfaAccessToken = token;
    secrets.mfaRefreshToken = session.json.result.token.refreshToken;
    const first = await client.call("v2/login", { loginId: OWNER, password: DEMO_PASSWORD }, device);
    secrets.accessToken = first.json.result.token.accessToken;
    secrets.refreshToken = first.json.result.token.refreshToken;

    // The PIN, and a remote command with its pAuth.
    const { json: list } = await client.call("vhcllst", {}, { accessToken: token });
    const vehicleId = list.result.vehicles[0].vehicleId as string;
    const pin = await client.call("vrfypin", { pin: DEMO_PIN }, { accessToken: token, vehicleId });
    secrets.pAuth = pin.json.result.pAuth;
    const command = await client.call("drlck", {}, { accessToken: token, vehicleId, pAuth: secrets.pAuth! });
    expect(command.json.responseHeader.responseCode).toBe(0);
    const transactionId = command.headers.get("transactionid")!;
    await eventually(async () => {
      const { json } = await client.call("rmtsts", {}, { accessToken: token, transactionId });
      return json.result?.transaction.apiResult === "C" ? true : undefined;
    }, "the command to complete");

    // The dealer hand-off followed to the booking form, and the owner's manual: their tokens ride in URLs.
    const handOff = await client.call("getsstkn", { vehicleId }, { accessToken: token, vehicleId });
    secrets.ssoToken = handOff.json.result.ssoToken;
    const bookingUrl = new URL(handOff.json.result.redirectServiceURL);
    const bookingForm = await fetch(`${carport.url}${bookingUrl.pathname}${bookingUrl.search}`);
    expect(bookingForm.status).toBe(200);
    secrets.bookingToken = /name="accessToken" value="([^"]+)"/.exec(await bookingForm.text())![1]!;
    expect((await fetch(`${carport.url}/dealer/booking?accessToken=${encodeURIComponent(secrets.bookingToken)}`)).status).toBe(200);
    const manual = await client.call("getfodssotkn", { brand: "H" }, { accessToken: token, vehicleId });
    secrets.manualToken = manual.json.result.ssoToken;
    const manualUrl = new URL(manual.json.result.manualUrl);
    expect((await fetch(`${carport.url}${manualUrl.pathname}${manualUrl.search}`)).status).toBe(200);

    // Password change, then a reset by the mailed link.
    const changed = await client.call(
      "chngpsswd",
      { oldPassword: DEMO_PASSWORD, newPassword: CHANGED_PASSWORD, confirmPassword: CHANGED_PASSWORD },
      { accessToken: token },
    );
    expect(changed.json.responseHeader.responseCode).toBe(0);
    expect((await client.call("frgtpsswd", { loginId: OWNER })).json.responseHeader.responseCode).toBe(0);
    secrets.resetCode = linkIn(await mails("passwordReset", 1), "/resetpw/").searchParams.get("pin")!;
    const reset = await client.call("rstpsswd", { authCode: secrets.resetCode, newPassword: RESET_PASSWORD, loginId: OWNER });
    expect(reset.json.responseHeader.responseCode).toBe(0);
    await client.login(OWNER, RESET_PASSWORD);

    // Wrong passwords until a captcha is asked for, and a wrong answer to it.
    for (let i = 0; i < 3; i++) await client.call("lgnV2", { loginId: OWNER, password: WRONG_PASSWORD });
    const captcha = await client.call("gtcptch", {});
    secrets.captchaKey = captcha.json.result.captchaKey;
    const guessed = await client.call("lgnV2", {
      loginId: OWNER,
      password: RESET_PASSWORD,
      captchaKey: secrets.captchaKey,
      captchaValue: CAPTCHA_GUESS,
    });
    expect(guessed.json.responseHeader.responseCode).toBe(1);

    // pino's lines only: the start-up banner prints the public demo sign-in on purpose.
    const logs = carport
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .join("\n");
    // The journey was logged (so the search below looked at something).
    expect(logs).toContain("/tods/api/drlck");
    expect(logs).toContain("/tods/api/rstpsswd");
    expect(logs).toContain("/dealer/booking?token=[redacted]");
    expect(logs).toContain("/fod/manual?token=[redacted]");
    const leaks = Object.entries(secrets).flatMap(([name, value]) => {
      expect(value, name).toBeTruthy();
      return linesShowing(logs, value).map((line) => `${name}: ${line}`);
    });
    expect(leaks).toEqual([]);
  });
});
