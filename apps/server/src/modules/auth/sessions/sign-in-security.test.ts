import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../../test/test-server.ts";
import { codeIn, createOwner, freshAddress, linkIn, waitForMessage } from "../../../test/sign-in-test-support.ts";

// The test reads each captcha's text as the server draws it, the way an owner reads the image.
const captchaTexts = vi.hoisted(() => [] as string[]);
vi.mock("../captcha/captcha-text.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../captcha/captcha-text.ts")>();
  return {
    ...original,
    randomCaptchaText: () => {
      const text = original.randomCaptchaText();
      captchaTexts.push(text);
      return text;
    },
  };
});

describe.each(databaseKinds())("failed sign-ins, captcha and lock on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests are about passwords, captcha, locks and recovery, not the device step
    // (new-device.test.ts, nameless-client.test.ts): the site lets clients without a Deviceid in.
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000", SIGN_IN_WITHOUT_DEVICE_ID: "1" });
  });
  afterAll(() => server.close());

  const from = (address: string, extra: Record<string, string> = {}) => ({ "x-forwarded-for": address, ...extra });

  async function captcha(address: string): Promise<{ captchaKey: string; captchaValue: string }> {
    const { json } = await server.call("gtcptch", {}, from(address));
    expect(json.responseHeader.responseCode).toBe(0);
    return { captchaKey: json.result.captchaKey, captchaValue: captchaTexts.at(-1)!.toLowerCase() };
  }

  it("lists every sign-in security and recovery call in the OpenAPI document", async () => {
    const doc = (await server.app.inject({ method: "GET", url: "/docs/json" })).json();
    const names = [
      "gtcptch",
      "mfa/selverifmeth",
      "mfa/sendotp",
      "mfa/validateotp",
      "mfa/genmfatkn",
      "frgtpsswd",
      "rstpsswd",
      "vrfyacctotp",
      "rstpsswdotp",
      "ulckacct",
      "rptfrd",
      "rmalltkn",
    ];
    for (const name of names) expect(doc.paths, name).toHaveProperty([`/tods/api/${name}`, "post"]);
    expect(JSON.stringify(doc.paths["/tods/api/lgnV2"].post.requestBody)).toContain("captchaValue");
  });

  it("answers a captcha as an SVG data URL with a single-use key", async () => {
    const { json } = await server.call("gtcptch");
    expect(json.result.captchaKey.length).toBeGreaterThanOrEqual(22);
    expect(json.result.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(json.result.image.split(",")[1], "base64").toString("utf8");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The answer is drawn as paths, never written as text.
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain(captchaTexts.at(-1)!);
    const rows = await server.db.query<{ answer_hash: string }>("select answer_hash from captchas");
    expect(rows.some((r) => r.answer_hash.includes(captchaTexts.at(-1)!))).toBe(false);
  });

  it("asks for a captcha from the third failure, answers 7407 without it, and signs in with it", async () => {
    const owner = await createOwner(server);
    const address = freshAddress();
    const wrong = { loginId: owner.email, password: "Wrong-Pass-1!" };
    const headers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { json, headers: h } = await server.call("lgnV2", wrong, from(address));
      expect(json.error.errorCode).toBe("7404");
      headers.push(String(h.captchayn));
    }
    expect(headers).toEqual(["N", "N", "Y"]);

    // From now on every attempt needs a solved captcha, even with the right password.
    const right = { loginId: owner.email, password: owner.password };
    const without = await server.call("lgnV2", right, from(address));
    expect(without.json.error).toEqual({ errorCode: "7407", errorDesc: "Please complete the security check to continue." });
    expect(without.headers.captchayn).toBe("Y");
    const french = await server.call("lgnV2", right, from(address, { language: "1" }));
    expect(french.json.error.errorDesc).toBe("Veuillez effectuer la vérification de sécurité pour continuer.");

    const badAnswer = await captcha(address);
    const wrongAnswer = await server.call("lgnV2", { ...right, captchaKey: badAnswer.captchaKey, captchaValue: "nope!" }, from(address));
    expect(wrongAnswer.json.error.errorCode).toBe("7407");

    const solved = await captcha(address);
    const ok = await server.call("lgnV2", { ...right, ...solved }, from(address));
    expect(ok.json.responseHeader.responseCode).toBe(0);
    expect(ok.headers.captchayn).toBe("N");
    // A captcha works once.
    const again = await server.call("lgnV2", { ...wrong, ...solved }, from(address));
    expect(again.json.error.errorCode).toBe("7404");

    // Success reset the counters: the next failure needs no captcha and is only the first again.
    expect(
      (await server.db.query<{ failed_logins: number }>("select failed_logins from accounts where id = $1", [owner.id]))[0]!.failed_logins,
    ).toBe(1);
  });

  it("counts failures per address too, across login ids, known or not", async () => {
    const address = freshAddress();
    const owner = await createOwner(server);
    for (const loginId of ["nobody-1@hacc.test", "nobody-2@hacc.test", "nobody-3@hacc.test"]) {
      expect((await server.call("lgnV2", { loginId, password: "Wrong-Pass-1!" }, from(address))).json.error.errorCode).toBe("7404");
    }
    const next = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, from(address));
    expect(next.json.error.errorCode).toBe("7407");
    // The same owner from another address signs in at once.
    const elsewhere = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, from(freshAddress()));
    expect(elsewhere.json.responseHeader.responseCode).toBe(0);
  });

  it("answers an unknown login id exactly like a known one with a wrong password, lock included", async () => {
    const owner = await createOwner(server);
    const answers = async (loginId: string) => {
      const seen: Array<[string, unknown]> = [];
      // One address for this login id: the lock stops a login id from one source.
      const address = freshAddress();
      for (let i = 0; i < 7; i++) {
        const extra = i >= 3 ? await captcha(address) : {};
        const { status, json, headers } = await server.call("lgnV2", { loginId, password: "Wrong-Pass-1!", ...extra }, from(address));
        expect(status).toBe(200);
        seen.push([json.error.errorCode, headers.captchayn]);
      }
      return seen;
    };
    const known = await answers(owner.email);
    const unknown = await answers("no-such-owner@hacc.test");
    expect(unknown).toEqual(known);
    expect(known.map(([code]) => code)).toEqual(["7404", "7404", "7404", "7404", "7404", "7402", "7402"]);
    expect(known.map(([, header]) => header)).toEqual(["N", "N", "Y", "Y", "Y", "Y", "Y"]);
  });

  it("locks at the 6th failure (7402 even with the right password) and unlocks with the mailed code", async () => {
    const owner = await createOwner(server);
    const address = freshAddress();
    for (let i = 1; i <= 6; i++) {
      const extra = i > 3 ? await captcha(address) : {};
      const { json } = await server.call("lgnV2", { loginId: owner.email, password: `Wrong-Pass-${i}!`, ...extra }, from(address));
      expect(json.error.errorCode, `attempt ${i}`).toBe(i < 6 ? "7404" : "7402");
    }
    const right = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, ...(await captcha(address)) },
      from(address),
    );
    expect(right.json.error.errorCode).toBe("7402");
    expect(right.headers.captchayn).toBe("Y");

    const mail = await waitForMessage(server, owner.email, "unlockCode");
    expect(mail.subject).toBe("Your Halcyon Connect account is locked");
    const unlockPage = linkIn(mail, "/unlockAccount");
    expect(unlockPage.searchParams.get("loginId")).toBe(owner.email);
    expect(unlockPage.searchParams.get("lang")).toBe("0");
    const code = codeIn(mail);
    // The code is stored only as a hash.
    const stored = await server.db.query<{ code_hash: string }>("select code_hash from account_codes where account_id = $1", [owner.id]);
    expect(stored.some((r) => r.code_hash.includes(code))).toBe(false);

    const wrongCode = await server.call(
      "ulckacct",
      { loginId: owner.email, authCode: code === "000000" ? "111111" : "000000" },
      from(address),
    );
    expect(wrongCode.json.error.errorCode).toBe("7440");
    const unknown = await server.call("ulckacct", { loginId: "no-such-owner@hacc.test", authCode: code }, from(address));
    expect(unknown.json.error.errorCode).toBe("7440");
    const unlocked = await server.call("ulckacct", { loginId: owner.email, authCode: code }, from(address));
    expect(unlocked.json.responseHeader.responseCode).toBe(0);
    expect((await server.call("ulckacct", { loginId: owner.email, authCode: code }, from(address))).json.error.errorCode).toBe("7440");

    // Unlocked, with the counters reset: the right password works at once from a new address.
    const signedIn = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, from(freshAddress()));
    expect(signedIn.json.responseHeader.responseCode).toBe(0);
  });

  it("lifts the lock with a password reset", async () => {
    const owner = await createOwner(server, { language: 1 });
    const address = freshAddress();
    for (let i = 1; i <= 6; i++) {
      const extra = i > 3 ? await captcha(address) : {};
      await server.call("lgnV2", { loginId: owner.email, password: `Wrong-Pass-${i}!`, ...extra }, from(address));
    }
    const lockedOut = await server.call(
      "lgnV2",
      { loginId: owner.email, password: owner.password, ...(await captcha(address)) },
      from(address),
    );
    expect(lockedOut.json.error.errorCode).toBe("7402");
    // Mails speak the account's language.
    expect((await waitForMessage(server, owner.email, "unlockCode")).subject).toBe("Votre compte Halcyon Connect est verrouillé");

    await server.call("frgtpsswd", { loginId: owner.email }, from(freshAddress()));
    const reset = await waitForMessage(server, owner.email, "passwordReset");
    const link = linkIn(reset, "/resetpw/");
    const done = await server.call(
      "rstpsswd",
      { authCode: link.searchParams.get("pin"), newPassword: "Fresh-Pass-2027!" },
      from(freshAddress()),
    );
    expect(done.json.responseHeader.responseCode).toBe(0);
    // The reset lifted the stop of the address that failed too.
    const signedIn = await server.call(
      "lgnV2",
      { loginId: owner.email, password: "Fresh-Pass-2027!", ...(await captcha(address)) },
      from(address),
    );
    expect(signedIn.json.responseHeader.responseCode).toBe(0);
  });
});

