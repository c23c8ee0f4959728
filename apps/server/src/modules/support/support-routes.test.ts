import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportDateTimeDefaults } from "@carport/domain";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const MAILBOX = "help@support.test";

describe.each(databaseKinds())("support on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let aurora: { vin: string; vehicleId: string };
  beforeAll(async () => {
    server = await createTestServer(kind, { SUPPORT_MAILBOX: MAILBOX });
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    aurora = vehicles.find((v: { nickName: string }) => v.nickName === "Aurora");
  });
  afterAll(() => server.close());

  const supportMails = () =>
    server.db.query<{ subject: string; text_body: string; language_id: number; raw_message: string }>(
      "select subject, text_body, language_id, raw_message from mail_outbox where to_address = $1 order by id",
      [MAILBOX],
    );
  const request = (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
    server.call(
      "emlspprt",
      {
        vin: aurora.vin,
        featureCode: "REMOTE_LOCK",
        date: "20260110",
        time: "0815",
        keyLocation: "NEAR_VEHICLE",
        connectionType: "WIFI",
        notes: "",
        ...body,
      },
      { accessToken: token, ...extra },
    );

  it("lists the form's choices in the request's language", async () => {
    const en = (await server.call("emlspprtftr", {}, { accessToken: token })).json.result;
    expect(en.features).toContainEqual({ featureCode: "REMOTE_LOCK", featureName: "Remote lock and unlock" });
    expect(en.keyLocations.map((k: { code: string }) => k.code)).toEqual(["IN_VEHICLE", "NEAR_VEHICLE", "AWAY_FROM_VEHICLE", "UNKNOWN"]);
    expect(en.notesMaxLength).toBe(1000);
    const fr = (await server.call("emlspprtftr", {}, { accessToken: token, language: "1" })).json.result;
    expect(fr.features).toContainEqual({ featureCode: "REMOTE_LOCK", featureName: "Verrouillage et déverrouillage à distance" });
    expect(fr.connectionTypes).toContainEqual({ code: "CELLULAR", name: "Données cellulaires" });
    expect((await server.call("emlspprtftr", {})).json.error.errorCode).toBe("7403");
  });

  it("sends a request about one of the account's vehicles to the support mailbox, replying to the owner", async () => {
    const { json } = await request({ notes: "Unlock did nothing <twice>.", time: "0815" }, { language: "1" });
    expect(json.result.requestId).toMatch(/^SR-\d{6}$/);
    const [mail] = await supportMails();
    expect(mail!.language_id).toBe(1);
    expect(mail!.subject).toBe(
      `Demande de soutien ${json.result.requestId}\u00a0: Verrouillage et déverrouillage à distance (Halcyon Connect)`,
    );
    for (const part of [
      "Dana Tremblay <demo@hacc.test>",
      aurora.vin,
      "2026-01-10 08:15 UTC",
      "Près du véhicule",
      "Wi-Fi",
      "Unlock did nothing <twice>.",
    ]) {
      expect(mail!.text_body).toContain(part);
    }
    expect(mail!.raw_message).toMatch(/^Reply-To: demo@hacc\.test$/m);
    const [row] = await server.db.query<{ feature_code: string; occurred_at: Date }>(
      "select feature_code, occurred_at from support_requests",
    );
    expect(row!.feature_code).toBe("REMOTE_LOCK");
    expect(new Date(row!.occurred_at).toISOString()).toBe("2026-01-10T08:15:00.000Z");
  });

  it("accepts the current minute and refuses a future date or time with 7998 naming it, sending nothing", async () => {
    const now = supportDateTimeDefaults();
    expect((await request(now)).json.responseHeader.responseCode).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    const soon = supportDateTimeDefaults(later);
    if (soon.date === now.date) {
      const future = await request(soon);
      expect(future.status).toBe(400);
      expect(future.json.error.errorDesc).toBe("Invalid request: field 'time': SUPPORT_DATETIME_FUTURE");
    }
    const tomorrow = supportDateTimeDefaults(new Date(Date.now() + 86_400_000));
    const nextDay = await request({ date: tomorrow.date, time: "0000" });
    expect(nextDay.json.error.errorDesc).toBe("Invalid request: field 'date': SUPPORT_DATETIME_FUTURE");
    const notADate = await request({ date: "20260231" });
    expect(notADate.json.error.errorDesc).toContain("SUPPORT_DATETIME_INVALID");
    expect(await supportMails()).toHaveLength(2);
  });

  it("validates every field, naming it", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ featureCode: "TELEPORT" }, "featureCode"],
      [{ keyLocation: "POCKET" }, "keyLocation"],
      [{ connectionType: "PIGEON" }, "connectionType"],
      [{ notes: "x".repeat(1001) }, "notes"],
      [{ time: "8:15" }, "time"],
      [{ vin: "123" }, "vin"],
    ];
    for (const [body, field] of cases) {
      const { json } = await request(body);
      expect(json.error.errorCode, field).toBe("7998");
      expect(json.error.errorDesc, field).toContain(`'${field}'`);
    }
    expect(await supportMails()).toHaveLength(2);
  });

  it("refuses a VIN that is not one of the account's vehicles", async () => {
    const fleet = createFleetService(server.db);
    const other = await fleet.createAccount({
      brand: "hacc",
      email: "other@hacc.test",
      password: "Other-Pass-2026!",
      pin: "1357",
      firstName: "O",
      lastName: "T",
    });
    await fleet.enroll({ accountId: other.id, vin: "2HMAUEC5000000201", nickname: "Theirs" });
    expect((await request({ vin: "2HMAUEC5000000201" })).json.error.errorCode).toBe("7202");
    expect((await request({ vin: "3KNKTEC5000000101" })).json.error.errorCode).toBe("7202");
    expect(await supportMails()).toHaveLength(2);
  });

  it("answers the FAQ of a brand line anonymously, in the request's language, and searches it", async () => {
    const h = (await server.call("gtfaq", { brand: "H" })).json.result.faqs;
    expect(h.length).toBeGreaterThan(8);
    expect(h.map((f: { faqId: string }) => f.faqId)).toContain("FAQ-009");
    expect(h.map((f: { faqId: string }) => f.faqId)).not.toContain("FAQ-010");
    expect(JSON.stringify(h)).toContain("Halcyon Connect");
    expect(JSON.stringify(h)).not.toContain("{brand}");
    const g = (await server.call("gtfaq", { brand: "G" }, { language: "1" })).json.result.faqs;
    expect(g.find((f: { faqId: string }) => f.faqId === "FAQ-010").question).toBe(
      "Comment fonctionne le service de cueillette Genova Connect\u00a0?",
    );
    const kci = (await server.call("gtfaq", { brand: "H" }, { brand: "kci" })).json.result.faqs;
    expect(JSON.stringify(kci)).toContain("Kestrel Connect");

    const found = (await server.call("gtfaq", { brand: "H", query: "wrong PIN" })).json.result.faqs;
    expect(found.map((f: { faqId: string }) => f.faqId)).toEqual(["FAQ-001"]);
    const accents = (await server.call("gtfaq", { brand: "H", query: "creuses" }, { language: "1" })).json.result.faqs;
    expect(accents.map((f: { faqId: string }) => f.faqId)).toEqual(["FAQ-006"]);
    expect((await server.call("gtfaq", { brand: "H", query: "zeppelin" })).json.result.faqs).toEqual([]);
    expect((await server.call("gtfaq", { brand: "K" })).json.error.errorDesc).toContain("brand");
  });
});
