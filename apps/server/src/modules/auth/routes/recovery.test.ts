import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { codeIn, createOwner, fraudCodeIn, freshAddress, linkIn, outbox, waitForMessage } from "../../../test/sign-in-test-support.ts";

describe.each(databaseKinds())("password recovery, unlock and fraud reports on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests are about passwords, captcha, locks and recovery, not the device step
    // (new-device.test.ts, nameless-client.test.ts): the site lets clients without a Deviceid in.
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000", SIGN_IN_WITHOUT_DEVICE_ID: "1" });
  });
  afterAll(() => server.close());

  const from = () => ({ "x-forwarded-for": freshAddress() });
  const login = (loginId: string, password: string, headers: Record<string, string> = {}) =>
    server.call("lgnV2", { loginId, password }, { ...from(), ...headers });

  it("resets the password by the mailed link: new password works, the old one and earlier sessions do not", async () => {
    const owner = await createOwner(server);
    const earlier = (await login(owner.email, owner.password)).json.result.token.accessToken;

    const asked = await server.call("frgtpsswd", { loginId: owner.email.toUpperCase() }, from());
    expect(asked.json).toEqual({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: {} });
    const mail = await waitForMessage(server, owner.email, "passwordReset");
    expect(mail.subject).toBe("Reset your Halcyon Connect password");
    const link = linkIn(mail, "/resetpw/");
    expect(link.origin).toBe("http://hacc.localhost:8080");
    expect(decodeURIComponent(link.pathname)).toBe(`/resetpw/${owner.email}`);
    expect(link.searchParams.get("loginId")).toBe(owner.email);
    expect(link.searchParams.get("lang")).toBe("0");
    const authCode = link.searchParams.get("pin")!;

    // The domain's password rules, naming the field; the code stays good.
    const weak = await server.call("rstpsswd", { authCode, newPassword: "password" }, from());
    expect(weak.status).toBe(400);
    expect(weak.json.error.errorCode).toBe("7998");
    expect(weak.json.error.errorDesc).toContain("newPassword");
    const otherAccount = await server.call("rstpsswd", { authCode, newPassword: "Fresh-Pass-2027!", loginId: "demo@hacc.test" }, from());
    expect(otherAccount.json.error.errorCode).toBe("7440");

    const done = await server.call("rstpsswd", { authCode, newPassword: "Fresh-Pass-2027!", loginId: owner.email }, from());
    expect(done.json.responseHeader.responseCode).toBe(0);
    expect((await login(owner.email, "Fresh-Pass-2027!")).json.responseHeader.responseCode).toBe(0);
    expect((await login(owner.email, owner.password)).json.error.errorCode).toBe("7404");
    expect((await server.call("vrfyacctkn", {}, { accessToken: earlier })).json.error.errorCode).toBe("7602");

    const reused = await server.call("rstpsswd", { authCode, newPassword: "Other-Pass-2028!" }, from());
    expect(reused.json.error).toEqual({ errorCode: "7440", errorDesc: "This link is no longer valid." });
    const unknown = await server.call("rstpsswd", { authCode: "not-a-code", newPassword: "Other-Pass-2028!" }, from());
    expect(unknown.json.error.errorCode).toBe("7440");
  });

  it("answers forgot-password for an unknown account exactly like for a known one, and mails nobody", async () => {
    const owner = await createOwner(server);
    const address = freshAddress();
    const known = await server.call("frgtpsswd", { loginId: owner.email }, { "x-forwarded-for": address });
    const unknown = await server.call("frgtpsswd", { loginId: "no-such-owner@hacc.test" }, { "x-forwarded-for": address });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    const meaningful = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(meaningful(unknown.headers)).toEqual(meaningful(known.headers));
    await waitForMessage(server, owner.email, "passwordReset");
    expect(await outbox(server, "no-such-owner@hacc.test")).toEqual([]);
    const malformed = await server.call("frgtpsswd", { loginId: "not an e-mail" }, from());
    expect(malformed.json.error.errorCode).toBe("7998");
    expect(malformed.json.error.errorDesc).toContain("loginId");
  });

  it("resets the password with a mailed one-time code (vrfyacctotp, rstpsswdotp)", async () => {
    const owner = await createOwner(server, { lastName: "Bélanger", language: 1 });
    const earlier = (await login(owner.email, owner.password)).json.result.token.accessToken;

    const decoy = await server.call("vrfyacctotp", { userAccount: owner.email, lastName: "Tremblay" }, from());
    const unknown = await server.call("vrfyacctotp", { userAccount: "no-such-owner@hacc.test", lastName: "Bélanger" }, from());
    const real = await server.call("vrfyacctotp", { userAccount: owner.email, lastName: "BÉLANGER " }, from());
    for (const answer of [decoy, unknown, real]) {
      expect(answer.json.responseHeader.responseCode).toBe(0);
      expect(Object.keys(answer.json.result)).toEqual(["otpKey"]);
      expect(answer.json.result.otpKey.length).toBeGreaterThanOrEqual(22);
    }
    const mail = await waitForMessage(server, owner.email, "passwordResetCode");
    expect(mail.subject).toBe("Votre code de réinitialisation Halcyon Connect");
    expect((await outbox(server, owner.email)).filter((m) => m.kind === "passwordResetCode")).toHaveLength(1);
    const otp = codeIn(mail);

    // A decoy key counts tries exactly like a real one.
    const decoyAnswers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { json } = await server.call(
        "rstpsswdotp",
        { otp, newPassword: "abc12345", confirmPassword: "abc12345", id: decoy.json.result.otpKey },
        from(),
      );
      decoyAnswers.push(`${json.error.errorCode} ${json.error.errorDesc}`);
    }
    expect(decoyAnswers).toEqual([
      "7549 The one-time code is wrong. 2 attempts left.",
      "7549 The one-time code is wrong. 1 attempt left.",
      "7549 The one-time code is wrong or has expired.",
    ]);

    const realKey = real.json.result.otpKey;
    const mismatch = await server.call("rstpsswdotp", { otp, newPassword: "abc12345", confirmPassword: "abc12346", id: realKey }, from());
    expect(mismatch.json.error.errorCode).toBe("7998");
    expect(mismatch.json.error.errorDesc).toContain("confirmPassword");
    const noDigit = await server.call("rstpsswdotp", { otp, newPassword: "abcdefgh", confirmPassword: "abcdefgh", id: realKey }, from());
    expect(noDigit.json.error.errorDesc).toContain("newPassword");
    const wrong = await server.call(
      "rstpsswdotp",
      { otp: otp === "000000" ? "111111" : "000000", newPassword: "abc12345", confirmPassword: "abc12345", id: realKey },
      from(),
    );
    expect(wrong.json.error.errorDesc).toBe("The one-time code is wrong. 2 attempts left.");

    const done = await server.call("rstpsswdotp", { otp, newPassword: "abc12345", confirmPassword: "abc12345", id: realKey }, from());
    expect(done.json.responseHeader.responseCode).toBe(0);
    expect((await login(owner.email, "abc12345")).json.responseHeader.responseCode).toBe(0);
    expect((await server.call("vrfyacctkn", {}, { accessToken: earlier })).json.error.errorCode).toBe("7602");
    const again = await server.call("rstpsswdotp", { otp, newPassword: "abc123456", confirmPassword: "abc123456", id: realKey }, from());
    expect(again.json.error.errorCode).toBe("7549");
  });

  it("reports fraud from a sign-in code's link: locks (7530), signs out everywhere, unlocks by the mailed code", async () => {
    const owner = await createOwner(server);
    const sessionA = (await login(owner.email, owner.password)).json.result.token.accessToken;
    const sessionB = (await login(owner.email, owner.password)).json.result.token.accessToken;

    // Someone with the password signs in from a new device; the owner gets the code mail with a fraud link.
    const headers = { Deviceid: "intruder-device", ...from() };
    expect((await server.call("lgnV2", { loginId: owner.email, password: owner.password }, headers)).json.error.errorCode).toBe("7110");
    const { json: method } = await server.call("mfa/selverifmeth", { mfaApiCode: "0107", userAccount: owner.email }, headers);
    await server.call(
      "mfa/sendotp",
      { otpMethod: "E", mfaApiCode: "0107", userAccount: owner.email, userPhone: "", userInfoUuid: method.result.userInfoUuid },
      headers,
    );
    const fraudCode = fraudCodeIn(await waitForMessage(server, owner.email, "signInCode"));

    expect((await server.call("rptfrd", { fraudCode: "no-such-code", step: 1 }, from())).json.error.errorCode).toBe("7440");
    expect((await server.call("rptfrd", { fraudCode, step: 1 }, from())).json.result).toEqual({ requested: "unknown" });
    expect((await server.call("rptfrd", { fraudCode, step: -1 }, from())).json.result).toEqual({ thanks: true });
    expect((await login(owner.email, owner.password)).json.responseHeader.responseCode).toBe(0);
    const missingAnswer = await server.call("rptfrd", { fraudCode, step: 2 }, from());
    expect(missingAnswer.json.error.errorDesc).toContain("requested");

    const reported = await server.call("rptfrd", { fraudCode, step: 2, requested: false }, from());
    expect(reported.json.result).toEqual({ fraudReported: true });
    const locked = await login(owner.email, owner.password);
    expect(locked.json.error.errorCode).toBe("7530");

    // Log out everywhere with the same code: every earlier session answers 7602.
    expect((await server.call("rmalltkn", { fraudCode }, from())).json.responseHeader.responseCode).toBe(0);
    for (const token of [sessionA, sessionB]) {
      expect((await server.call("vrfyacctkn", {}, { accessToken: token })).json.error.errorCode).toBe("7602");
    }

    const notice = await waitForMessage(server, owner.email, "fraudNotice");
    expect(notice.subject).toBe("Your Halcyon Connect account is locked after your report");
    expect(fraudCodeIn(notice)).toBe(fraudCode);
    const unlocked = await server.call("ulckacct", { loginId: owner.email, authCode: codeIn(notice) }, from());
    expect(unlocked.json.responseHeader.responseCode).toBe(0);
    expect((await login(owner.email, owner.password)).json.responseHeader.responseCode).toBe(0);
  });

  it("signs a signed-in owner out everywhere with rmalltkn and an empty body", async () => {
    const owner = await createOwner(server);
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await login(owner.email, owner.password)).json.result.token.accessToken);
    const other = await createOwner(server);
    const otherToken = (await login(other.email, other.password)).json.result.token.accessToken;

    expect((await server.call("rmalltkn", {}, from())).json.error.errorCode).toBe("7403");
    expect((await server.call("rmalltkn", {}, { accessToken: tokens[0] })).json.responseHeader.responseCode).toBe(0);
    for (const token of tokens) {
      expect((await server.call("vrfyacctkn", {}, { accessToken: token })).json.error.errorCode).toBe("7602");
    }
    expect((await server.call("vrfyacctkn", {}, { accessToken: otherToken })).json.result.valid).toBe(true);
  });
});
