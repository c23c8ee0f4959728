import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../config.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const FIXTURE = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "..", "shared", "fixtures", "lstvhclsts-ev-response.json"), "utf8"));

/** Every key path of a JSON value, arrays read through their first element. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return keyPaths(value[0], `${prefix}[]`);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [`${prefix}.${k}`, ...keyPaths(v, `${prefix}.${k}`)]);
  }
  return [];
}

describe.each(databaseKinds())("vehicle reads on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
  });
  afterAll(() => server.close());

  it("lists the demo owner's vehicles with the protocol's fields", async () => {
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    const vehicles = json.result.vehicles;
    expect(vehicles.length).toBe(4);
    for (const v of vehicles) {
      for (const field of [
        "vehicleId",
        "vin",
        "nickName",
        "modelName",
        "modelYear",
        "modelCode",
        "fuelKindCode",
        "genType",
        "enrollmentStatus",
        "subscriptionStatus",
        "suspendYn",
        "defaultVehicle",
        "dtcCount",
        "enrollmentDate",
        "brandIndicator",
      ]) {
        expect(v, field).toHaveProperty(field);
      }
      expect(v).not.toHaveProperty("account_id");
    }
    expect(vehicles.map((v: any) => v.fuelKindCode).sort()).toEqual(["E", "G", "G", "P"]);
    expect(vehicles.filter((v: any) => v.suspendYn === "Y")).toHaveLength(1);
    expect(vehicles.filter((v: any) => v.defaultVehicle)).toHaveLength(1);
    const ev = vehicles.find((v: any) => v.fuelKindCode === "E");
    expect(ev).toMatchObject({ isCCS2Vehicle: "Y", genType: "3", enrollmentStatus: 4, subscriptionStatus: "A" });
    expect(vehicles.find((v: any) => v.fuelKindCode === "G" && v.suspendYn === "N").remoteIgnition).toBe("Y");
  });

  it("answers an EV's last status shaped like the fixture", async () => {
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    const ev = json.result.vehicles.find((v: any) => v.fuelKindCode === "E");
    const status = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: ev.vehicleId });
    expect(status.json.responseHeader.responseCode).toBe(0);
    const ours = new Set(keyPaths(status.json.result));
    const missing = keyPaths(FIXTURE.result).filter((p) => !ours.has(p));
    expect(missing).toEqual([]);
    expect(status.json.result.status.lastStatusDate).toMatch(/^\d{14}$/);
    expect(status.json.result.status.evStatus.batteryStatus).toBe(62);
  });

  it("selects a vehicle with its features, status and gentype header", async () => {
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    const ev = json.result.vehicles.find((v: any) => v.fuelKindCode === "E");
    const selected = await server.call("sltvhcl", { vehicleId: ev.vehicleId }, { accessToken: token });
    expect(selected.headers.gentype).toBe("Gen3");
    expect(selected.json.result.vehicle.vin).toBe(ev.vin);
    expect(selected.json.result.features.evCharge).toBe("Y");
    expect(selected.json.result.status.doorLock).toBe(true);
  });

  it("answers 7202 for another account's vehicle, or none", async () => {
    const fleet = createFleetService(server.db);
    const other = await fleet.createAccount({
      brand: "hacc",
      email: "other@hacc.test",
      password: "Other-Pass-2026!",
      pin: "1357",
      firstName: "O",
      lastName: "T",
    });
    const vehicleId = await fleet.enroll({ accountId: other.id, vin: "2HMAUEC5000000201", nickname: "Theirs" });
    const foreign = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId });
    expect(foreign.json.error.errorCode).toBe("7202");
    expect((await server.call("sltvhcl", { vehicleId }, { accessToken: token })).json.error.errorCode).toBe("7202");
    expect((await server.call("lstvhclsts", {}, { accessToken: token })).json.error.errorCode).toBe("7202");
    const kciToken = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const kciList = await server.call("vhcllst", {}, { accessToken: kciToken, brand: "kci" });
    const kciVehicle = kciList.json.result.vehicles[0].vehicleId;
    expect((await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: kciVehicle })).json.error.errorCode).toBe("7202");
    const theirToken = await server.login("other@hacc.test", "Other-Pass-2026!");
    const own = await server.call("lstvhclsts", {}, { accessToken: theirToken, vehicleId });
    expect(own.json.responseHeader.responseCode).toBe(0);
  });
});
