import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

interface Favourite {
  slot: number;
  name: string;
  isDefault: boolean;
}

describe.each(databaseKinds())("climate favourites on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let aurora: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    aurora = vehicles.find((v: { nickName: string }) => v.nickName === "Aurora").vehicleId;
  });
  afterAll(() => server.close());

  const call = (name: string, body: Record<string, unknown> = {}, accessToken = token) =>
    server.call(name, body, { accessToken, vehicleId: aurora });
  const settings = { temperature: "0BH", defrost: false, heatedFeatures: true, durationMinutes: 10 };
  const summary = (favourites: Favourite[]) => favourites.map((f) => `${f.slot}:${f.name}${f.isDefault ? "*" : ""}`);

  it("saves favourites into slots, the first one default, and replaces a slot's content", async () => {
    expect((await call("gtclmfav")).json.result.favourites).toEqual([]);
    const first = await call("svclmfav", { slot: 2, name: "  Winter morning ", ...settings, defrost: true });
    expect(first.json.result.favourites).toEqual([
      { slot: 2, name: "Winter morning", isDefault: true, temperature: "0BH", defrost: true, heatedFeatures: true, durationMinutes: 10 },
    ]);
    await call("svclmfav", { slot: 1, name: "Summer", ...settings, temperature: "05H", heatedFeatures: false });
    await call("svclmfav", { slot: 3, name: "Quick", ...settings, durationMinutes: 5 });
    expect(summary((await call("gtclmfav")).json.result.favourites)).toEqual(["1:Summer", "2:Winter morning*", "3:Quick"]);
    const replaced = await call("svclmfav", { slot: 3, name: "Road trip", ...settings, durationMinutes: 30, makeDefault: true });
    expect(summary(replaced.json.result.favourites)).toEqual(["1:Summer", "2:Winter morning", "3:Road trip*"]);
    expect(replaced.json.result.favourites[2].durationMinutes).toBe(30);
  });

  it("sets the default and hands it on to the lowest slot when the default is deleted", async () => {
    expect(summary((await call("stclmfavdflt", { slot: 2 })).json.result.favourites)).toEqual([
      "1:Summer",
      "2:Winter morning*",
      "3:Road trip",
    ]);
    expect(summary((await call("dlclmfav", { slot: 2 })).json.result.favourites)).toEqual(["1:Summer*", "3:Road trip"]);
  });

  it("refuses bad input naming the field, changing nothing", async () => {
    const before = (await call("gtclmfav")).json.result.favourites;
    for (const [name, body, field, reason] of [
      ["svclmfav", { slot: 4, name: "Four", ...settings }, "slot", "SLOT_INVALID"],
      ["svclmfav", { slot: 1, name: "   ", ...settings }, "name", "NAME_REQUIRED"],
      ["svclmfav", { slot: 1, name: "x".repeat(21), ...settings }, "name", "NAME_TOO_LONG"],
      ["svclmfav", { slot: 1, name: "Hot", ...settings, durationMinutes: 7 }, "durationMinutes", "CLIMATE_DURATION_INVALID"],
      ["svclmfav", { slot: 1, name: "Hot", ...settings, temperature: "FFH" }, "temperature", "TEMPERATURE_INVALID"],
      ["svclmfav", { slot: 1, name: "Off", ...settings, temperature: "OFF" }, "temperature", "TEMPERATURE_INVALID"],
      ["dlclmfav", { slot: 2 }, "slot", "EMPTY_SLOT"],
      ["stclmfavdflt", { slot: 2 }, "slot", "EMPTY_SLOT"],
    ] as const) {
      const refused = await call(name, body);
      expect(refused.status, `${name} ${field}`).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain(field);
      expect(refused.json.error.errorDesc).toContain(reason);
    }
    expect((await call("gtclmfav")).json.result.favourites).toEqual(before);
  });

  it("refuses another account's vehicle and lets a second driver read but not edit", async () => {
    const kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const other = await server.call(
      "svclmfav",
      { slot: 1, name: "Mine", ...settings },
      { accessToken: kci, brand: "kci", vehicleId: aurora },
    );
    expect(other.json.error.errorCode).toBe("7202");
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "fav.second@hacc.test",
      password: "Second-Pass-2026!",
      pin: "1357",
      firstName: "Sam",
      lastName: "Roy",
    });
    const second = await server.login("fav.second@hacc.test", "Second-Pass-2026!");
    await call("inviteseconduser", { secondaryEmail: "fav.second@hacc.test" });
    await server.call("secPflCreation", { sourceVehicleId: aurora, targetProfileName: "Shared" }, { accessToken: second });
    expect(summary((await call("gtclmfav", {}, second)).json.result.favourites)).toEqual(["1:Summer*", "3:Road trip"]);
    expect((await call("dlclmfav", { slot: 1 }, second)).json.error.errorCode).toBe("7202");
    expect(summary((await call("gtclmfav")).json.result.favourites)).toEqual(["1:Summer*", "3:Road trip"]);
  });
});
