import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { codeIn, createOwner, fraudCodeIn, freshAddress, outbox, waitForMessage } from "../../../test/sign-in-test-support.ts";

describe.each(databaseKinds())("sign-in from a new device on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  /** Signs in from a device the account has not used: 7110, then the code steps up to sending the code by mail. */
  async function startNewDevice(owner: { email: string; password: string }, deviceId: string) {
    const headers = { Deviceid: deviceId, "x-forwarded-for": freshAddress() };
    const login = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, headers);
    expect(login.json.error).toEqual({ errorCode: "7110", errorDesc: "A one-time code is required to sign in from this device." });
    const method = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, headers);
    expect(method.json.responseHeader.responseCode).toBe(0);
    const sent = await server.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method.json.result.userInfoUuid },
      headers,
    );
    expect(sent.json.responseHeader.responseCode).toBe(0);
    return { headers, method: method.json.result, otpKey: sent.json.result.otpKey as string };
  }

  it("asks a new device for a mailed code, then remembers it", async () => {
    const owner = await createOwner(server, { phone: "514-555-0123" });
    const deviceId = "device-a-0001";
    const { headers, method, otpKey } = await startNewDevice(owner, deviceId);
    expect(method.otpKey).toBe("");
    // The address as the caller gave it: public clients send emailList[0] back as userAccount.
    expect(method.emailList).toEqual([owner.email]);
    expect(method.userPhone).toBe("***-***-0123");

    const mail = await waitForMessage(server, owner.email, "signInCode");
    expect(mail.subject).toBe("Your Halcyon Connect sign-in code");
    expect(fraudCodeIn(mail).length).toBeGreaterThanOrEqual(22);
    const code = codeIn(mail);

    const valid = await server.call("mfa/validateotp", { otpNo: code, userAccount: owner.email, otpKey, mfaApiCode: "0107" }, headers);
    expect(valid.json.result.verifiedOtp).toBe(true);
    const otpValidationKey = valid.json.result.otpValidationKey;
    // The code works once.
    const reused = await server.call("mfa/validateotp", { otpNo: code, userAccount: owner.email, otpKey, mfaApiCode: "0107" }, headers);
    expect(reused.json.error.errorCode).toBe("7549");

    const tokenBody = { userAccount: owner.email, otpEmail: method.emailList[0], mfaApiCode: "0107", otpValidationKey, mfaYn: "Y" };
    const otherDevice = await server.call("mfa/genmfatkn", tokenBody, { ...headers, Deviceid: "device-b-0002" });
    expect(otherDevice.json.error.errorCode).toBe("7549");

    // The validation key was spent by that attempt: start again, and this time from the same device.
    const second = await startNewDevice(owner, deviceId);
    const mail2 = await waitForMessage(server, owner.email, "signInCode", 2);
    const valid2 = await server.call(
      "mfa/validateotp",
      { otpNo: codeIn(mail2), userAccount: owner.email, otpKey: second.otpKey, mfaApiCode: "0107" },
      headers,
    );
    const session = await server.call("mfa/genmfatkn", { ...tokenBody, otpValidationKey: valid2.json.result.otpValidationKey }, headers);
    expect(session.json.responseHeader.responseCode).toBe(0);
    expect(session.json.result.token.expireIn).toBe(1800);
    expect(session.json.result.accountInformation.email).toBe(owner.email);
    expect((await server.call("vrfyacctkn", {}, { accessToken: session.json.result.token.accessToken })).json.result.valid).toBe(true);
    // Each key works once.
    const again = await server.call("mfa/genmfatkn", { ...tokenBody, otpValidationKey: valid2.json.result.otpValidationKey }, headers);
    expect(again.json.error.errorCode).toBe("7549");

    const notice = await waitForMessage(server, owner.email, "newDevice");
    expect(notice.subject).toBe("New sign-in to your Halcyon Connect account");
    expect(notice.text).toContain("Wasn't me");
    expect(fraudCodeIn(notice).length).toBeGreaterThanOrEqual(22);

    // The same device signs in directly now; the device id is kept only as a hash.
    const direct = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password },
      { Deviceid: deviceId, "x-forwarded-for": freshAddress() },
    );
    expect(direct.json.responseHeader.responseCode).toBe(0);
    const devices = await server.db.query<{ device_hash: string }>("select device_hash from known_devices where account_id = $1", [
      owner.id,
    ]);
    expect(devices).toHaveLength(1);
    expect(devices[0]!.device_hash).not.toContain(deviceId);
    // A client that sends no Deviceid is an unknown device (nameless-client.test.ts).
    const noDevice = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, { "x-forwarded-for": freshAddress() });
    expect(noDevice.json.error.errorCode).toBe("7110");
    // Another new device is asked again.
    const other = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password },
      { Deviceid: "device-c-0003", "x-forwarded-for": freshAddress() },
    );
    expect(other.json.error.errorCode).toBe("7110");
  });

  it("kills the key at the third wrong code, with the tries left on the way", async () => {
    const owner = await createOwner(server);
    const { headers, otpKey } = await startNewDevice(owner, "device-wrong-codes");
    const code = codeIn(await waitForMessage(server, owner.email, "signInCode"));
    const wrongCode = code === "123456" ? "654321" : "123456";
    const descriptions: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { json } = await server.call(
        "mfa/validateotp",
        { otpNo: wrongCode, userAccount: owner.email, otpKey, mfaApiCode: "0107" },
        headers,
      );
      expect(json.error.errorCode).toBe("7549");
      descriptions.push(json.error.errorDesc);
    }
    expect(descriptions).toEqual([
      "The one-time code is wrong. 2 attempts left.",
      "The one-time code is wrong. 1 attempt left.",
      "The one-time code is wrong or has expired.",
    ]);
    const right = await server.call("mfa/validateotp", { otpNo: code, userAccount: owner.email, otpKey, mfaApiCode: "0107" }, headers);
    expect(right.json.error.errorCode).toBe("7549");
  });

  it("sends the code by text message to the account's own phone", async () => {
    const owner = await createOwner(server, { phone: "438-555-0199", language: 1 });
    const headers = { Deviceid: "device-sms", "x-forwarded-for": freshAddress() };
    expect((await server.call("lgnV2", { loginId: owner.email, password: owner.password }, headers)).json.error.errorCode).toBe("7110");
    const { json: method } = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, headers);
    const sent = await server.call(
      "mfa/sendotp",
      { otpMethod: "S", mfaApiCode: "0107", userAccount: owner.email, userPhone: "999-999-9999", userInfoUuid: method.result.userInfoUuid },
      headers,
    );
    expect(sent.json.responseHeader.responseCode).toBe(0);
    const [text] = await outbox(server, "4385550199");
    expect(text!.channel).toBe("sms");
    expect(text!.text).toMatch(/^Halcyon Connect : votre code de connexion est \d{6}\./);
    expect(await outbox(server, "9999999999")).toEqual([]);
    const valid = await server.call(
      "mfa/validateotp",
      { otpNo: codeIn(text!), userAccount: owner.email, otpKey: sent.json.result.otpKey, mfaApiCode: "0107" },
      headers,
    );
    expect(valid.json.result.verifiedOtp).toBe(true);
  });

  it("answers alike without a pending sign-in, for a known or unknown account, then 7549 to every later step", async () => {
    const owner = await createOwner(server, { phone: "514-555-0177" });
    const headers = { "x-forwarded-for": freshAddress() };
    for (const userAccount of [owner.email, "No-Such-Owner@hacc.test"]) {
      const { json } = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount }, headers);
      expect(json.responseHeader.responseCode).toBe(0);
      expect(json.result).toEqual({
        userInfoUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        otpKey: "",
        emailList: [userAccount],
        userPhone: "",
      });
      const sent = await server.call(
        "mfa/sendotp",
        { otpMethod: "E", mfaApiCode: "0107", userAccount, userPhone: "", userInfoUuid: json.result.userInfoUuid },
        headers,
      );
      expect(sent.json.error.errorCode).toBe("7549");
      const token = await server.call(
        "mfa/genmfatkn",
        { userAccount, otpEmail: "", mfaApiCode: "0107", otpValidationKey: "not-a-key", mfaYn: "Y" },
        { ...headers, Deviceid: "x" },
      );
      expect(token.json.error.errorCode).toBe("7549");
    }
    expect(await outbox(server, owner.email)).toEqual([]);
  });
});
