import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceDueColours } from "@carport/domain";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { eventually } from "../../test/remote-helpers.ts";

describe.each(databaseKinds())("vehicle health and service on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) ids[v.nickName] = v.vehicleId;
  });
  afterAll(() => server.close());

  const info = async (nickname: string) =>
    (await server.call("nxtsvc", {}, { accessToken: token, vehicleId: ids[nickname]! })).json.result.maintenanceInfo;

  it("answers the next service with distance and days left, in the seeded states", async () => {
    const summit = await info("Summit");
    expect(summit.currentOdometer).toBe(64120);
    expect(summit.serviceOdometerDuration).toBe(-1200);
    expect(summit.serviceDaysDuration).toBeLessThan(0);
    expect(serviceDueColours(summit.serviceOdometerDuration, summit.serviceDaysDuration)).toEqual({ distance: "red", days: "red" });
    const aurora = await info("Aurora");
    expect(serviceDueColours(aurora.serviceOdometerDuration, aurora.serviceDaysDuration)).toEqual({ distance: "green", days: "green" });
    expect(aurora.nextServiceLeftOdometer).toBe(5000);
    expect(aurora.mtitServiceDate).toMatch(/^\d{8}$/);
  });

  it("lists trouble codes by system, in French too, and dismisses the safety warning", async () => {
    const headers = { accessToken: token, vehicleId: ids["Summit"]! };
    const health = (await server.call("gtvhclhlth", {}, { ...headers, language: "1" })).json.result;
    expect(health.issues).toEqual({ Chassis: 1, Powertrain: 0, Safety: 1 });
    expect(health.DTCs.map((d: { description: string }) => d.description)).toContain(
      "Défaillance du capteur du coussin gonflable passager.",
    );
    expect(health.warningMessage).toEqual({ messageId: "SRS-AIRBAG" });
    await server.call("dismisswarn", { warningMessageId: "SRS-AIRBAG" }, headers);
    expect((await server.call("gtvhclhlth", {}, headers)).json.result.warningMessage).toBeNull();
  });

  it("resets the service schedule from a recorded service, refusing impossible ones", async () => {
    const headers = { accessToken: token, vehicleId: ids["Summit"]! };
    const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    const saved = await server.call("svcodmt", { serviceOdometer: 64000, serviceDate: today }, headers);
    expect(saved.json.result).toMatchObject({ serviceOdometer: 64000, serviceDate: today });
    expect((await info("Summit")).serviceOdometerDuration).toBe(7880);
    const future = await server.call("svsvcodm", { serviceOdometer: 64000, serviceDate: "29990101" }, headers);
    expect(future.json.error.errorDesc).toContain("serviceDate");
    const beyond = await server.call("svsvcodm", { serviceOdometer: 99999, serviceDate: today }, headers);
    expect(beyond.json.error.errorDesc).toContain("serviceOdometer");
    // A service before the car could exist (1900) is refused naming the date, and the record stays (issue 54).
    const ancient = await server.call("svsvcodm", { serviceOdometer: 100, serviceDate: "19000101" }, headers);
    expect(ancient.status).toBe(400);
    expect(ancient.json.error.errorCode).toBe("7998");
    expect(ancient.json.error.errorDesc).toContain("serviceDate");
    expect((await server.call("gtsvcodm", {}, headers)).json.result).toMatchObject({ serviceOdometer: 64000, serviceDate: today });
  });

  // Written as an operator would, beside the server: its kept answer follows once the database tells it.
  it("follows the account's odometer unit", async () => {
    const unitOf = (unit: number) => async () => {
      const answer = await info("Aurora");
      return answer.currentOdometerUnit === unit ? answer : undefined;
    };
    await server.db.query("update accounts set odometer_unit = 3 where email = 'demo@hacc.test'");
    const miles = await eventually(unitOf(3), "the unit changed in the database");
    expect(miles.currentOdometer).toBe(Math.round(12480 / 1.609344));
    await server.db.query("update accounts set odometer_unit = 1 where email = 'demo@hacc.test'");
    expect((await eventually(unitOf(1), "the unit back in kilometres")).currentOdometer).toBe(12480);
  });

  it("renames a vehicle within the nickname rules", async () => {
    const rename = (nickName: string) => server.call("updvhclnck", { vehicleId: ids["Tidal"]!, nickName }, { accessToken: token });
    expect((await rename("Blue Tide")).json.result.nickName).toBe("Blue Tide");
    expect((await rename("")).json.error.errorDesc).toContain("nickName");
    expect((await rename("A name far too long")).json.error.errorCode).toBe("7998");
    const list = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    expect(list.map((v: { nickName: string }) => v.nickName)).toContain("Blue Tide");
    const other = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const foreign = await server.call("updvhclnck", { vehicleId: ids["Tidal"]!, nickName: "Mine" }, { accessToken: other, brand: "kci" });
    expect(foreign.json.error.errorCode).toBe("7202");
  });
});