describe.each(databaseKinds())("rate limit of anonymous calls on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests are about passwords, captcha, locks and recovery, not the device step
    // (new-device.test.ts, nameless-client.test.ts): the site lets clients without a Deviceid in.
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "20", SIGN_IN_WITHOUT_DEVICE_ID: "1" });
  });
  afterAll(() => server.close());

  it("answers 429 envelopes to a hundred wrong passwords from one address in a minute, and none succeeds", async () => {
    const owner = await createOwner(server);
    const address = { "x-forwarded-for": "192.0.2.77" };
    const attempts = Array.from({ length: 100 }, (_, i) =>
      server.call("lgnV2", { loginId: owner.email, password: i === 99 ? owner.password : `Guess-${i}-Pass!` }, address),
    );
    const answers = await Promise.all(attempts);
    expect(answers.some((a) => a.json.responseHeader.responseCode === 0)).toBe(false);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(80);
    for (const answer of limited) {
      expect(answer.json).toEqual({
        responseHeader: { responseCode: 1, responseDesc: "Failure" },
        error: { errorCode: "7429", errorDesc: "Too many requests. Please wait a moment and try again." },
      });
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The right password, even now, is limited too; another address is not.
    expect((await server.call("lgnV2", { loginId: owner.email, password: owner.password }, address)).status).toBe(429);
    const elsewhere = await server.call("lgnV2", { loginId: owner.email, password: owner.password }, { "x-forwarded-for": "192.0.2.78" });
    expect(elsewhere.status).toBe(200);
    // Signed-in calls are not limited by it.
    const token = elsewhere.json.result.token.accessToken;
    expect((await server.call("vrfyacctkn", {}, { ...address, accessToken: token })).status).toBe(200);
  });
});
