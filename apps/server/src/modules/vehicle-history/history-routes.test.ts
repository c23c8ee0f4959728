import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialVehicleStatus } from "@carport/telematics";
import type { VehicleStatus } from "@carport/protocol";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { saveStatus, saveStatusOfVin } from "../../core/status-repository.ts";

const HOUR = 3_600_000;

describe.each(databaseKinds())("the vehicle history on %s", (kind) => {
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

  const call = (name: string, nickname: string, body: unknown, extra: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: token, vehicleId: cars[nickname]!.vehicleId, ...extra });
  const rowsOf = (vehicleId: string, since: Date) =>
    server.db.query<{ soc: number; locked: boolean; charging: boolean }>(
      "select soc, locked, charging from vehicle_status_history where vehicle_id = $1 and recorded_at >= $2 order by recorded_at",
      [vehicleId, since],
    );
  const ev = (soc: number, change: Partial<VehicleStatus> = {}, charging = false): VehicleStatus => {
    const status = initialVehicleStatus({ fuelKindCode: "E", rangeAtFull: 480, batterySoc: soc, plugged: 2 });
    status.evStatus!.batteryCharge = charging;
    return { ...status, ...change };
  };

  it("keeps a status save in the history, but not an unchanged one again within the hour, nor an older one", async () => {
    // A car enrolled for this test: nothing else writes its status.
    const fleet = createFleetService(server.db);
    await fleet.provision({
      vin: "2HMAUEC5000009901",
      brand: "hacc",
      modelCode: "AUR5",
      modelName: "Aurora EV",
      modelYear: "2025",
      trim: "Long Range AWD",
      exteriorColor: "Glacier White",
      fuelKindCode: "E",
      genType: "3",
      isCcs2: true,
      remoteIgnition: false,
      mainBatteryType: "84 kWh",
      ownerFirstName: "Pat",
      ownerLastName: "Lee",
      ownerPostalCode: "M5V 2T6",
      dealerToken: "HT-9901",
      dealerCode: "HACC-D01",
    });
    const [account] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test'");
    const vehicleId = await fleet.enroll({
      accountId: account!.id,
      vin: "2HMAUEC5000009901",
      nickname: "Probe",
      isDefault: false,
      suspended: false,
      enrollmentStatus: 4,
      odometer: 100,
    });
    const t0 = new Date(Date.now() + 10 * HOUR);
    const since = new Date(t0.getTime() - 1);
    await saveStatus(server.db, vehicleId, ev(50), t0);
    expect(await rowsOf(vehicleId, since)).toHaveLength(1);
    // Changed a little within five minutes: not kept; unchanged ten minutes later: not kept either.
    await saveStatus(server.db, vehicleId, ev(50.4), new Date(t0.getTime() + 4 * 60_000));
    await saveStatus(server.db, vehicleId, ev(50), new Date(t0.getTime() + 12 * 60_000));
    expect(await rowsOf(vehicleId, since)).toHaveLength(1);
    // Unlocked, charging started, a point more charge: each is kept; through the link's VIN path too.
    await saveStatus(server.db, vehicleId, ev(50, { doorLock: false }), new Date(t0.getTime() + 13 * 60_000));
    await saveStatusOfVin(server.db, "2HMAUEC5000009901", ev(51, { doorLock: false }, true), new Date(t0.getTime() + 14 * 60_000));
    await saveStatusOfVin(server.db, "2HMAUEC5000009901", ev(52.5, { doorLock: false }, true), new Date(t0.getTime() + 15 * 60_000));
    // Older than the newest status: neither saved nor kept.
    await saveStatus(server.db, vehicleId, ev(10), new Date(t0.getTime() - HOUR));
    // The same status an hour on: kept again, so the chart has a point per hour.
    await saveStatusOfVin(server.db, "2HMAUEC5000009901", ev(52.5, { doorLock: false }, true), new Date(t0.getTime() + 76 * 60_000));
    expect(await rowsOf(vehicleId, new Date(t0.getTime() - 2 * HOUR))).toEqual([
      { soc: 50, locked: true, charging: false },
      { soc: 50, locked: false, charging: false },
      { soc: 51, locked: false, charging: true },
      { soc: 52.5, locked: false, charging: true },
      { soc: 52.5, locked: false, charging: true },
    ]);
    // What the owner then reads: the series (from the last read before the period: the enrollment's), and the session running at its end.
    cars["Probe"] = { vehicleId, vin: "2HMAUEC5000009901" };
    const period = { from: new Date(t0.getTime() - 5 * 60_000).toISOString(), to: new Date(t0.getTime() + 2 * HOUR).toISOString() };
    const history = (await call("vhclhst", "Probe", period)).json.result;
    expect(history.capacityKwh).toBe(84);
    expect(history.samples.map((s: { soc: number }) => s.soc)).toEqual([80, 50, 50, 51, 52.5, 52.5]);
    expect(history.samples[1]).toMatchObject({ plugged: 2, rangeKm: 240, auxBattery: 91, locked: true, engine: false, fuel: null });
    const sessions = (await call("chrgsessns", "Probe", period)).json.result.sessions;
    expect(sessions).toEqual([
      {
        startedAt: new Date(t0.getTime() + 14 * 60_000).toISOString(),
        endedAt: null,
        minutes: 62,
        startSoc: 51,
        endSoc: 52.5,
        kwh: 1.3,
        plug: 2,
        lat: null,
        lon: null,
        place: null,
        offPeakKwh: null,
        cost: null,
      },
    ]);
  });

  it("keeps the status a command's result brings over the vehicle link", async () => {
    const since = new Date();
    const headers = await authorize(server, token, cars["Aurora"]!.vehicleId);
    const unlock = await server.call("drulck", { pin: DEMO_PIN }, headers);
    expect((await completed(server, token, unlock.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const rows = await eventually(async () => {
      const found = await rowsOf(headers.vehicleId, since);
      return found.some((r) => !r.locked) ? found : undefined;
    }, "an unlocked status in the history");
    expect(rows.at(-1)!.locked).toBe(false);
  });

  it("fills as a simulated car charges: the fleet's status reports become rows of rising charge", async () => {
    const since = new Date();
    const car = cars["Aurora"]!;
    // The car's own clock runs faster, so a few seconds of charging move its charge by several points.
    server.vehicleLink.fleet!.twins.get(car.vin)!.pace = 300;
    const headers = await authorize(server, token, car.vehicleId);
    const start = await server.call("rcstrt", { pin: DEMO_PIN }, headers);
    expect((await completed(server, token, start.headers.transactionid as string)).apiStatusCode).toBe("0000");
    // Reads whose range moved with the same whole percentage are kept too: the charge never falls, and it rises.
    const rising = await eventually(async () => {
      const found = (await rowsOf(car.vehicleId, since)).filter((r) => r.charging);
      return found.length >= 3 && found.at(-1)!.soc > found[0]!.soc ? found : undefined;
    }, "three kept reads while charging, the charge risen");
    for (let i = 1; i < rising.length; i++) expect(rising[i]!.soc).toBeGreaterThanOrEqual(rising[i - 1]!.soc);
    const stop = await server.call("rcstp", { pin: DEMO_PIN }, await authorize(server, token, car.vehicleId));
    expect((await completed(server, token, stop.headers.transactionid as string)).apiStatusCode).toBe("0000");
    server.vehicleLink.fleet!.twins.get(car.vin)!.pace = 1;
  });

  it("answers the seeded week of the demo EV: charge series, charging sessions with energy, trips from the car's reports", async () => {
    const now = new Date();
    const week = { from: new Date(now.getTime() - 7 * 24 * HOUR).toISOString(), to: now.toISOString() };
    const history = (await call("vhclhst", "Aurora", week)).json.result;
    expect(history.samples.length).toBeGreaterThan(100);
    expect(history.samples.every((s: { soc: number | null }) => typeof s.soc === "number")).toBe(true);
    const sessions = (await call("chrgsessns", "Aurora", week)).json.result.sessions;
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      expect(s.endSoc).toBeGreaterThan(s.startSoc);
      expect(s.kwh).toBeCloseTo(((s.endSoc - s.startSoc) / 100) * 84, 0);
    }
    const trips = (await call("vhcltrps", "Aurora", week)).json.result.trips;
    expect(trips.length).toBeGreaterThan(3);
    expect(trips.every((t: { source: string }) => t.source === "car")).toBe(true);
    expect(Date.parse(trips[0].startedAt)).toBeGreaterThan(Date.parse(trips[1].startedAt));
    // Positions come from the kept reads overlapping the car's own trip report.
    expect(trips.some((t: { startLat: number | null }) => t.startLat !== null)).toBe(true);
  });

  it("exports a period as CSV: a header and a row per read, session or trip, as an attachment", async () => {
    const now = new Date();
    const query = new URLSearchParams({
      vehicleId: cars["Aurora"]!.vehicleId,
      from: new Date(now.getTime() - 7 * 24 * HOUR).toISOString(),
      to: now.toISOString(),
    });
    const get = (kind: string) =>
      server.app.inject({ method: "GET", url: `/tods/api/vhclhstcsv?${query}&kind=${kind}`, headers: { accessToken: token } });
    const status = await get("status");
    expect(status.statusCode).toBe(200);
    expect(status.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(status.headers["content-disposition"]).toMatch(
      /^attachment; filename="2HMAUEC5000000101-status-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = status.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "time,charge_percent,fuel_percent,range_km,battery_12v_percent,odometer_km,latitude,longitude,plugged,plug_type,charging,charging_kw,locked,engine_on,climate_on",
    );
    expect(lines.length).toBeGreaterThan(30);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,\d+(\.\d+)?,,\d+,\d+,/);
    // Yes/no columns are true/false every one (never 0 beside false), positions to 5 decimals.
    for (const line of lines.slice(1)) {
      const cells = line.split(",");
      for (const index of [8, 10, 12, 13, 14]) expect(["true", "false", ""], `${index} in ${line}`).toContain(cells[index]);
      expect(["dc", "ac", ""]).toContain(cells[9]);
      for (const index of [6, 7]) expect(cells[index]).toMatch(/^(-?\d+(\.\d{1,5})?)?$/);
    }
    const charging = (await get("charging")).body.trimEnd().split("\r\n");
    expect(charging[0]).toBe(
      "started,ended,minutes,start_charge_percent,end_charge_percent,energy_kwh,plug,latitude,longitude,place,off_peak_kwh,cost_dollars",
    );
    expect(charging.length).toBeGreaterThan(1);
    expect(charging.slice(1).every((line) => ["dc", "ac", ""].includes(line.split(",")[6]!))).toBe(true);
    const trips = (await get("trips")).body.trimEnd().split("\r\n");
    expect(trips[0]).toMatch(/^started,ended,minutes,km,/);
    expect(trips.slice(1).every((line) => line.endsWith(",car"))).toBe(true);
  });

  it("refuses a bad period or kind with 7998 naming the field, in the envelope", async () => {
    const from = "2026-03-02T00:00:00Z";
    for (const [body, field] of [
      [{ from: "yesterday", to: from }, "from"],
      [{ from, to: "2026-03-01T00:00:00Z" }, "to"],
      [{ from: "2025-01-01T00:00:00Z", to: from }, "to"],
      [{ from }, "to"],
    ] as const) {
      for (const name of ["vhclhst", "chrgsessns", "vhcltrps"]) {
        const { status, json } = await call(name, "Aurora", body);
        expect(status, name).toBe(400);
        expect(json.error.errorCode).toBe("7998");
        expect(json.error.errorDesc, `${name} ${JSON.stringify(body)}`).toContain(`'${field}'`);
      }
    }
    const csv = await server.app.inject({
      method: "GET",
      url: `/tods/api/vhclhstcsv?vehicleId=${cars["Aurora"]!.vehicleId}&from=${from}&to=2026-03-03T00:00:00Z&kind=everything`,
      headers: { accessToken: token },
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.errorDesc).toContain("'kind'");
  });

  it("answers 7202 to another account and to a second driver of the car, for the calls and the CSV", async () => {
    const fleet = createFleetService(server.db);
    await fleet.createAccount({
      brand: "hacc",
      email: "history.second@hacc.test",
      password: "Second-Pass-2026!",
      pin: "1357",
      firstName: "Sam",
      lastName: "Roy",
    });
    const second = await server.login("history.second@hacc.test", "Second-Pass-2026!");
    const shared = cars["Aurora"]!.vehicleId;
    await server.call("inviteseconduser", { secondaryEmail: "history.second@hacc.test" }, { accessToken: token, vehicleId: shared });
    expect(
      (await server.call("secPflCreation", { sourceVehicleId: shared, targetProfileName: "Shared" }, { accessToken: second })).json.result
        .status,
    ).toBe("0");
    const kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const period = { from: new Date(Date.now() - 24 * HOUR).toISOString(), to: new Date().toISOString() };
    for (const accessToken of [second, kci]) {
      const brand: Record<string, string> = accessToken === kci ? { brand: "kci" } : {};
      for (const name of ["vhclhst", "chrgsessns", "vhcltrps"]) {
        const { json } = await server.call(name, period, { accessToken, vehicleId: shared, ...brand });
        expect(json.error?.errorCode, name).toBe("7202");
      }
      const csv = await server.app.inject({
        method: "GET",
        url: `/tods/api/vhclhstcsv?vehicleId=${shared}&from=${period.from}&to=${period.to}&kind=status`,
        headers: { accessToken, ...brand },
      });
      expect(csv.headers["content-type"]).toContain("application/json");
      expect(csv.json().error.errorCode).toBe("7202");
    }
  });

  it("forgets reads older than RETENTION_STATUS_HISTORY_DAYS (730 by default) at housekeeping, and only those", async () => {
    const vehicleId = cars["Summit"]!.vehicleId;
    const insert = (daysAgo: number) =>
      server.db.query(
        `insert into vehicle_status_history (vehicle_id, recorded_at, locked, engine, climate) values ($1, now() - make_interval(days => $2), true, false, false)`,
        [vehicleId, daysAgo],
      );
    await insert(731);
    await insert(729);
    await server.app.housekeeping.runOnce();
    const kept = await server.db.query<{ days: number }>(
      `select round(extract(epoch from now() - recorded_at) / 86400)::int as days from vehicle_status_history
        where vehicle_id = $1 and recorded_at < now() - interval '700 days'`,
      [vehicleId],
    );
    expect(kept).toEqual([{ days: 729 }]);
  });

  it("reads the period from the query string too", async () => {
    const now = new Date();
    const query = new URLSearchParams({ from: new Date(now.getTime() - 24 * HOUR).toISOString(), to: now.toISOString() });
    const { json } = await server.call(`vhclhst?${query}`, {}, { accessToken: token, vehicleId: cars["Aurora"]!.vehicleId });
    expect(json.result.samples.length).toBeGreaterThan(10);
  });
});
