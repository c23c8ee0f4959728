import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

interface Listed {
  vehicleId: string;
  nickName: string;
  suspendYn: "Y" | "N";
  defaultVehicle: boolean;
}

describe.each(databaseKinds())("suspended vehicles on %s", (kind) => {
  let server: TestServer;
  let hacc: string;
  let kci: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    hacc = await server.login("demo@hacc.test", DEMO_PASSWORD);
    kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
  });
  afterAll(() => server.close());

  const list = async (token: string, brand = "hacc"): Promise<Listed[]> =>
    (await server.call("vhcllst", {}, { accessToken: token, brand })).json.result.vehicles;
  const named = async (token: string, nickName: string, brand = "hacc") => (await list(token, brand)).find((v) => v.nickName === nickName)!;
  const vehicleRows = () => server.db.query("select id, suspended, is_default, account_id from vehicles order by id");

  it("refuses another account, and a vehicle that is not suspended, changing nothing", async () => {
    const breeze = await named(hacc, "Old Breeze");
    const aurora = await named(hacc, "Aurora");
    const before = await vehicleRows();
    for (const name of ["undoSuspend", "usrRdrRvsl"]) {
      const foreign = await server.call(`${name}?vehicleId=${breeze.vehicleId}`, {}, { accessToken: kci, brand: "kci" });
      expect(foreign.json.error.errorCode, name).toBe("7202");
      const active = await server.call(`${name}?vehicleId=${aurora.vehicleId}`, {}, { accessToken: hacc });
      expect(active.json.error, name).toEqual({ errorCode: "7205", errorDesc: "This vehicle is not suspended." });
    }
    expect(await vehicleRows()).toEqual(before);
  });

  it("undoes the suspension (vehicle named as a query parameter): the vehicle is active again and commands are no longer refused for it", async () => {
    const breeze = await named(hacc, "Old Breeze");
    expect(breeze.suspendYn).toBe("Y");
    const undone = await server.call(`undoSuspend?vehicleId=${breeze.vehicleId}`, {}, { accessToken: hacc });
    expect(undone.json).toMatchObject({ responseHeader: { responseCode: 0 }, result: { vehicleId: breeze.vehicleId, suspendYn: "N" } });
    expect((await named(hacc, "Old Breeze")).suspendYn).toBe("N");
    const selected = await server.call("sltvhcl", { vehicleId: breeze.vehicleId }, { accessToken: hacc });
    expect(selected.json.result.vehicle.suspendYn).toBe("N");
    // A second undo finds nothing to undo.
    const again = await server.call("undoSuspend", {}, { accessToken: hacc, vehicleId: breeze.vehicleId });
    expect(again.json.error.errorCode).toBe("7205");
  });

  it("deactivates a suspended vehicle: it leaves the account with its records, its VIN free again, the others untouched", async () => {
    const wren = await named(kci, "Wren", "kci");
    expect(wren.suspendYn).toBe("Y");
    const others = (await list(kci, "kci")).filter((v) => v.vehicleId !== wren.vehicleId);
    await server.db.query("insert into vehicle_status (vehicle_id, status, reported_at) values ($1, '{}', now()) on conflict do nothing", [
      wren.vehicleId,
    ]);
    const [account] = await server.db.query<{ account_id: string }>("select account_id from vehicles where id = $1", [wren.vehicleId]);
    await server.db.query("insert into inbox_messages (account_id, vehicle_id, message_key) values ($1, $2, 'test.suspended')", [
      account!.account_id,
      wren.vehicleId,
    ]);

    const removed = await server.call(`usrRdrRvsl?vehicleId=${wren.vehicleId}`, {}, { accessToken: kci, brand: "kci" });
    expect(removed.json).toMatchObject({ responseHeader: { responseCode: 0 }, result: { vehicleId: wren.vehicleId, removed: true } });

    expect(await list(kci, "kci")).toEqual(others);
    const select = await server.call("sltvhcl", { vehicleId: wren.vehicleId }, { accessToken: kci, brand: "kci" });
    expect(select.json.error.errorCode).toBe("7202");
    const again = await server.call(`usrRdrRvsl?vehicleId=${wren.vehicleId}`, {}, { accessToken: kci, brand: "kci" });
    expect(again.json.error.errorCode).toBe("7202");
    expect(await server.db.query("select 1 from vehicles where vin = '3KNWRGC8000000104'")).toEqual([]);
    expect(await server.db.query("select 1 from vehicle_status where vehicle_id = $1", [wren.vehicleId])).toEqual([]);
    expect(await server.db.query("select 1 from inbox_messages where vehicle_id = $1", [wren.vehicleId])).toEqual([]);
  });

  it("moves the default to a remaining vehicle when the default one is deactivated", async () => {
    const arcToken = await server.login("demo@gen.test", DEMO_PASSWORD, { brand: "gen" });
    const vehicles = await list(arcToken, "gen");
    const arc = vehicles.find((v) => v.nickName === "Arc")!;
    await server.db.query("update vehicles set is_default = (id = $1) where account_id = (select account_id from vehicles where id = $1)", [
      arc.vehicleId,
    ]);
    await server.call(`usrRdrRvsl?vehicleId=${arc.vehicleId}`, {}, { accessToken: arcToken, brand: "gen" });
    const left = await list(arcToken, "gen");
    expect(left).toHaveLength(vehicles.length - 1);
    expect(left.filter((v) => v.defaultVehicle)).toHaveLength(1);
  });
});
