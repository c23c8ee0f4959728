import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("release notes and digital key support on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const fetchNote = async (query: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method: "GET", url: `/tods/api/fetchrelnote${query}`, headers });
    return { status: response.statusCode, json: response.json() };
  };

  it("answers a note anonymously by GET, in both languages at once", async () => {
    const { json } = await fetchNote("?noteId=hacc-aur5-2026-02");
    expect(json.result).toMatchObject({
      noteId: "hacc-aur5-2026-02",
      title: "Aurora EV software update 2026.02",
      title_fr: "Mise à jour logicielle de l'Aurora EV 2026.02",
      releaseDate: "20260215",
      yearModels: ["2025", "2026"],
      swVersion: "AUR5.CAN.S5W_L.002.001.260210",
    });
    expect(json.result.features.map((f: { sequence: number }) => f.sequence)).toEqual([1, 2, 3]);
    expect(json.result.features[0]).toHaveProperty("content_fr");
    expect(json.result).not.toHaveProperty("brand");
    expect((await fetchNote("?noteId=gen-glm5-2026-01&brand=gen")).json.result.title).toBe("G-Lumen EV software update 2026.01");
  });

  it("answers 7660 for an unknown id, another brand's note, and any note on kci", async () => {
    for (const [query, headers] of [
      ["?noteId=nope", {}],
      ["?noteId=gen-glm5-2026-01", {}],
      ["?noteId=hacc-aur5-2026-02", { brand: "kci" }],
    ] as const) {
      const { json } = await fetchNote(query, headers);
      expect(json.error.errorCode, query).toBe("7660");
    }
    expect((await fetchNote("?noteId=nope", { language: "1" })).json.error.errorDesc).toBe("Note de mise à jour introuvable.");
    const missing = await fetchNote("");
    expect(missing.status).toBe(400);
    expect(missing.json.error.errorDesc).toContain("noteId");
    expect((await fetchNote("?noteId=../etc")).json.error.errorDesc).toContain("noteId");
  });

  it("answers by model whether the selected vehicle supports the digital key", async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    const nfc = async (nickname: string) => {
      const vehicleId = vehicles.find((v: { nickName: string }) => v.nickName === nickname).vehicleId;
      const response = await server.app.inject({ method: "GET", url: "/tods/api/dksupport", headers: { accessToken: token, vehicleId } });
      return response.json().result.nfc;
    };
    expect(await nfc("Aurora")).toMatch(/^DK2/);
    expect(await nfc("Summit")).toBe("");
    const anonymous = await server.app.inject({ method: "GET", url: "/tods/api/dksupport" });
    expect(anonymous.json().error.errorCode).toBe("7403");
  });
});
