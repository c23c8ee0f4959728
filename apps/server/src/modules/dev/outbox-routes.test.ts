import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createOwner, outbox, waitForMessage } from "../../test/sign-in-test-support.ts";

describe.each(databaseKinds())("the demo outbox on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  it("lists mails newest first, in English and French, as a readable page and as JSON", async () => {
    const english = await createOwner(server, { language: 0 });
    const french = await createOwner(server, { language: 1 });
    await server.call("frgtpsswd", { loginId: english.email });
    await waitForMessage(server, english.email, "passwordReset");
    await server.call("frgtpsswd", { loginId: french.email });
    await waitForMessage(server, french.email, "passwordReset");

    const page = await server.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain("<h1>Outbox</h1>");
    const englishAt = html.indexOf("Reset your Halcyon Connect password");
    const frenchAt = html.indexOf("Réinitialisez votre mot de passe Halcyon Connect");
    expect(englishAt).toBeGreaterThan(0);
    expect(frenchAt).toBeGreaterThan(0);
    expect(frenchAt).toBeLessThan(englishAt);
    expect(html).toContain('<h2 id="message-');
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Français (French)");
    expect(html).toMatch(/<a href="http:\/\/hacc\.localhost:8080\/resetpw\/[^"]+">/);

    const filtered = await server.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(french.email)}` });
    expect(filtered.body).toContain("Réinitialisez votre mot de passe");
    expect(filtered.body).not.toContain("Reset your Halcyon Connect password");

    const [mail] = await outbox(server, french.email);
    expect(mail).toMatchObject({ channel: "mail", kind: "passwordReset", to: french.email, brand: "hacc", language: 1 });
    expect(mail!.html).toContain('<html lang="fr">');
    const htmlVersion = await server.app.inject({ method: "GET", url: `/dev/outbox/${mail!.id}.html` });
    expect(htmlVersion.statusCode).toBe(200);
    expect(htmlVersion.body).toBe(mail!.html);
    expect(htmlVersion.headers["content-security-policy"]).toContain("default-src 'none'");

    // nodemailer built the whole message: sender named after the brand, both parts.
    const [raw] = await server.db.query<{ raw_message: string }>("select raw_message from mail_outbox where id = $1", [mail!.id]);
    expect(raw!.raw_message).toContain("From: Halcyon Connect <no-reply@carport.localhost>");
    expect(raw!.raw_message).toContain("Content-Type: multipart/alternative");
  });
});

describe("the outbox outside demo mode", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { DEMO: "0" });
  });
  afterAll(() => server.close());

  it("is not served", async () => {
    for (const url of ["/dev/outbox", "/dev/outbox.json", "/dev/outbox/1.html"]) {
      expect((await server.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});

describe("the demo pages seen from another machine", () => {
  let server: TestServer;
  beforeAll(async () => {
    // TRUST_PROXY is on in tests: even a believed X-Forwarded-For must not make a client local.
    server = await createTestServer("pglite", { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
  });
  afterAll(() => server.close());

  const pages = (mailId: number) => [
    "/dev/outbox",
    "/dev/outbox.json",
    `/dev/outbox/${mailId}.html`,
    "/dev/car-screen?vin=KMHL14JA5PA000001",
    "/dev/car-screen.json?vin=KMHL14JA5PA000001",
  ];

  it("refuses a client on the network, or forwarded by a proxy on this machine, without showing a reset link", async () => {
    const owner = await createOwner(server, { language: 0 });
    await server.call("frgtpsswd", { loginId: owner.email });
    await waitForMessage(server, owner.email, "passwordReset");
    const [mail] = await outbox(server, owner.email);
    const resetLink = /\/resetpw\/[^\s"<]+/.exec(mail!.text)![0];
    const strangers: Array<{ remoteAddress: string; headers?: Record<string, string> }> = [
      { remoteAddress: "203.0.113.7" },
      { remoteAddress: "10.0.0.5" },
      { remoteAddress: "::ffff:192.168.1.20" },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.7" } },
      { remoteAddress: "::1", headers: { forwarded: 'for="[2001:db8::1]:4711";proto=https' } },
      { remoteAddress: "127.0.0.1", headers: { "x-real-ip": "198.51.100.2" } },
      // A header cannot make a remote client local.
      { remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": "127.0.0.1" } },
      // Client-address headers Carport never believes refuse the request, whatever they name (issue 54).
      ...["cf-connecting-ip", "true-client-ip", "x-client-ip", "x-cluster-client-ip", "fastly-client-ip", "x-real-ip"].flatMap((name) => [
        { remoteAddress: "127.0.0.1", headers: { [name]: "203.0.113.7" } },
        { remoteAddress: "127.0.0.1", headers: { [name]: "127.0.0.1" } },
        { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1", [name]: "127.0.0.1" } },
      ]),
      { remoteAddress: "::1", headers: { forwarded: "for=127.0.0.1" } },
    ];
    for (const stranger of strangers) {
      for (const url of pages(mail!.id)) {
        const response = await server.app.inject({
          method: "GET",
          url,
          remoteAddress: stranger.remoteAddress,
          headers: stranger.headers ?? {},
        });
        expect(response.statusCode, `${url} from ${JSON.stringify(stranger)}`).toBe(403);
        expect(response.body).not.toContain(resetLink);
        expect(response.body).not.toContain(owner.email);
        expect(response.body).toContain("loopback");
      }
    }
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const local = await server.app.inject({
        method: "GET",
        url: `/dev/outbox.json?to=${encodeURIComponent(owner.email)}`,
        remoteAddress,
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain(resetLink);
    }
  });
});

describe("the demo pages behind no trusted proxy (TRUST_PROXY=false), or a named one", () => {
  it("refuses any forwarded address it does not believe, a loopback one included; believes X-Forwarded-For only from the named proxy", async () => {
    const untrusting = await createTestServer("pglite", { TRUST_PROXY: "false" });
    const page = (server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: "GET", url: "/dev/car-screen.json?vin=KMHL14JA5PA000001", remoteAddress, headers });
    try {
      expect((await page(untrusting, "127.0.0.1")).statusCode).toBe(200);
      expect((await page(untrusting, "127.0.0.1", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(403);
      expect((await page(untrusting, "127.0.0.1", { "x-forwarded-for": "203.0.113.7" })).statusCode).toBe(403);
      expect((await page(untrusting, "127.0.0.1", { "cf-connecting-ip": "203.0.113.7" })).statusCode).toBe(403);
      expect((await page(untrusting, "127.0.0.1", { "true-client-ip": "203.0.113.7" })).statusCode).toBe(403);
      expect((await page(untrusting, "127.0.0.1", { "x-client-ip": "203.0.113.7" })).statusCode).toBe(403);
    } finally {
      await untrusting.close();
    }
    const named = await createTestServer("pglite", { TRUST_PROXY: "127.0.0.1" });
    try {
      expect((await page(named, "127.0.0.1", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(200);
      // The nearest hop (listed last) is not a named proxy: what it says it forwarded is not believed, refused.
      expect((await page(named, "127.0.0.1", { "x-forwarded-for": "127.0.0.1, 203.0.113.7" })).statusCode).toBe(403);
      expect((await page(named, "127.0.0.1", { "x-forwarded-for": "203.0.113.7" })).statusCode).toBe(403);
    } finally {
      await named.close();
    }
  });
});
