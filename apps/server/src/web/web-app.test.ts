import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/test-server.ts";

describe("serving the browser app", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "carport-dist-"));
  let server: TestServer;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><html lang="en" data-brand="hacc"><head><title>x</title><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(dist, "icons"));
    fs.copyFileSync(path.resolve(import.meta.dirname, "../../../web/public/icons/kci-192.png"), path.join(dist, "icons", "kci-192.png"));
    fs.writeFileSync(path.join(dist, "assets", "app.js"), "console.log(1)");
    fs.writeFileSync(path.join(dist, "service-worker.js"), "self.addEventListener('push', () => {});");
    server = await createTestServer("pglite", {
      WEB_DIST: dist,
      MAP_TILE_URL: "https://tiles.example.net/osm/{z}/{x}/{y}.png",
      MAP_ATTRIBUTION: "© Tiles & <Co>",
    });
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

  it("answers HEAD wherever it answers GET: the same status and type, without the body", async () => {
    for (const url of [
      "/",
      "/login",
      "/vehicles/some-car",
      "/assets/app.js",
      "/service-worker.js",
      "/manifest.webmanifest",
      "/healthz",
      "/docs/json",
    ]) {
      const get = await server.app.inject({ method: "GET", url });
      const head = await server.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(get.statusCode, url).toBe(200);
      expect(head.headers["content-type"], url).toBe(get.headers["content-type"]);
      expect(head.body, url).toBe("");
    }
    // A call of the owner API is POST only: HEAD finds none there, as GET does not.
    expect((await server.app.inject({ method: "HEAD", url: "/tods/api/vhcllst" })).statusCode).toBe(404);
  });

  it("serves built assets and sets the security headers on API answers too", async () => {
    const asset = await server.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.body).toBe("console.log(1)");
    const api = await server.app.inject({ method: "POST", url: "/tods/api/vhcllst", payload: {} });
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["cache-control"]).toBe("no-store");
    expect(api.headers["referrer-policy"]).toBeUndefined();
    const page = await server.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(String(page.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(api.headers["strict-transport-security"]).toBeUndefined();
    const tls = await server.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("answers an unknown API path with the envelope, not the app", async () => {
    const missing = await server.app.inject({ method: "GET", url: "/tods/api/nothing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.errorCode).toBe("7998");
  });

  it("leaves #root empty when the build wrote no prerendered pages", async () => {
    const page = await server.app.inject({ method: "GET", url: "/login" });
    expect(page.body).toContain('<div id="root"></div>');
    expect(String(page.headers["content-security-policy"])).not.toContain("unsafe-hashes");
  });

  it("tells the app its map tiles, and lets the page load them and run MapLibre's worker", async () => {
    const page = await server.app.inject({ method: "GET", url: "/cwp/overview" });
    expect(page.body).toContain('<meta name="carport-map-tiles" content="https://tiles.example.net/osm/{z}/{x}/{y}.png">');
    expect(page.body).toContain('<meta name="carport-map-attribution" content="© Tiles &amp; &lt;Co&gt;">');
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.net");
    expect(csp).toContain("connect-src 'self' https://tiles.example.net");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain("script-src 'self' blob:");
  });

  it("serves the brand's web app manifest and the service worker, never cached for good", async () => {
    const manifest = await server.app.inject({ method: "GET", url: "/manifest.webmanifest", headers: { host: "kci.localhost:8080" } });
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.json()).toMatchObject({ name: "Kestrel Connect", start_url: "/", display: "standalone" });
    // The brand's own icons: PNG sizes and a maskable one, drawn from the brand's SVG (scripts/brand-icons.ts).
    expect(manifest.json().icons).toEqual([
      { src: "/icons/kci.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/kci-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/kci-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/kci-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    const icon = await server.app.inject({ method: "GET", url: "/icons/kci-192.png" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
    // The page links the brand's favicon and its iOS home-screen icon.
    const page = await server.app.inject({ method: "GET", url: "/vehicles", headers: { host: "kci.localhost:8080" } });
    expect(page.body).toContain('<link rel="icon" href="/icons/kci.svg" type="image/svg+xml" />');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/icons/kci-apple-touch-icon.png" />');
    const worker = await server.app.inject({ method: "GET", url: "/service-worker.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
  });
});

describe("serving the build's precompressed files", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "carport-dist-"));
  // The QR reader's WebAssembly (zxing-wasm), which the build precompresses as it does the scripts.
  const wasmFile = path.join(dist, "assets", "zxing_reader-B1a2c3d4.wasm");
  const wasm = Buffer.concat([Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]), Buffer.alloc(32 * 1024, 1)]);
  const script = `export const greeting = ${JSON.stringify("bonjour ".repeat(400))};`;
  let server: TestServer;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><html lang="en" data-brand="hacc"><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    const entry = path.join(dist, "assets", "index-B1a2c3d4.js");
    fs.writeFileSync(entry, script);
    fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.writeFileSync(wasmFile, wasm);
    fs.writeFileSync(`${wasmFile}.br`, zlib.brotliCompressSync(wasm));
    fs.writeFileSync(`${wasmFile}.gz`, zlib.gzipSync(wasm));
    server = await createTestServer("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const fetchEntry = (acceptEncoding?: string) =>
    server.app.inject({
      method: "GET",
      url: "/assets/index-B1a2c3d4.js",
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("answers Brotli to a client accepting it, the same bytes once decompressed, cached for good", async () => {
    const brotli = await fetchEntry("gzip, deflate, br");
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers["content-type"])).toContain("javascript");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(String(brotli.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers the WebAssembly file Brotli-compressed as application/wasm, which a browser compiles as it streams", async () => {
    const answer = await server.app.inject({
      method: "GET",
      url: "/assets/zxing_reader-B1a2c3d4.wasm",
      headers: { "accept-encoding": "br" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/wasm");
    expect(zlib.brotliDecompressSync(answer.rawPayload)).toEqual(wasm);
    expect(answer.rawPayload.length).toBeLessThan(wasm.length / 10);
  });

  it("answers gzip to a client accepting only gzip, and the plain file to one accepting neither", async () => {
    const gzip = await fetchEntry("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(String(gzip.headers.vary).toLowerCase()).toContain("accept-encoding");
    for (const accepted of [undefined, "identity", "deflate"]) {
      const plain = await fetchEntry(accepted);
      expect(plain.headers["content-encoding"], accepted).toBeUndefined();
      expect(plain.body, accepted).toBe(script);
      expect(String(plain.headers.vary).toLowerCase(), accepted).toContain("accept-encoding");
      expect(plain.headers["cache-control"], accepted).toBe("public, max-age=31536000, immutable");
    }
  });

  it("has browsers ask again for files whose name does not change with the build, and for the page", async () => {
    const icon = await server.app.inject({ method: "GET", url: "/favicon.svg", headers: { "accept-encoding": "br" } });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain("<svg");
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.headers["cache-control"]).toBe("no-cache");
    const page = await server.app.inject({ method: "GET", url: "/vehicles" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

describe("serving the sign-in page drawn at build time", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "carport-dist-"));
  const hash = "'sha256-AAAA'";
  let server: TestServer;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><html lang="en" data-brand="hacc"><head><title>Carport</title><link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" crossorigin href="/assets/app.js" data-app-code></head><body><div id="root"></div></body></html>',
    );
    const page = (brand: string, heading: string) => ({ html: `<h1>${heading} ${brand}</h1>`, title: `${heading} – ${brand}` });
    fs.writeFileSync(
      path.join(dist, "prerendered-pages.json"),
      JSON.stringify({
        login: {
          "hacc/en": page("hacc", "Sign in"),
          "kci/en": page("kci", "Sign in"),
          "kci/fr": page("kci", "Connexion"),
          "hacc/en/ios": page("hacc", "Sign in, or get the iPhone app"),
          "hacc/en/remembered": {
            html: '<h1>Welcome back</h1><input name="loginId" value="remembered-email@sign-in.invalid">',
            title: "Sign in – hacc",
          },
        },
        brandColors: { hacc: ":root{--color-page:#f4f7fa}", kci: ":root{--color-page:#f8f5f2}" },
        styleAttributeHashes: [hash],
      }),
    );
    server = await createTestServer("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("puts the page of the host's brand and the address's language into #root, with its title and colours", async () => {
    const page = await server.app.inject({ method: "GET", url: "/login?lang=1", headers: { host: "kci.localhost:8080" } });
    expect(page.body).toContain('<html lang="fr" data-brand="kci">');
    expect(page.body).toContain("<title>Connexion – kci</title>");
    expect(page.body).toContain('<div id="root" data-prerendered="kci/fr"><h1>Connexion kci</h1></div>');
    const nonce = /<meta name="csp-nonce" nonce="([^"]+)">/.exec(page.body)?.[1];
    // After the stylesheet, so the brand's colours win over its fallbacks.
    expect(page.body).toContain(
      `<link rel="stylesheet" href="/assets/app.css"><style nonce="${nonce}">:root{--color-page:#f8f5f2}</style></head>`,
    );
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}' 'unsafe-hashes' ${hash}`);
    // Scripts only from this origin; WebAssembly (the QR reader's ZXing) may be compiled, nothing inline or eval'd.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });

  it("draws it in the language the app last used in this browser (its cookie), unless the address names one", async () => {
    const remembered = { host: "kci.localhost:8080", cookie: "theme=x; carport_lang=1" };
    const french = await server.app.inject({ method: "GET", url: "/login", headers: remembered });
    expect(french.body).toContain('<html lang="fr" data-brand="kci">');
    expect(french.body).toContain('<div id="root" data-prerendered="kci/fr"><h1>Connexion kci</h1></div>');
    const named = await server.app.inject({ method: "GET", url: "/login?lang=0", headers: remembered });
    expect(named.body).toContain('<div id="root" data-prerendered="kci/en"><h1>Sign in kci</h1></div>');
  });

  it("draws it where the app leads to the sign-in page, and nowhere else", async () => {
    for (const url of ["/", "/?lang=0", "/cwp", "/index.html"]) {
      const page = await server.app.inject({ method: "GET", url });
      expect(page.body, url).toContain('<div id="root" data-prerendered="hacc/en"><h1>Sign in hacc</h1></div>');
      // The drawn page asks for the app's code on the first touch (apps/web/src/start.ts), not at once.
      expect(page.body, url).not.toContain("data-app-code");
    }
    for (const url of ["/vehicles", "/login/extra", "/forgotpw"]) {
      const page = await server.app.inject({ method: "GET", url });
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js" data-app-code>');
      expect(page.body, url).toContain("<title>Carport</title>");
      expect(String(page.headers["content-security-policy"]), url).not.toContain("unsafe-hashes");
      // Every page gets the brand's colours before its script runs.
      expect(page.body, url).toContain(":root{--color-page:#f4f7fa}</style>");
    }
  });

  it("fills in the e-mail the browser remembers (its remember-me cookie), escaped", async () => {
    const remembered = async (email: string) =>
      (
        await server.app.inject({
          method: "GET",
          url: "/login",
          headers: { cookie: `theme=x; carport_login=${encodeURIComponent(email)}` },
        })
      ).body;
    expect(await remembered("owner@hacc.test")).toContain(
      '<div id="root" data-prerendered="hacc/en/remembered"><h1>Welcome back</h1><input name="loginId" value="owner@hacc.test"></div>',
    );
    expect(await remembered(`x"><script>alert(1)</script>'@hacc.test`)).toContain(
      '<input name="loginId" value="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#x27;@hacc.test">',
    );
  });

  it("draws a phone's page, which offers the brand's app for its platform, and none it has no drawing of", async () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const page = await server.app.inject({ method: "GET", url: "/login", headers: { "user-agent": iphone } });
    expect(page.body).toContain('<div id="root" data-prerendered="hacc/en/ios"><h1>Sign in, or get the iPhone app hacc</h1></div>');
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
    const other = await server.app.inject({ method: "GET", url: "/login", headers: { "user-agent": android } });
    expect(other.body).toContain('<div id="root"></div>');
  });

  it("draws a phone's page without the offer once its owner said Not now in this visit", async () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const page = await server.app.inject({
      method: "GET",
      url: "/login",
      headers: { "user-agent": iphone, cookie: "carport_app_offer=1" },
    });
    expect(page.body).toContain('<div id="root" data-prerendered="hacc/en"><h1>Sign in hacc</h1></div>');
  });
});
