import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

/** The status and service reads the overview makes, refused for a suspended vehicle (vehicle-area.md 2 and 6). */
const BLOCKED_READS = ["lstvhclsts", "rltmvhclsts", "nxtsvc", "gtvhclhlth", "gtsvcodm"] as const;
const REFUSED = { errorCode: "7702", errorDesc: "This vehicle is not enrolled or its subscription is not active." };

describe.each(databaseKinds())("a suspended vehicle's status and service data on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let suspendedId: string;
  let activeId: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles: { vehicleId: string; nickName: string; suspendYn: string }[] = (
      await server.call("vhcllst", {}, { accessToken: token })
    ).json.result.vehicles;
    suspendedId = vehicles.find((v) => v.suspendYn === "Y")!.vehicleId;
    activeId = vehicles.find((v) => v.nickName === "Aurora")!.vehicleId;
  });
  afterAll(() => server.close());

  const serviceRows = () => server.db.query("select * from vehicle_service order by vehicle_id");

  it("refuses every status and service read of a suspended vehicle with 7702, as its commands are", async () => {
    for (const name of BLOCKED_READS) {
      const { json } = await server.call(name, {}, { accessToken: token, vehicleId: suspendedId });
      expect(json.responseHeader.responseCode, name).toBe(1);
      expect(json.error, name).toEqual(REFUSED);
      expect(json.result, name).toBeUndefined();
    }
  });

  it("refuses recording a suspended vehicle's service, changing nothing", async () => {
    const before = await serviceRows();
    const { json } = await server.call(
      "svsvcodm",
      { serviceOdometer: 1000, serviceDate: "20260101" },
      { accessToken: token, vehicleId: suspendedId },
    );
    expect(json.error).toEqual(REFUSED);
    expect(await serviceRows()).toEqual(before);
  });

  it("still selects a suspended vehicle (for its unenrollment popup) but without its status", async () => {
    const { json } = await server.call("sltvhcl", { vehicleId: suspendedId }, { accessToken: token });
    expect(json.responseHeader.responseCode).toBe(0);
    expect(json.result.vehicle).toMatchObject({ vehicleId: suspendedId, suspendYn: "Y" });
    expect(json.result.status).toBeNull();
  });

  it("answers the same reads for an active vehicle of the same account", async () => {
    for (const name of ["lstvhclsts", "nxtsvc", "gtvhclhlth", "gtsvcodm"]) {
      const { json } = await server.call(name, {}, { accessToken: token, vehicleId: activeId });
      expect(json.responseHeader.responseCode, name).toBe(0);
    }
    const selected = await server.call("sltvhcl", { vehicleId: activeId }, { accessToken: token });
    expect(selected.json.result.status).not.toBeNull();
  });

  it("answers them again once the suspension is cancelled", async () => {
    const undone = await server.call(`undoSuspend?vehicleId=${suspendedId}`, {}, { accessToken: token });
    expect(undone.json.result).toEqual({ vehicleId: suspendedId, suspendYn: "N" });
    for (const name of ["nxtsvc", "gtvhclhlth", "gtsvcodm"]) {
      const { json } = await server.call(name, {}, { accessToken: token, vehicleId: suspendedId });
      expect(json.responseHeader.responseCode, name).toBe(0);
    }
    const status = await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: suspendedId });
    expect(status.json.error?.errorCode).not.toBe("7702");
  });
});
