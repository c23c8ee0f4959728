import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

/** A day n days from now, as the booking form takes it. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())("dealer appointment hand-off on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  const cars: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind, { SSO_SECRET: "s".repeat(40) });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    for (const v of (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles) cars[v.nickName] = v.vehicleId;
    const fleet = createFleetService(server.db);
    const other = await fleet.createAccount({
      brand: "hacc",
      email: "other@hacc.test",
      password: "Other-Pass-2026!",
      pin: "1357",
      firstName: "O",
      lastName: "T",
    });
    cars.Theirs = await fleet.enroll({ accountId: other.id, vin: "2HMAUEC5000000201", nickname: "Theirs" });
    otherToken = await server.login("other@hacc.test", "Other-Pass-2026!");
  });
  afterAll(() => server.close());

  const issue = async (car = "Aurora", extra: Record<string, string> = {}) => {
    const { json } = await server.call("getsstkn", { vehicleId: cars[car] }, { accessToken: token, ...extra });
    return json;
  };
  const page = (url: string) => server.app.inject({ method: "GET", url });
  const post = (fields: Record<string, string>, lang = "0") =>
    server.app.inject({
      method: "POST",
      url: `/dealer/booking?lang=${lang}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  it("issues a signed, short-lived token for the owner's vehicle and its dealer", async () => {
    const { result } = await issue("Aurora", { language: "1" });
    expect(result).toMatchObject({ dealerCode: "HACC-D01", vehicleId: cars.Aurora, ttl: 120 });
    expect(result.ssoToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const url = new URL(result.redirectServiceURL);
    expect(`${url.host}${url.pathname}`).toBe("hacc.localhost:8080/dealer/booking");
    expect(url.searchParams.get("token")).toBe(result.ssoToken);
    expect(url.searchParams.get("lang")).toBe("1");
  });

  it("lets the dealer redeem it once: owner, vehicle and dealer; then 7670", async () => {
    const { result } = await issue();
    const first = await server.call("vrysstkn", { ssoToken: result.ssoToken });
    expect(first.json.result).toEqual({
      dealer: { dealerCode: "HACC-D01", dealerName: "Halcyon Downtown Toronto", city: "Toronto", phone: "416-555-0142" },
      owner: { firstName: "Dana", lastName: "Tremblay", email: "demo@hacc.test" },
      vehicle: { vehicleId: cars.Aurora, vin: "2HMAUEC5000000101", modelName: "Aurora EV", modelYear: "2025" },
    });
    const second = await server.call("vrysstkn", { ssoToken: result.ssoToken });
    expect(second.json.error.errorCode).toBe("7670");
    expect((await server.call("vrysstkn", { ssoToken: result.ssoToken }, { language: "1" })).json.error.errorDesc).toContain(
      "a expiré ou a déjà été utilisé",
    );
  });

  it("refuses an expired, forged or foreign token", async () => {
    const { result } = await issue();
    await server.db.query("update dealer_tokens set expires_at = now() - interval '1 second' where kind = 'sso' and used_at is null");
    expect((await server.call("vrysstkn", { ssoToken: result.ssoToken })).json.error.errorCode).toBe("7670");
    const fresh = (await issue()).result.ssoToken as string;
    const [payload, signature] = fresh.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, vid: cars.Theirs })).toString("base64url")}.${signature}`;
    expect((await server.call("vrysstkn", { ssoToken: forged })).json.error.errorCode).toBe("7670");
    expect((await server.call("vrysstkn", { ssoToken: "garbage" })).json.error.errorCode).toBe("7670");
    // gthaeatkn checks the dealer and vehicle before using the token up.
    const wrongDealer = await server.call("gthaeatkn", { dealerCode: "KCI-D01", vehicleId: cars.Aurora, ssoToken: fresh });
    expect(wrongDealer.json.error.errorCode).toBe("7670");
    const exchanged = await server.call("gthaeatkn", { dealerCode: "HACC-D01", vehicleId: cars.Aurora, ssoToken: fresh });
    expect(exchanged.json.result).toMatchObject({
      refreshToken: "",
      scope: "appointment",
      tokenType: "Bearer",
      ttl: 900,
      dealerCode: "HACC-D01",
      vehicleId: cars.Aurora,
    });
    expect(exchanged.json.result.accessToken.endsWith(exchanged.json.result.signature)).toBe(true);
    expect(exchanged.json.result.redirectServiceURL).toContain("/dealer/booking?accessToken=");
    expect((await server.call("gthaeatkn", { dealerCode: "HACC-D01", vehicleId: cars.Aurora, ssoToken: fresh })).json.error.errorCode).toBe(
      "7670",
    );
  });

  it("refuses a token on another brand's site, where it stays unused for its own", async () => {
    const { result } = await issue();
    for (const brand of ["kci", "gen"]) {
      expect((await server.call("vrysstkn", { ssoToken: result.ssoToken }, { brand })).json.error.errorCode).toBe("7670");
      expect(
        (await server.call("gthaeatkn", { dealerCode: "HACC-D01", vehicleId: cars.Aurora, ssoToken: result.ssoToken }, { brand })).json
          .error.errorCode,
      ).toBe("7670");
      const foreignPage = await page(`/dealer/booking?token=${encodeURIComponent(result.ssoToken)}&brand=${brand}`);
      expect(foreignPage.statusCode).toBe(410);
      expect(foreignPage.body).not.toContain("Dana Tremblay");
    }
    const [unused] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from dealer_tokens where kind = 'sso' and used_at is null and expires_at > now()",
    );
    expect(unused!.n).toBeGreaterThanOrEqual(1);
    const exchanged = await server.call(
      "gthaeatkn",
      { dealerCode: "HACC-D01", vehicleId: cars.Aurora, ssoToken: result.ssoToken },
      { brand: "hacc" },
    );
    const accessToken = exchanged.json.result.accessToken as string;
    const foreignForm = await page(`/dealer/booking?accessToken=${encodeURIComponent(accessToken)}&brand=kci`);
    expect(foreignForm.statusCode).toBe(410);
    const before = await server.db.query("select count(*)::int as n from dealer_appointments");
    const foreignBooking = await server.app.inject({
      method: "POST",
      url: "/dealer/booking?brand=kci",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ accessToken, service: "MAINTENANCE", date: day(3), time: "09:30", notes: "" }).toString(),
    });
    expect(foreignBooking.statusCode).toBe(410);
    expect(await server.db.query("select count(*)::int as n from dealer_appointments")).toEqual(before);
    expect((await page(`/dealer/booking?accessToken=${encodeURIComponent(accessToken)}`)).statusCode).toBe(200);
  });

  it("issues tokens only for the account's own vehicle with a dealer", async () => {
    expect((await issue("Theirs")).error.errorCode).toBe("7202");
    await server.db.query("update factory_vehicles set dealer_code = '' where vin = '2HMAUEC5000000201'");
    const none = await server.call("getsstkn", { vehicleId: cars.Theirs }, { accessToken: otherToken });
    expect(none.json.error.errorCode).toBe("7671");
    expect((await server.call("getsstkn", {}, { accessToken: token })).json.error.errorDesc).toContain("vehicleId");
    expect((await server.call("getsstkn", { vehicleId: cars.Aurora })).json.error.errorCode).toBe("7403");
  });

  it("issues no token to the owners of another brand than the dealer-service one, even with a dealer", async () => {
    const tokens = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from dealer_tokens"))[0]!.n;
    for (const brand of ["kci", "gen"]) {
      const owner = await server.login(`demo@${brand}.test`, DEMO_PASSWORD, { brand });
      const [car] = (await server.call("vhcllst", {}, { accessToken: owner, brand })).json.result.vehicles;
      const before = await tokens();
      const refused = await server.call("getsstkn", { vehicleId: car.vehicleId }, { accessToken: owner, brand, language: "1" });
      expect(refused.json.error.errorCode).toBe("7672");
      expect(refused.json.error.errorDesc).toContain("ne peuvent pas être pris en ligne pour cette marque");
      expect(refused.json.result).toBeUndefined();
      expect(await tokens()).toBe(before);
    }
  });

  it("follows the hand-off to the end on the dealer's booking page", async () => {
    const { result } = await issue("Aurora", { language: "1" });
    const redirect = new URL(result.redirectServiceURL);
    const form = await page(`${redirect.pathname}${redirect.search}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers["content-type"]).toContain("text/html");
    expect(form.headers["content-security-policy"]).toContain("form-action 'self'");
    expect(form.headers["cache-control"]).toBe("no-store");
    expect(form.body).toContain('<html lang="fr">');
    expect(form.body).toContain("Prendre rendez-vous pour l&#x27;entretien");
    expect(form.body).toContain("Halcyon Downtown Toronto");
    expect(form.body).toContain("Dana Tremblay");
    expect(form.body).toContain('<label for="date">');
    const accessToken = /name="accessToken" value="([^"]+)"/.exec(form.body)![1]!;
    // The link worked once.
    const again = await page(`${redirect.pathname}${redirect.search}`);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("a expiré ou a déjà été utilisé");

    const mistakes = await post({ accessToken, service: "WARP", date: day(0), time: "07:00", notes: "x".repeat(501) });
    expect(mistakes.statusCode).toBe(400);
    expect(mistakes.body).toContain('role="alert"');
    for (const field of ["service", "date", "time", "notes"]) expect(mistakes.body).toContain(`id="${field}-error"`);
    expect(mistakes.body).toContain('aria-invalid="true"');

    const booked = await post({ accessToken, service: "MAINTENANCE", date: day(3), time: "09:30", notes: "Squeak <front left>" }, "1");
    expect(booked.statusCode).toBe(200);
    expect(booked.body).toContain("Rendez-vous demandé");
    expect(booked.body).toMatch(/A-\d{6}/);
    const [row] = await server.db.query<{
      service_code: string;
      appointment_date: string;
      appointment_time: string;
      notes: string;
      dealer_code: string;
    }>("select service_code, appointment_date, appointment_time, notes, dealer_code from dealer_appointments");
    expect(row).toEqual({
      service_code: "MAINTENANCE",
      appointment_date: day(3),
      appointment_time: "09:30",
      notes: "Squeak <front left>",
      dealer_code: "HACC-D01",
    });
    const twice = await post({ accessToken, service: "MAINTENANCE", date: day(3), time: "09:30", notes: "" });
    expect(twice.statusCode).toBe(410);
    expect((await page("/dealer/booking")).statusCode).toBe(400);
    expect((await page("/dealer/booking?token=forged.token")).statusCode).toBe(410);
  });
});
