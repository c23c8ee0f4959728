import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialVehicleStatus } from "@carport/telematics";
import type { VehicleStatus } from "@carport/protocol";
import { monthOf, monthPeriod, zoneOffsetMs } from "@carport/domain";
import { DEMO_PASSWORD, DEMO_PIN } from "../../seed/demo-fleet.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { saveStatusOfVin } from "../../core/status-repository.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOME = { lat: 43.6426, lon: -79.3871 };
const pad = (n: number) => String(n).padStart(2, "0");

describe.each(databaseKinds())("insight: tariff, places, costed sessions and the monthly summary on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let aurora: { vehicleId: string; vin: string };
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    aurora = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Aurora");
  });
  afterAll(() => server.close());

  const call = (name: string, body: unknown, vehicleId = aurora.vehicleId) => server.call(name, body, { accessToken: token, vehicleId });

  it("refuses a tariff or a place with 7998 naming the field, and keeps what was saved", async () => {
    expect((await call("gttrf", {})).json.result).toEqual({ tariff: null });
    const good = {
      timeZone: "America/Toronto",
      kwhPrice: 0.2,
      litrePrice: null,
      offPeak: { start: "23:00", end: "07:00", kwhPrice: 0.08 },
    };
    expect((await call("svtrf", good)).json.result).toEqual({ tariff: good });
    for (const [body, field, reason] of [
      [{ ...good, timeZone: "Mars/Olympus" }, "timeZone", "TIME_ZONE_UNKNOWN"],
      [{ ...good, kwhPrice: -0.1 }, "kwhPrice", "PRICE_NEGATIVE"],
      [{ ...good, kwhPrice: 18 }, "kwhPrice", "PRICE_TOO_HIGH"],
      [{ ...good, offPeak: { ...good.offPeak, start: "7pm" } }, "offPeak.start", "TIME_INVALID"],
      [{ ...good, offPeak: { ...good.offPeak, end: "23:00" } }, "offPeak.end", "WINDOW_EMPTY"],
      [{ ...good, kwhPrice: null }, "kwhPrice", "PEAK_PRICE_REQUIRED"],
    ] as const) {
      const refused = await call("svtrf", body);
      expect(refused.status, field).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toBe(`Invalid request: field '${field}': ${reason}`);
    }
    expect((await call("gttrf", {})).json.result.tariff).toEqual(good);

    const home = (await call("svplc", { name: "Home", ...HOME, radiusM: 150 })).json.result.places;
    expect(home).toEqual([{ id: expect.any(String), name: "Home", ...HOME, radiusM: 150 }]);
    for (const [body, field, reason] of [
      [{ name: " home ", ...HOME, radiusM: 150 }, "name", "NAME_TAKEN"],
      [{ name: "", ...HOME, radiusM: 150 }, "name", "NAME_REQUIRED"],
      [{ name: "Work", lat: 95, lon: 0, radiusM: 150 }, "lat", "LATITUDE_INVALID"],
      [{ name: "Work", ...HOME, radiusM: 10 }, "radiusM", "RADIUS_TOO_SMALL"],
      [{ id: "00000000-0000-4000-8000-000000000000", name: "Work", ...HOME, radiusM: 100 }, "id", "PLACE_UNKNOWN"],
    ] as const) {
      const refused = await call("svplc", body);
      expect(refused.json.error?.errorDesc, field).toBe(`Invalid request: field '${field}': ${reason}`);
    }
    const work = (await call("svplc", { name: "Work", lat: 43.6532, lon: -79.3832, radiusM: 200 })).json.result.places;
    expect(work.map((p: { name: string }) => p.name)).toEqual(["Home", "Work"]);
    expect((await call("dlplc", { id: work[1].id })).json.result.places).toEqual(home);
    // In French too, the field named the same.
    const french = await server.call(
      "svtrf",
      { ...good, kwhPrice: -1 },
      { accessToken: token, vehicleId: aurora.vehicleId, language: "1" },
    );
    expect(french.json.error.errorDesc).toMatch(/^Requête invalide\s:\schamp\s«\skwhPrice\s»\s:\sPRICE_NEGATIVE$/u);
  });

  it("costs a session the simulated fleet charges inside the off-peak window at the off-peak price, and the month's summary counts it", async () => {
    // A window round the present hour in the owner's zone: the charge the car now makes is all off-peak.
    const now = new Date();
    const zone = "America/Vancouver";
    const localHour = new Date(now.getTime() + zoneOffsetMs(zone, now.getTime())).getUTCHours();
    const window = { start: `${pad((localHour + 23) % 24)}:00`, end: `${pad((localHour + 3) % 24)}:00`, kwhPrice: 0.07 };
    await call("svtrf", { timeZone: zone, kwhPrice: 0.19, litrePrice: 1.7, offPeak: window });
    const twin = server.vehicleLink.fleet!.twins.get(aurora.vin)!;
    const since = new Date();
    twin.pace = 300;
    const start = await server.call("rcstrt", { pin: DEMO_PIN }, await authorize(server, token, aurora.vehicleId));
    expect((await completed(server, token, start.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const period = () => ({ from: since.toISOString(), to: new Date(Date.now() + HOUR).toISOString() });
    const session = await eventually(async () => {
      const [found] = (await call("chrgsessns", period())).json.result.sessions;
      return found && found.kwh >= 1 ? found : undefined;
    }, "a charging session of at least 1 kWh");
    const stop = await server.call("rcstp", { pin: DEMO_PIN }, await authorize(server, token, aurora.vehicleId));
    expect((await completed(server, token, stop.headers.transactionid as string)).apiStatusCode).toBe("0000");
    twin.pace = 1;

    // The energy: the charge gained times the Aurora's 84 kWh; the cost: all of it at the off-peak price.
    const ended = await eventually(async () => {
      const [found] = (await call("chrgsessns", period())).json.result.sessions;
      return found?.endedAt ? found : undefined;
    }, "the session ended");
    expect(ended.startedAt).toBe(session.startedAt);
    expect(ended.kwh).toBeCloseTo(((ended.endSoc - ended.startSoc) / 100) * 84, 1);
    expect(ended.offPeakKwh).toBe(ended.kwh);
    expect(ended.cost).toBeCloseTo(Math.round(ended.kwh * 0.07 * 100) / 100, 2);
    // The simulated car reports its position apart from its status reads: the session has none, so no place.
    expect(ended.place).toBeNull();
    // The month's summary counts it.
    const summary = (await call("mnthsmry", { month: monthOf(new Date(ended.startedAt), zone) })).json.result;
    expect(summary.byPlace.find((p: { place: string }) => p.place === "")).toMatchObject({ sessions: 1, kwh: ended.kwh, cost: ended.cost });
  });

  it("splits a session the vehicle link reports across the window's start, and sums the month against the one before", async () => {
    const fleet = createFleetService(server.db);
    const vin = "2HMAUEC5000009957";
    await fleet.provision({
      vin,
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
      dealerToken: "HT-9957",
      dealerCode: "HACC-D01",
    });
    const [account] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@hacc.test'");
    const vehicleId = await fleet.enroll({
      accountId: account!.id,
      vin,
      nickname: "Costed",
      isDefault: false,
      suspended: false,
      enrollmentStatus: 4,
      odometer: 1000,
    });
    // A month ahead (the link keeps only reads newer than the car's last), in Toronto; the session starts on its 15th.
    const zone = "America/Toronto";
    const month = monthOf(new Date(Date.now() + 62 * DAY), zone);
    const start = Date.parse(monthPeriod(month, zone)!.from) + 14 * DAY + 21 * HOUR;
    const localHour = new Date(start + zoneOffsetMs(zone, start)).getUTCHours();
    // Off-peak from the hour after it starts: of two hours' charging, the second is off-peak.
    const tariff = {
      timeZone: zone,
      kwhPrice: 0.2,
      litrePrice: null,
      offPeak: { start: `${pad((localHour + 1) % 24)}:00`, end: "07:00", kwhPrice: 0.08 },
    };
    expect((await call("svtrf", tariff, vehicleId)).status).toBe(200);

    const status = (soc: number, charging: boolean, odometer: number, engine = false): VehicleStatus => {
      const s = initialVehicleStatus({ fuelKindCode: "E", rangeAtFull: 480, batterySoc: soc, plugged: charging ? 2 : 0 });
      s.evStatus!.batteryCharge = charging;
      return {
        ...s,
        engine,
        odometer: { value: odometer, unit: 1 },
        vehicleLocation: { coord: { ...HOME, alt: 0, type: 0 } },
      } as VehicleStatus;
    };
    const at = (ms: number) => new Date(ms);
    // The month before: a 100 km drive using 20 % (16.8 kWh). This month: 50 % → 40 % over 80 km, then the charge 40 % → 50 %.
    const before = start - 30 * DAY;
    await saveStatusOfVin(server.db, vin, status(80, false, 1000), at(before - 2 * HOUR));
    await saveStatusOfVin(server.db, vin, status(80, false, 1000, true), at(before - HOUR));
    await saveStatusOfVin(server.db, vin, status(60, false, 1100), at(before));
    await saveStatusOfVin(server.db, vin, status(50, false, 1100), at(start - 3 * HOUR));
    await saveStatusOfVin(server.db, vin, status(50, false, 1100, true), at(start - 2 * HOUR));
    await saveStatusOfVin(server.db, vin, status(40, false, 1180), at(start - HOUR));
    await saveStatusOfVin(server.db, vin, status(40, true, 1180), at(start));
    await saveStatusOfVin(server.db, vin, status(45, true, 1180), at(start + HOUR));
    await saveStatusOfVin(server.db, vin, status(50, false, 1180), at(start + 2 * HOUR));
    // Home was named in the first test (places are the account's).

    const period = { from: at(start - 4 * HOUR).toISOString(), to: at(start + 3 * HOUR).toISOString() };
    const [session] = (await call("chrgsessns", period, vehicleId)).json.result.sessions;
    // 10 % of 84 kWh = 8.4 kWh: 4.2 at 0.20 $ and 4.2 at 0.08 $ = 1.18 $.
    expect(session).toMatchObject({ startSoc: 40, endSoc: 50, minutes: 120, kwh: 8.4, offPeakKwh: 4.2, cost: 1.18, place: "Home" });
    const [trip] = (await call("vhcltrps", period, vehicleId)).json.result.trips;
    expect(trip).toMatchObject({ km: 80, kwh: 8.4, kwhPer100Km: 10.5, startPlace: "Home", season: expect.any(String), source: "history" });

    const summary = (await call("mnthsmry", { month }, vehicleId)).json.result;
    expect(summary).toMatchObject({
      timeZone: zone,
      hasTariff: true,
      energy: "electric",
      current: { month, km: 80, trips: 1, kwhCharged: 8.4, kwhUsed: 8.4, cost: 1.18, kwhPer100Km: 10.5 },
      previous: { km: 100, trips: 1, kwhUsed: 16.8, kwhPer100Km: 16.8, cost: 0 },
      efficiencyChangePercent: -37, // (10.5 - 16.8) / 16.8, rounded
      byPlace: [{ place: "Home", sessions: 1, kwh: 8.4, cost: 1.18 }],
    });
    const refused = await call("mnthsmry", { month: "2026-13" }, vehicleId);
    expect(refused.json.error.errorDesc).toBe("Invalid request: field 'month': MONTH_INVALID");
  });
});
