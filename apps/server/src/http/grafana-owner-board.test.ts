import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";

const BOARD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/grafana-owner-dashboard.json");

interface Board {
  templating: { list: { name: string; query: string }[] };
  panels: { title: string; targets: { rawSql: string }[] }[];
}

/** The SQL as Grafana's PostgreSQL data source sends it: its macros expanded, the car's VIN in place of $vin. */
function expand(sql: string, vin: string, from: Date, to: Date): string {
  const f = `'${from.toISOString()}'::timestamptz`;
  const t = `'${to.toISOString()}'::timestamptz`;
  return sql
    .replace(/\$__timeFilter\(([^)]+)\)/g, `$1 between ${f} and ${t}`)
    .replace(/\$__timeFrom\(\)/g, `'${from.toISOString()}'`)
    .replace(/\$__timeTo\(\)/g, `'${to.toISOString()}'`)
    .replace(/\$vin/g, vin);
}

describe.each(databaseKinds())("the car owner's Grafana board (docs/grafana-owner-dashboard.json) on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let aurora: { vehicleId: string; vin: string };
  const board = JSON.parse(fs.readFileSync(BOARD, "utf8")) as Board;
  const panel = (title: string) => board.panels.find((p) => p.title === title)!.targets[0]!.rawSql;

  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    aurora = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Aurora");
    const tariff = { timeZone: "UTC", kwhPrice: 0.2, litrePrice: 1.6, offPeak: { start: "20:00", end: "06:00", kwhPrice: 0.08 } };
    expect((await server.call("svtrf", tariff, { accessToken: token, vehicleId: aurora.vehicleId })).status).toBe(200);
  });
  afterAll(() => server.close());

  it("lists the cars, and its charge, range and efficiency queries answer the seeded week", async () => {
    const cars = await server.db.query<{ __value: string }>(board.templating.list.find((v) => v.name === "vin")!.query);
    expect(cars.map((c) => c.__value)).toContain(aurora.vin);
    const to = new Date();
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const run = (title: string) => server.db.query<Record<string, unknown>>(expand(panel(title), aurora.vin, from, to));
    expect((await run("Charge and fuel level")).length).toBeGreaterThan(100);
    expect((await run("Range")).length).toBeGreaterThan(100);
    const efficiency = await run("Efficiency per day");
    expect(efficiency.length).toBeGreaterThan(3);
    for (const day of efficiency) expect(Number(day["kWh/100 km"])).toBeGreaterThan(5);
  });

  it("charges the same energy as the portal's sessions, and costs it within a read of the portal's exact split", async () => {
    // From a midnight (UTC): the seeded evenings charge from 19:00 for a few hours, so no session straddles it.
    const to = new Date();
    const from = new Date(Math.floor(to.getTime() / 86_400_000) * 86_400_000 - 6 * 86_400_000);
    const run = (title: string) => server.db.query<Record<string, unknown>>(expand(panel(title), aurora.vin, from, to));
    const sum = (rows: Record<string, unknown>[], column: string) => rows.reduce((total, row) => total + Number(row[column]), 0);
    const energy = sum(await run("Energy charged per day"), "Energy charged");
    const cost = sum(await run("Charging cost per day"), "Charging cost");
    // The sessions that started in the period.
    const period = { from: from.toISOString(), to: to.toISOString() };
    const sessions = (
      await server.call("chrgsessns", period, { accessToken: token, vehicleId: aurora.vehicleId })
    ).json.result.sessions.filter((s: { startedAt: string }) => Date.parse(s.startedAt) >= from.getTime()) as {
      kwh: number;
      cost: number;
    }[];
    expect(sessions.length).toBeGreaterThan(0);
    const portalKwh = sessions.reduce((t, s) => t + s.kwh, 0);
    const portalCost = sessions.reduce((t, s) => t + s.cost, 0);
    expect(energy).toBeGreaterThan(portalKwh * 0.95);
    expect(energy).toBeLessThan(portalKwh * 1.05 + 1);
    // The board prices each interval between reads at its middle: with 15-minute reads and the window's start on the hour, as the portal does.
    expect(Math.abs(cost - portalCost)).toBeLessThan(0.02 * sessions.length);
  });
});
