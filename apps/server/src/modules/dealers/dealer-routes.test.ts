import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("dealer directory and preferred dealer on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let kciToken: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    kciToken = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
  });
  afterAll(() => server.close());

  const search = async (searchText: string, accessToken = token, extra: Record<string, string> = {}) =>
    (await server.call("dlrsrch", { searchText }, { accessToken, ...extra })).json;
  const preferred = async () => (await server.call("gtprfdlr", {}, { accessToken: token })).json.result.dealer;

  it("finds the brand's dealers by postal code, nearest first and in the same region only", async () => {
    const { result } = await search("m5v 2t6");
    const codes = result.dealers.map((d: { dealerCode: string }) => d.dealerCode);
    expect(codes).toEqual(["HACC-D01", "HACC-D02"]);
    expect((await search("H2T")).result.dealers.map((d: { dealerCode: string }) => d.dealerCode)).toEqual(["HACC-D04"]);
    expect((await search("X0A 1H0")).result.dealers).toEqual([]);
  });

  it("searches without a session too (the registration wizard), in the request's brand", async () => {
    const anonymous = await server.call("dlrsrch", { searchText: "ottawa" });
    expect(anonymous.json.result.dealers.map((d: { dealerCode: string }) => d.dealerCode)).toEqual(["HACC-D03"]);
    expect((await server.call("dlrsrch", { searchText: "Kestrel" }, { brand: "kci" })).json.result.dealers).toHaveLength(6);
  });

  it("finds dealers by a part of their name or city, whatever the case, only of the signed-in brand", async () => {
    expect((await search("ottawa")).result.dealers.map((d: { dealerName: string }) => d.dealerName)).toEqual(["Halcyon Ottawa Centre"]);
    expect((await search("montréal")).result.dealers).toHaveLength(1);
    expect((await search("Kestrel")).result.dealers).toEqual([]);
    expect((await search("Kestrel", kciToken, { brand: "kci" })).result.dealers).toHaveLength(6);
  });

  it("answers sales and service hours per day code, Sunday as 0, closed days left out", async () => {
    const [dealer] = (await search("Ottawa")).result.dealers;
    expect(dealer).toMatchObject({
      dealerCode: "HACC-D03",
      address: { street: "1200 Carling Ave", city: "Ottawa", province: "ON", postalCode: "K1Z 7K8" },
      phone: "613-555-0133",
    });
    expect(dealer.salesHourList.map((h: { dayCode: number }) => h.dayCode)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dealer.salesHourList[0]).toEqual({ dayCode: 0, startTime: "1100", endTime: "1700" });
    expect(dealer.serviceHourList.map((h: { dayCode: number }) => h.dayCode)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dealer.serviceHourList[5]).toEqual({ dayCode: 6, startTime: "0800", endTime: "1600" });
  });

  it("saves a preferred dealer of the directory, reads it back, and the monthly report names it", async () => {
    expect(await preferred()).toBeNull();
    const saved = await server.call("svprfdlr", { dealerCode: "HACC-D03" }, { accessToken: token });
    expect(saved.json.result.dealer.dealerName).toBe("Halcyon Ottawa Centre");
    expect((await preferred()).dealerCode).toBe("HACC-D03");
    expect((await server.call("gtacctinfo", {}, { accessToken: token })).json.result.preference.preferredDealer).toBe("HACC-D03");
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    const aurora = vehicles.find((v: { nickName: string }) => v.nickName === "Aurora").vehicleId;
    const { reports } = (await server.call("gtmvrlst", {}, { accessToken: token, vehicleId: aurora })).json.result;
    expect(reports.length).toBeGreaterThan(0);
    const report = await server.call("gtmvrrpt", { reportId: reports[0].reportId }, { accessToken: token, vehicleId: aurora });
    expect(report.json.result.report.dealer).toEqual({ dealerCode: "HACC-D03", name: "Halcyon Ottawa Centre", phone: "613-555-0133" });
  });

  it("refuses an unknown dealer, another brand's dealer and an empty code, changing nothing", async () => {
    await server.call("svprfdlr", { dealerCode: "HACC-D05" }, { accessToken: token });
    for (const [dealerCode, reason] of [
      ["NOPE-D99", "UNKNOWN_DEALER"],
      ["KCI-D01", "UNKNOWN_DEALER"],
      ["", "REQUIRED"],
    ] as const) {
      const refused = await server.call("svprfdlr", { dealerCode }, { accessToken: token, language: "1" });
      expect(refused.status).toBe(400);
      expect(refused.json.error.errorCode).toBe("7998");
      expect(refused.json.error.errorDesc).toContain("dealerCode");
      expect(refused.json.error.errorDesc).toContain(reason);
    }
    expect((await preferred()).dealerCode).toBe("HACC-D05");
    const empty = await server.call("dlrsrch", { searchText: "  " }, { accessToken: token });
    expect(empty.json.error.errorDesc).toContain("searchText");
  });
});
