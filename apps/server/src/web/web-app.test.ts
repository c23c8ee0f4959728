import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/test-server.ts";

describe("serving the browser app", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "carport-dist-"));
  let server: TestServer;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="en" data-brand="hacc"><head><title>x</title></head><body></body></html>');
    fs.writeFileSync(path.join(dist, "assets", "app.js"), "console.log(1)");
    server = await createTestServer("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers index.html for app routes, with the host's brand and a style nonce matching its CSP", async () => {
    const page = await server.app.inject({ method: "GET", url: "/vehicles", headers: { host: "kci.localhost:8080" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-brand="kci"');
    const nonce = /<meta name="csp-nonce" nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    const again = await server.app.inject({ method: "GET", url: "/login" });
    expect(again.body).not.toContain(nonce!);
  });

  it("serves built assets and sets the security headers on API answers too", async () => {
    const asset = await server.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.body).toBe("console.log(1)");
    const api = await server.app.inject({ method: "POST", url: "/tods/api/vhcllst", payload: {} });
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(String(api.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(api.headers["strict-transport-security"]).toBeUndefined();
    const tls = await server.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("answers an unknown API path with the envelope, not the app", async () => {
    const missing = await server.app.inject({ method: "GET", url: "/tods/api/nothing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.errorCode).toBe("7998");
  });
});
