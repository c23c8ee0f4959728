import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/test-server.ts";

const DASHBOARD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/grafana-dashboard.json");

interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}

/** Every sample name /metrics can print: a histogram's _bucket, _sum and _count, the others' own name. */
function exposedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (type === "histogram" || type === "summary") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${name}${suffix}`);
    names.add(name!);
  }
  return names;
}

describe("the Grafana dashboard (docs/grafana-dashboard.json)", () => {
  let server: TestServer;
  let exposed: Set<string>;
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as Dashboard;
  const queried = new Set(
    dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/\b(?:carport|process|nodejs)_[a-z0-9_]+\b/g) ?? []),
    ),
  );

  beforeAll(async () => {
    server = await createTestServer("pglite");
    exposed = exposedNames((await server.app.inject({ method: "GET", url: "/metrics" })).body);
  });
  afterAll(() => server.close());

  it("queries only metrics the server exports", () => {
    expect(queried.size).toBeGreaterThan(0);
    expect([...queried].filter((name) => !exposed.has(name))).toEqual([]);
  });

  it("shows every carport_ metric the server exports", () => {
    const carportMetrics = [...exposed].filter((name) => name.startsWith("carport_") && !/_(bucket|sum)$/.test(name));
    const shown = [...queried].join(" ");
    expect(carportMetrics.filter((name) => !shown.includes(name.replace(/_count$/, "")))).toEqual([]);
  });
});
