import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("valet mode on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let car: { vehicleId: string; vin: string };
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Summit");
  });
  afterAll(() => server.close());

  const status = async () => (await server.call("lastvaletstatus", {}, { accessToken: token, vehicleId: car.vehicleId })).json.result;

  it("turns on, records what the valet drove, and turns off", async () => {
    expect((await status()).valetMode).toBe(0);
    const on = await server.call("valet/activate", {}, await authorize(server, token, car.vehicleId));
    expect((await completed(server, token, on.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const active = await status();
    expect(active.valetMode).toBe(1);
    expect(active.startDate).toMatch(/^\d{14}$/);

    await server.vehicleLink.gateway.operate(car.vin, { tripKm: 12.345 });
    const driven = await eventually(async () => {
      const s = await status();
      return s.runDistance > 0 ? s : undefined;
    }, "the valet trip");
    expect(driven.runDistance).toBe(12.35);
    expect(driven.maxSpeed).toBeGreaterThan(0);

    const off = await server.call("valet/deactivate", {}, await authorize(server, token, car.vehicleId));
    expect((await completed(server, token, off.headers.transactionid as string)).apiStatusCode).toBe("0000");
    const ended = await status();
    expect(ended.valetMode).toBe(0);
    expect(ended.deactivatedDate).toMatch(/^\d{14}$/);
    const again = await server.call("valet/deactivate", {}, await authorize(server, token, car.vehicleId));
    expect((await completed(server, token, again.headers.transactionid as string)).apiFailureReason).toBe("Valet mode is not on.");
  });

  it("answers under the specification's names too, activate and deactivate", async () => {
    const on = await server.call("activate", {}, await authorize(server, token, car.vehicleId));
    expect(on.json.responseHeader.responseCode).toBe(0);
    expect((await completed(server, token, on.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect((await status()).valetMode).toBe(1);
    const off = await server.call("deactivate", {}, await authorize(server, token, car.vehicleId));
    expect((await completed(server, token, off.headers.transactionid as string)).apiStatusCode).toBe("0000");
    expect((await status()).valetMode).toBe(0);
  });

  it("asks the PIN's authorization under those names as well, changing nothing without it", async () => {
    for (const name of ["activate", "deactivate"]) {
      const { json } = await server.call(name, {}, { accessToken: token, vehicleId: car.vehicleId });
      expect(json.error.errorCode, name).toBe("7317");
    }
    expect((await status()).valetMode).toBe(0);
  });
});
