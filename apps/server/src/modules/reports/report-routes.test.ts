import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("monthly reports and trips on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const cars: Record<string, { vehicleId: string; vin: string }> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) cars[v.nickName] = v;
  });
  afterAll(() => server.close());

  const call = (name: string, nickname: string, body: unknown = {}, extra: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: token, vehicleId: cars[nickname]!.vehicleId, ...extra });

  it("lists a year of monthly reports, newest first", async () => {
    const { reports } = (await call("gtmvrlst", "Aurora")).json.result;
    expect(reports.length).toBeGreaterThanOrEqual(11);
    expect(reports[0].reportDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(reports[0].reportId > reports[1].reportId).toBe(true);
  });

  it("reports last month's distance and energy as the sum of that month's trips", async () => {
    const { reports } = (await call("gtmvrlst", "Aurora")).json.result;
    const { report } = (await call("gtmvrrpt", "Aurora", { reportId: reports[0].reportId })).json.result;
    const trips = await server.db.query<{ km: number; kwh: number; n: number; moving: number }>(
      `select sum(km)::float8 as km, sum(drivetrain_kwh + climate_kwh + accessories_kwh + battery_care_kwh)::float8 as kwh, count(*)::int as n,
              sum(minutes - idle_minutes)::float8 as moving
         from vehicle_trips where vehicle_id = $1 and started_at >= $2::date and started_at < $3::date`,
      [cars["Aurora"]!.vehicleId, report.periodStart, report.periodEnd],
    );
    expect(report.drivingInfo.tripCount).toBe(trips[0]!.n);
    expect(report.drivingInfo.runDistance).toBeCloseTo(trips[0]!.km, 0);
    expect(report.drivingInfo.totalPwrCsp).toBeCloseTo(trips[0]!.kwh, 0);
    expect(report.drivingInfo.fuelUsed).toBe(0);
    expect(report.drivingInfo.mileageTime).toBeCloseTo(trips[0]!.moving, -1);
    expect(report.drivingInfo.mileageTime).toBe(report.drivingInfo.runTime - report.drivingInfo.idleEngineTime);
    expect(report.systems).toHaveLength(3);
    const summit = (await call("gtmvrrpt", "Summit", { reportId: reports[0].reportId })).json.result.report;
    expect(summit.drivingInfo.fuelUsed).toBeGreaterThan(0);
    expect(summit.systems.find((s: { systemName: string }) => s.systemName === "Safety").dtcCount).toBe(1);
  });

  it("answers MVR_NOT_FOUND for a report that does not exist", async () => {
    const missing = await call("gtmvrrpt", "Aurora", { reportId: "19990101" });
    expect(missing.json.error.errorDesc).toContain("MVR_NOT_FOUND");
  });

  it("keeps the report day between 1 and 28", async () => {
    expect((await call("gtmvrdy", "Tidal")).json.result.day).toBe(1);
    expect((await call("svmvrdy", "Tidal", { day: 15 })).json.result.day).toBe(15);
    expect((await call("gtmvrdy", "Tidal")).json.result.day).toBe(15);
    expect((await call("svmvrdy", "Tidal", { day: 29 })).json.error.errorDesc).toContain("PLEASE_SELECT_SETTING");
    const { reports } = (await call("gtmvrlst", "Tidal")).json.result;
    expect(reports[0].reportDate.endsWith("-15")).toBe(true);
  });

  it("records a simulated trip and shows an opened door after a refresh", async () => {
    const aurora = cars["Aurora"]!;
    const before = (await call("alerts/maintenance/evTripDetails", "Aurora")).json.result.tripdetails.length;
    expect(before).toBe(20);
    await server.vehicleLink.gateway.operate(aurora.vin, { tripKm: 30, doorOpen: { frontLeft: 1 } });
    const trips = await eventually(async () => {
      const rows = await server.db.query<{ km: number }>(
        "select km from vehicle_trips where vehicle_id = $1 and started_at > now() - interval '1 hour'",
        [aurora.vehicleId],
      );
      return rows.length ? rows : undefined;
    }, "the trip to be recorded");
    expect(trips[0]!.km).toBe(30);
    const refreshed = await call("rltmvhclsts", "Aurora");
    expect(refreshed.json.result.status.doorOpen.frontLeft).toBe(1);
    const latest = (await call("alerts/maintenance/evTripDetails", "Aurora")).json.result.tripdetails[0];
    expect(latest).toMatchObject({ distance: 30 });
    expect(latest.totalused).toBeGreaterThan(4);
    expect((await call("alerts/maintenance/evTripDetails", "Summit")).json.error.errorCode).toBe("7705");
  });
});
