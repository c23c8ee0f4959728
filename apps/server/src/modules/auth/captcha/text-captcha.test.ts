import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { createOwner, freshAddress, solveCaptchaQuestion as solve } from "../../../test/sign-in-test-support.ts";

describe.each(databaseKinds())("the captcha's text alternative on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests are about passwords, captcha, locks and recovery, not the device step
    // (new-device.test.ts, nameless-client.test.ts): the site lets clients without a Deviceid in.
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000", SIGN_IN_WITHOUT_DEVICE_ID: "1" });
  });
  afterAll(() => server.close());

  async function failThreeTimes(email: string, address: string) {
    for (let i = 0; i < 3; i++) await server.call("lgnV2", { loginId: email, password: "Wrong-Pass-1!" }, { "x-forwarded-for": address });
  }

  it("asks a question in the request's language whose answer, in digits, signs in once", async () => {
    const owner = await createOwner(server);
    const address = freshAddress();
    await failThreeTimes(owner.email, address);

    const french = await server.call("gttxtcptch", {}, { "x-forwarded-for": address, language: "1" });
    expect(french.json.result.question).toMatch(/chiffres/);
    expect(french.json.result).not.toHaveProperty("answer");

    const english = await server.call("gttxtcptch", {}, { "x-forwarded-for": address });
    const { captchaKey, question } = english.json.result;
    expect(question).toMatch(/digits/);
    const captchaValue = ` ${solve(question, 0)} `;

    const wrong = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, captchaKey: french.json.result.captchaKey, captchaValue: "999" },
      { "x-forwarded-for": address },
    );
    expect(wrong.json.error.errorCode).toBe("7407");
    // The message fits the question as well as the image.
    expect(wrong.json.error.errorDesc).toBe("Please complete the security check to continue.");

    const ok = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, captchaKey, captchaValue },
      { "x-forwarded-for": address },
    );
    expect(ok.json.responseHeader.responseCode).toBe(0);
    expect(ok.headers.captchayn).toBe("N");

    // Spent: the same key and answer do not count as solved again.
    await failThreeTimes(owner.email, address);
    const replay = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, captchaKey, captchaValue },
      { "x-forwarded-for": address },
    );
    expect(replay.json.error.errorCode).toBe("7407");
  });

  it("reads French questions as well", async () => {
    const owner = await createOwner(server, { language: 1 });
    const address = freshAddress();
    await failThreeTimes(owner.email, address);
    const { json } = await server.call("gttxtcptch", {}, { "x-forwarded-for": address, language: "1" });
    const ok = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, captchaKey: json.result.captchaKey, captchaValue: solve(json.result.question, 1) },
      { "x-forwarded-for": address },
    );
    expect(ok.json.responseHeader.responseCode).toBe(0);
  });
});
