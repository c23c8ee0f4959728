import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize } from "../../test/remote-helpers.ts";
import { startNominatimStandIn } from "../../test/nominatim-stand-in.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { createNominatimGeocoder } from "./reverse-geocoder.ts";

describe.each(databaseKinds())("the car's last known position (lstpstn) on %s", (kind) => {
  let nominatim: Awaited<ReturnType<typeof startNominatimStandIn>>;
  let server: TestServer;
  let token: string;
  const cars: Record<string, { vehicleId: string }> = {};
  beforeAll(async () => {
    nominatim = await startNominatimStandIn();
    server = await createTestServer(kind, { GEOCODER_URL: nominatim.url, SIM_TIME_SCALE: "1200" });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) cars[v.nickName] = v;
  });
  afterAll(async () => {
    await server.close();
    await nominatim.close();
  });

  it("answers no position before the car has given one, then the position the car answered, its time and its address, without a PIN", async () => {
    const car = cars["Aurora"]!;
    const before = await server.call("lstpstn", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(before.json.result).toEqual({ position: null, address: null });
    expect(nominatim.requests).toHaveLength(0);

    const where = await server.call("fndmcr", {}, await authorize(server, token, car.vehicleId));
    expect(where.json.responseHeader.responseCode).toBe(0);

    const after = await server.call("lstpstn", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(after.json.result.position.coord.lat).toBeCloseTo(where.json.result.coord.lat, 6);
    expect(after.json.result.position.coord.lon).toBeCloseTo(where.json.result.coord.lon, 6);
    expect(after.json.result.position.time).toBe(where.json.result.time);
    expect(after.json.result.address).toBe("301 Front Street West, Toronto, Ontario");
    expect(nominatim.requests).toHaveLength(1);
    expect(nominatim.requests[0]!.userAgent).toMatch(/^Carport\//);

    // In French, the address in French; the same place again is answered from the cache.
    const fr = await server.call("lstpstn", {}, { accessToken: token, vehicleId: car.vehicleId, language: "1" });
    expect(fr.json.result.address).toBe("301 Front Street West, Toronto (Ontario)");
    await server.call("lstpstn", {}, { accessToken: token, vehicleId: car.vehicleId });
    await server.call("lstpstn", {}, { accessToken: token, vehicleId: car.vehicleId, language: "1" });
    expect(nominatim.requests.map((r) => r.language)).toEqual(["en", "fr"]);
  });

  it("is refused to a session without a vehicle of its own (7202 or the scope's refusal)", async () => {
    const other = await server.login("second@hacc.test", DEMO_PASSWORD);
    const refused = await server.call("lstpstn", {}, { accessToken: other, vehicleId: cars["Aurora"]!.vehicleId });
    expect(refused.json.responseHeader.responseCode).not.toBe(0);
  });
});

describe.each(databaseKinds())("without GEOCODER_URL on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SIM_TIME_SCALE: "1200" });
  });
  afterAll(() => server.close());

  it("answers the position in coordinates only: no address", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    const car = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Aurora");
    await server.call("fndmcr", {}, await authorize(server, token, car.vehicleId));
    const answer = await server.call("lstpstn", {}, { accessToken: token, vehicleId: car.vehicleId });
    expect(answer.json.result.position.coord.lat).toBeCloseTo(43.64, 1);
    expect(answer.json.result.address).toBeNull();
  });
});

describe("the Nominatim geocoder's cache", () => {
  it("keeps a place without an address, retries after a failure, and shares one lookup between concurrent reads", async () => {
    const nominatim = await startNominatimStandIn();
    try {
      const geocode = createNominatimGeocoder({ baseUrl: nominatim.url, userAgent: "Carport/test" });
      expect(await geocode(0, 0, 0)).toBeNull();
      expect(await geocode(0, 0, 0)).toBeNull();
      expect(nominatim.requests).toHaveLength(1);
      const [a, b] = await Promise.all([geocode(45.5, -73.56, 1), geocode(45.50001, -73.56001, 1)]);
      expect(a).toBe(b);
      expect(nominatim.requests).toHaveLength(2);
      const down = createNominatimGeocoder({ baseUrl: "http://127.0.0.1:9", userAgent: "Carport/test", timeoutMs: 500 });
      expect(await down(45.5, -73.56, 0)).toBeNull();
    } finally {
      await nominatim.close();
    }
  });
});
