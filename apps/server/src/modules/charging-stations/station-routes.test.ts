import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { authorize } from "../../test/remote-helpers.ts";

interface Station {
  stationId: string;
  distance: number;
  compatible: boolean;
  connectors: { connectorType: string }[];
}

describe.each(databaseKinds())("charging station finder on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const vehicles: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    for (const v of (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles) vehicles[v.nickName] = v.vehicleId;
  });
  afterAll(() => server.close());

  const search = (body: Record<string, unknown>, nickName = "Aurora", accessToken = token) =>
    server.call("chrgstnsrch", body, { accessToken, vehicleId: vehicles[nickName] ?? nickName, language: "1" });
  const ids = (stations: Station[]) => stations.map((s) => s.stationId);

  it("lists stations near a postal code or a city, nearest first, with the connectors the vehicle takes", async () => {
    const { json } = await search({ searchText: "k1z 7k8" });
    expect(json.result.origin).toEqual({ kind: "postalCode", label: "K1Z", latitude: 45.3937, longitude: -75.7389 });
    expect(json.result.vehicleConnectors).toEqual(["CCS", "J1772"]);
    expect(ids(json.result.stations)).toEqual(["CS-OTT-02", "CS-OTT-01", "CS-OTT-03"]);
    const distances = json.result.stations.map((s: Station) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);
    const city = await search({ searchText: "Montreal" });
    expect(city.json.result.origin).toEqual({ kind: "city", label: "Montréal", latitude: 45.5019, longitude: -73.5674 });
    expect(ids(city.json.result.stations)).toEqual(["CS-MTL-02", "CS-MTL-01", "CS-MTL-03"]);
  });

  it("filters by a connector and by what the plug-in hybrid takes (AC J1772 only)", async () => {
    const nacs = (await search({ searchText: "Toronto", connectorType: "NACS" })).json.result.stations;
    expect(ids(nacs)).toEqual(["CS-TOR-03"]);
    expect(nacs[0].compatible).toBe(false);
    const phev = (await search({ searchText: "Toronto", compatibleOnly: true }, "Tidal")).json.result;
    expect(phev.vehicleConnectors).toEqual(["J1772"]);
    expect(ids(phev.stations)).toEqual(["CS-TOR-01", "CS-TOR-04"]);
    expect(phev.stations.every((s: Station) => s.connectors.some((c) => c.connectorType === "J1772"))).toBe(true);
  });

  it("measures from the vehicle's last located position, in miles when the account prefers them", async () => {
    const refused = await search({});
    expect(refused.json.error.errorCode).toBe("7998");
    expect(refused.json.error.errorDesc).toContain("searchText");
    expect(refused.json.error.errorDesc).toContain("VEHICLE_LOCATION_UNKNOWN");
    const located = await server.call("fndmcr", {}, await authorize(server, token, vehicles.Aurora!));
    expect(located.json.result.coord.lat).toBeCloseTo(43.64, 1);
    const km = (await search({})).json.result;
    expect(km.origin.kind).toBe("vehicle");
    // The car's position comes with the stations, for the map that shows them together.
    expect(km.origin.latitude).toBe(located.json.result.coord.lat);
    expect(km.origin.longitude).toBe(located.json.result.coord.lon);
    expect(km.distanceUnit).toBe(1);
    expect(km.stations[0].stationId).toBe("CS-TOR-01");
    await server.call("svacctprf", { preference: { odometerUnit: 3, climateUnit: "C", languageId: 0 } }, { accessToken: token });
    const miles = (await search({})).json.result;
    expect(miles.distanceUnit).toBe(3);
    expect(miles.stations[1].distance).toBeCloseTo(km.stations[1].distance / 1.609344, 0);
    await server.call("svacctprf", { preference: { odometerUnit: 1, climateUnit: "C", languageId: 0 } }, { accessToken: token });
  });

  it("refuses bad input naming the field, a gasoline vehicle, and another account's vehicle", async () => {
    for (const [body, field, reason] of [
      [{ searchText: "Atlantis" }, "searchText", "UNKNOWN_PLACE"],
      [{ searchText: "x".repeat(61) }, "searchText", "TOO_LONG"],
      [{ searchText: "Ottawa", connectorType: "Type 2" }, "connectorType", "UNKNOWN_CONNECTOR"],
    ] as const) {
      const refused = await search(body);
      expect(refused.status).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain(field);
      expect(refused.json.error.errorDesc).toContain(reason);
    }
    expect((await search({ searchText: "Ottawa" }, "Summit")).json.error.errorCode).toBe("7705");
    const kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const other = await server.call(
      "chrgstnsrch",
      { searchText: "Ottawa" },
      { accessToken: kci, brand: "kci", vehicleId: vehicles.Aurora! },
    );
    expect(other.json.error.errorCode).toBe("7202");
  });

  it("lets a second driver search by place but not from the owner's vehicle position", async () => {
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "driver.two@hacc.test",
      password: "Second-Pass-2026!",
      pin: "1357",
      firstName: "Sam",
      lastName: "Roy",
    });
    const second = await server.login("driver.two@hacc.test", "Second-Pass-2026!");
    await server.call("inviteseconduser", { secondaryEmail: "driver.two@hacc.test" }, { accessToken: token, vehicleId: vehicles.Aurora! });
    await server.call("secPflCreation", { sourceVehicleId: vehicles.Aurora!, targetProfileName: "Shared" }, { accessToken: second });
    const byCity = await search({ searchText: "Halifax" }, "Aurora", second);
    expect(ids(byCity.json.result.stations)).toEqual(["CS-HFX-01", "CS-HFX-02"]);
    const nearCar = await search({}, "Aurora", second);
    expect(nearCar.json.error.errorDesc).toContain("searchText");
    expect(nearCar.json.error.errorDesc).toContain("REQUIRED");
  });
});
