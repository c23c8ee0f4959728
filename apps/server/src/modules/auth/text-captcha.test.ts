import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, DATABASE_KINDS, type TestServer } from "../../test/test-server.ts";
import { NUMBER_WORDS } from "./captcha-question.ts";
import { createOwner, freshAddress } from "./sign-in-test-support.ts";

/** Solves a question the way an owner listening to it would: the two numbers in words, added. */
function solve(question: string, language: 0 | 1): string {
  const words = NUMBER_WORDS[language];
  // Longest words first, so "dix-sept" is read before "dix" and "seventeen" before "seven".
  const byLength = [...words.keys()].sort((a, b) => words[b]!.length - words[a]!.length);
  let rest = question.toLowerCase();
  let sum = 0;
  for (let found = 0; found < 2; found++) {
    const hit = byLength
      .map((n) => ({ n, at: rest.search(new RegExp(`(^|[^a-zà-ÿ-])${words[n]}([^a-zà-ÿ-]|$)`)) }))
      .filter((h) => h.at >= 0)
      .sort((a, b) => a.at - b.at || words[b.n]!.length - words[a.n]!.length)[0]!;
    sum += hit.n;
    rest = rest.slice(hit.at + words[hit.n]!.length + 1);
  }
  return String(sum);
}

describe.each(DATABASE_KINDS)("the captcha's text alternative on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
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

    const ok = await server.call("lgnV2", { loginId: owner.email, password: owner.password, captchaKey, captchaValue }, { "x-forwarded-for": address });
    expect(ok.json.responseHeader.responseCode).toBe(0);
    expect(ok.headers.captchayn).toBe("N");

    // Spent: the same key and answer do not count as solved again.
    await failThreeTimes(owner.email, address);
    const replay = await server.call("lgnV2", { loginId: owner.email, password: owner.password, captchaKey, captchaValue }, { "x-forwarded-for": address });
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
