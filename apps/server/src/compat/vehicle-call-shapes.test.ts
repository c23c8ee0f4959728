import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { authorize, completed } from "../test/remote-helpers.ts";

/**
 * Issue 19: the vehicle and command calls accept every shape the public clients send (bluelinky,
 * hyundai_kia_connect_api), each answered exactly.
 */
describe.each(databaseKinds())("vehicle and command calls in the clients' shapes on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const vehicles: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) vehicles[v.nickName] = v.vehicleId;
  });
  afterAll(() => server.close());

  const targets = async (vehicleId: string) =>
    (await server.call("evc/selsoc", {}, { accessToken: token, vehicleId })).json.result.map((t: { plugType: number; level: number }) => [
      t.plugType,
      t.level,
    ]);
  const transactions = async (vehicleId: string) =>
    (await server.db.query<{ n: number }>("select count(*)::int as n from remote_transactions where vehicle_id = $1", [vehicleId]))[0]!.n;

  it("sets target charge with setsoc (tsoc) on the CCS2 car and with socset (targetSOClist) on the other electric one", async () => {
    const aurora = vehicles["Aurora"]!;
    const set = await server.call(
      "evc/setsoc",
      {
        pin: DEMO_PIN,
        tsoc: [
          { plugType: 0, level: 70 },
          { plugType: 1, level: 90 },
        ],
      },
      await authorize(server, token, aurora),
    );
    expect(set.json.responseHeader.responseCode).toBe(0);
    expect((await completed(server, token, set.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect(await targets(aurora)).toEqual([
      [0, 70],
      [1, 90],
    ]);

    const tidal = vehicles["Tidal"]!;
    const ccs2Shape = await server.call(
      "socset",
      {
        pin: DEMO_PIN,
        targetSOClist: [
          { plugType: 0, targetSOClevel: 60 },
          { plugType: 1, targetSOClevel: 100 },
        ],
      },
      await authorize(server, token, tidal),
    );
    expect(ccs2Shape.json.responseHeader.responseCode).toBe(0);
    expect((await completed(server, token, ccs2Shape.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect(await targets(tidal)).toEqual([
      [0, 60],
      [1, 100],
    ]);
  });

  it("still refuses a target charge to a car without one (7705), sending nothing", async () => {
    const summit = vehicles["Summit"]!;
    const before = await transactions(summit);
    for (const [call, body] of [
      ["evc/setsoc", { tsoc: [{ plugType: 1, level: 80 }] }],
      ["socset", { targetSOClist: [{ plugType: 1, targetSOClevel: 80 }] }],
    ] as const) {
      expect((await server.call(call, { pin: DEMO_PIN, ...body }, await authorize(server, token, summit))).json.error.errorCode, call).toBe(
        "7705",
      );
    }
    expect(await transactions(summit)).toBe(before);
  });

  it("selects the vehicle the vehicleId header names when the body names none (bluelinky's setInfo)", async () => {
    const byHeader = await server.call("sltvhcl", {}, { accessToken: token, vehicleId: vehicles["Tidal"]! });
    expect(byHeader.json.result.vehicle.nickName).toBe("Tidal");
    expect(byHeader.json.result.status.lastStatusDate).toMatch(/^\d{14}$/);
    // The body's vehicle is the subject when both name one.
    const both = await server.call("sltvhcl", { vehicleId: vehicles["Aurora"]! }, { accessToken: token, vehicleId: vehicles["Tidal"]! });
    expect(both.json.result.vehicle.nickName).toBe("Aurora");
    expect(both.headers.gentype).toBe("Gen3");
    const neither = await server.call("sltvhcl", {}, { accessToken: token });
    expect(neither.status).toBe(400);
    expect(neither.json.error.errorCode).toBe("7998");
    expect(neither.json.error.errorDesc).toContain("'vehicleId'");
  });

  it("starts and stops a combustion car with remote ignition on climate calls (bluelinky's start and stop), within the engine's minutes", async () => {
    const summit = vehicles["Summit"]!;
    const start = await server.call(
      "evc/rfon",
      { pin: DEMO_PIN, hvacInfo: { airCtrl: 1, defrost: false, heating1: 0, airTemp: { value: "0EH", unit: 0, hvacTempType: 1 } } },
      await authorize(server, token, summit),
    );
    expect((await completed(server, token, start.headers.transactionid as string)).apiCode).toBe("engineStart");
    expect((await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: summit })).json.result.status).toMatchObject({
      engine: true,
      airCtrlOn: true,
    });
    const stop = await server.call("evc/rfoff", { pin: DEMO_PIN }, await authorize(server, token, summit));
    expect((await completed(server, token, stop.headers.transactionid as string)).apiCode).toBe("engineStop");
    expect((await server.call("lstvhclsts", {}, { accessToken: token, vehicleId: summit })).json.result.status.engine).toBe(false);

    const before = await transactions(summit);
    const tooLong = await server.call("rfon", { hvacInfo: { airCtrl: 1, igniOnDuration: 20 } }, await authorize(server, token, summit));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.errorDesc).toContain("'hvacInfo.igniOnDuration'");
    expect(await transactions(summit)).toBe(before);
  });
});
