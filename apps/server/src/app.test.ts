import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config.ts";
import { createTestServer, type TestServer } from "./test/test-server.ts";

describe("server basics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite");
  });
  afterAll(() => server.close());

  it("answers /healthz with the release's version", async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(fs.readFileSync(path.join(REPO_ROOT, "CHANGELOG.md"), "utf8")).toContain(`## [${version}]`);
    const response = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(response.json()).toEqual({ status: "ok", version, database: "pglite", vehicleLink: "connected" });
  });

  it("publishes the OpenAPI document of every call and alias at /docs", async () => {
    const doc = (await server.app.inject({ method: "GET", url: "/docs/json" })).json();
    for (const path of [
      "lgnV2",
      "v2/login",
      "lgn",
      "lgout",
      "vhcllst",
      "sltvhcl",
      "lstvhclsts",
      "vrfyacctkn",
      "gttcnd",
      "vrfytnc",
      "cnfrmtcnd",
    ]) {
      expect(doc.paths, path).toHaveProperty(`/tods/api/${path}`);
    }
    expect((await server.app.inject({ method: "GET", url: "/docs" })).statusCode).toBeLessThan(400);
  });

  it("exposes Prometheus metrics: requests per call, pending commands, vehicles, database pool", async () => {
    await server.call("vhcllst");
    const text = (await server.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(text).toMatch(/carport_api_request_duration_seconds_count\{call="vhcllst",status="200"\} [1-9]/);
    expect(text).toMatch(/carport_pending_transactions 0/);
    // The demo's vehicle rows: four per brand's demo owner, five of fleet@gen.test (two waiting for proof).
    expect(text).toMatch(/carport_enrolled_vehicles 17/);
    expect(text).toContain('carport_database_pool_connections{state="total"} 1');
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("seeding again changes nothing", async () => {
    const { seedDemo } = await import("./seed/demo-seed.ts");
    const count = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from vehicles"))[0]!.n;
    const before = await count();
    expect(await seedDemo(server.db)).toEqual({ accountsCreated: 0, vehiclesEnrolled: 0 });
    expect(await count()).toBe(before);
  });
});

describe("metrics from another machine", () => {
  const METRICS_TOKEN = "m".repeat(12) + "-scraper-token-2026";
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { METRICS_TOKEN });
  });
  afterAll(() => server.close());

  it("answers only loopback clients or the metrics token, never a proxied stranger or a wrong token", async () => {
    const metrics = (remoteAddress: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });
    const refused = [
      await metrics("203.0.113.9"),
      await metrics("203.0.113.9", { authorization: "Bearer wrong-token" }),
      await metrics("203.0.113.9", { authorization: `Basic ${METRICS_TOKEN}` }),
      await metrics("203.0.113.9", { authorization: `Bearer ${METRICS_TOKEN}x` }),
      await metrics("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }),
      await metrics("203.0.113.9", { "x-forwarded-for": "127.0.0.1" }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain("carport_");
    }
    for (const allowed of [
      await metrics("127.0.0.1"),
      await metrics("::1"),
      await metrics("198.51.100.4", { authorization: `Bearer ${METRICS_TOKEN}` }),
    ]) {
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain("carport_pending_transactions");
    }
  });
});

describe("behind no trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { TRUST_PROXY: "false", ANON_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => server.close());

  it("ignores X-Forwarded-For, so a client cannot dodge the per-address limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, json } = await server.call("gttcnd", {}, { "x-forwarded-for": `203.0.113.${i}` });
      statuses.push(status);
      if (status === 429) expect(json.error.errorCode).toBe("7429");
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  });
});
