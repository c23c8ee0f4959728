import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

type Element = {
  type: string;
  elementName: string;
  elementType: string;
  elementValue: string;
  label: string;
  itemValueReference: Array<{ value: string }>;
};
type Profile = {
  profileIndex: number;
  profileName: string;
  syncState: string;
  savedTime: string;
  upui: Array<{ type: string; label: string; subGroups: Array<{ type: string; elements: Element[] }> }>;
};

/** Every element of a profile's upui tree, by name. */
function elementsOf(profile: Profile): Map<string, Element> {
  return new Map(profile.upui.flatMap((g) => g.subGroups.flatMap((s) => s.elements)).map((e) => [e.elementName, e]));
}

describe.each(databaseKinds())("driver profiles on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  const cars: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const { json } = await server.call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) cars[v.nickName] = v.vehicleId;
    const fleet = createFleetService(server.db);
    const other = await fleet.createAccount({
      brand: "hacc",
      email: "other@hacc.test",
      password: "Other-Pass-2026!",
      pin: "1357",
      firstName: "Olive",
      lastName: "Tan",
    });
    cars.Theirs = await fleet.enroll({ accountId: other.id, vin: "2HMAUEC5000000201", nickname: "Theirs" });
    otherToken = await server.login("other@hacc.test", "Other-Pass-2026!");
  });
  afterAll(() => server.close());

  const call = (name: string, car: string, body: unknown = {}, extra: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: token, vehicleId: cars[car]!, ...extra });
  const save = (car: string, profile: Record<string, unknown>) =>
    call("usrproupdte", car, { profile: { savedTime: "20260301143000", savedTimeOffset: -5, ...profile } });

  it("answers three default profiles as upui trees, labelled in the request's language", async () => {
    const { json } = await call("tmuprofSynRes", "Aurora");
    const result = json.result;
    expect(result).toMatchObject({ vehicleId: cars.Aurora, driverRole: "primary", sharedProfile: null, secondaryDriver: { status: "4" } });
    expect(result.profiles.map((p: Profile) => [p.profileIndex, p.profileName, p.syncState])).toEqual([
      [1, "Driver 1 profile", "2"],
      [2, "Driver 2 profile", "2"],
      [3, "Driver 3 profile", "2"],
    ]);
    const profile = result.profiles[0] as Profile;
    expect(profile.upui[0]).toMatchObject({ type: "GroupHeader", label: "Seat and mirrors" });
    expect(profile.upui[0]!.subGroups[0]).toMatchObject({ type: "SubGroupHeader", label: "Driver seat position memory" });
    const elements = elementsOf(profile);
    expect(new Set([...elements.values()].map((e) => e.elementType))).toEqual(new Set(["TOGGLE", "SLIDER", "LIST"]));
    expect(elements.get("climateTemperature")).toMatchObject({
      type: "Element",
      elementType: "SLIDER",
      elementValue: "21",
      metadataCategory: "CLIMATE",
    });
    expect(elements.get("driveMode")!.itemValueReference.map((o) => o.value)).toEqual(["ECO", "NORMAL", "SPORT", "SNOW"]);
    expect(elements.has("regenerativeBrakingLevel")).toBe(true);
    expect(result.profiles[0].metadata).toMatchObject({ modelCode: "AUR5", modelYear: "2025" });

    const gas = (await call("tmuprofSynRes", "Summit")).json.result.profiles[0] as Profile;
    expect(elementsOf(gas).has("regenerativeBrakingLevel")).toBe(false);

    const fr = (await call("tmuprofSynRes", "Aurora", {}, { language: "1" })).json.result.profiles as Profile[];
    expect(fr[1]!.profileName).toBe("Profil du conducteur 2");
    expect(fr[0]!.upui[0]!.label).toBe("Siège et rétroviseurs");
    expect(elementsOf(fr[0]!).get("seatPositionRecall")!.label).toContain("siège");
  });

  it("saves a category's values and a name, and answers the saved profile", async () => {
    const saved = await save("Aurora", {
      profileIndex: 1,
      profileName: "Dana",
      category: "CLIMATE",
      categoryFile: [
        { elementName: "climateTemperature", elementValue: "22.50" },
        { elementName: "climateFanSpeed", elementValue: 3 },
        { elementName: "steeringWheelHeatAuto", elementValue: true },
      ],
    });
    expect(saved.json.responseHeader.responseCode, JSON.stringify(saved.json)).toBe(0);
    const profile = saved.json.result.profile as Profile;
    expect(profile).toMatchObject({ profileIndex: 1, profileName: "Dana", syncState: "0", savedTime: "20260301143000" });
    const elements = elementsOf(profile);
    expect(elements.get("climateTemperature")!.elementValue).toBe("22.5");
    expect(elements.get("climateFanSpeed")!.elementValue).toBe("3");
    expect(elements.get("steeringWheelHeatAuto")!.elementValue).toBe("1");

    await save("Aurora", { profileIndex: 1, category: "DRIVING", categoryFile: [{ elementName: "driveMode", elementValue: "SPORT" }] });
    const again = (await call("tmuprofSynRes", "Aurora")).json.result.profiles[0] as Profile;
    expect(again.profileName).toBe("Dana");
    expect(elementsOf(again).get("climateTemperature")!.elementValue).toBe("22.5");
    expect(elementsOf(again).get("driveMode")!.elementValue).toBe("SPORT");
  });

  it("refuses an unknown element, a value outside its options or another category's element, naming it, and saves nothing", async () => {
    const unknown = await save("Aurora", {
      profileIndex: 1,
      category: "ALL",
      categoryFile: [
        { elementName: "driveMode", elementValue: "ECO" },
        { elementName: "warpDrive", elementValue: "1" },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.errorCode).toBe("7998");
    expect(unknown.json.error.errorDesc).toContain("profile.categoryFile.1.elementName");
    expect(unknown.json.error.errorDesc).toContain("warpDrive");

    for (const [elementName, elementValue] of [
      ["climateTemperature", "35"],
      ["climateTemperature", "21.3"],
      ["driveMode", "TURBO"],
      ["laneKeepingAssist", "2"],
    ]) {
      const outside = await save("Aurora", { profileIndex: 1, category: "ALL", categoryFile: [{ elementName, elementValue }] });
      expect(outside.json.error.errorDesc, `${elementName} ${elementValue}`).toContain("profile.categoryFile.0.elementValue");
      expect(outside.json.error.errorDesc).toContain(elementName!);
    }
    const gasRegen = await save("Summit", {
      profileIndex: 1,
      category: "DRIVING",
      categoryFile: [{ elementName: "regenerativeBrakingLevel", elementValue: "2" }],
    });
    expect(gasRegen.json.error.errorDesc).toContain("regenerativeBrakingLevel");
    const wrongCategory = await save("Aurora", {
      profileIndex: 1,
      category: "AUDIO",
      categoryFile: [{ elementName: "driveMode", elementValue: "ECO" }],
    });
    expect(wrongCategory.json.error.errorDesc).toContain("NOT_IN_CATEGORY");
    const badIndex = await save("Aurora", { profileIndex: 4, category: "ALL", categoryFile: [] });
    expect(badIndex.json.error.errorDesc).toContain("profile.profileIndex");
    const badTime = await call("usrproupdte", "Aurora", {
      profile: { profileIndex: 1, savedTime: "20260231120000", savedTimeOffset: 0, category: "ALL", categoryFile: [] },
    });
    expect(badTime.json.error.errorDesc).toContain("profile.savedTime");
    const badName = await save("Aurora", { profileIndex: 2, profileName: "<script>", category: "ALL", categoryFile: [] });
    expect(badName.json.error.errorDesc).toContain("profile.profileName");

    const after = elementsOf((await call("tmuprofSynRes", "Aurora")).json.result.profiles[0] as Profile);
    expect(after.get("driveMode")!.elementValue).toBe("SPORT");
    expect((await call("tmuprofSynRes", "Summit")).json.result.profiles[0].syncState).toBe("2");
  });

  it("logs each save, newest first, in the reader's language", async () => {
    const { json } = await call("getprofilelog", "Aurora");
    expect(json.result.logs.map((l: { action: string }) => l.action)).toEqual(["SAVE", "SAVE"]);
    expect(json.result.logs[0]).toMatchObject({
      profileIndex: 1,
      category: "DRIVING",
      elements: ["driveMode"],
      driverRole: "primary",
      savedTimeOffset: -5,
    });
    expect(json.result.logs[0].description).toBe("Profile 1 saved: 1 setting, driving.");
    expect(json.result.logs[0].loggedAt).toMatch(/^\d{14}$/);
    const fr = (await call("getprofilelog", "Aurora", {}, { language: "1" })).json.result.logs;
    expect(fr[1].description).toBe("Profil 1 enregistré\u00a0: 3 réglages, climatisation.");
  });

  it("lists the account's own vehicles with their profiles, to link one", async () => {
    const { json } = await server.call("usrprovhcllst", {}, { accessToken: token });
    expect(json.result.vehicles).toHaveLength(4);
    const aurora = json.result.vehicles.find((v: { vehicleId: string }) => v.vehicleId === cars.Aurora);
    expect(aurora.profiles[0]).toEqual({ profileIndex: 1, profileName: "Dana", syncState: "0" });
    expect(aurora.profiles[2]).toEqual({ profileIndex: 3, profileName: "Driver 3 profile", syncState: "2" });
    const theirs = (await server.call("usrprovhcllst", {}, { accessToken: otherToken })).json.result.vehicles;
    expect(theirs.map((v: { vehicleId: string }) => v.vehicleId)).toEqual([cars.Theirs]);
  });

  it("lets no other account read, change or follow the log of a vehicle's profiles", async () => {
    const headers = { accessToken: otherToken, vehicleId: cars.Aurora! };
    expect((await server.call("tmuprofSynRes", {}, headers)).json.error.errorCode).toBe("7202");
    expect((await server.call("getprofilelog", {}, headers)).json.error.errorCode).toBe("7202");
    const write = await server.call(
      "usrproupdte",
      {
        profile: {
          profileIndex: 1,
          savedTime: "20260301143000",
          savedTimeOffset: 0,
          category: "ALL",
          categoryFile: [{ elementName: "driveMode", elementValue: "ECO" }],
        },
      },
      headers,
    );
    expect(write.json.error.errorCode).toBe("7202");
    const shared = await server.call(
      "usrproupdteshared",
      { vehicleId: cars.Aurora, profile: { savedTime: "20260301143000", savedTimeOffset: 0, category: "ALL", categoryFile: [] } },
      headers,
    );
    expect(shared.json.error.errorCode).toBe("7202");
    // The owner cannot use the second driver's call on their own vehicle either.
    const own = await call("usrproupdteshared", "Aurora", {
      vehicleId: cars.Aurora,
      profile: { savedTime: "20260301143000", savedTimeOffset: 0, category: "ALL", categoryFile: [] },
    });
    expect(own.json.error.errorCode).toBe("7202");
    const after = elementsOf((await call("tmuprofSynRes", "Aurora")).json.result.profiles[0] as Profile);
    expect(after.get("driveMode")!.elementValue).toBe("SPORT");
  });
});
