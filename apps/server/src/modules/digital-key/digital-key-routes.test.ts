import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const OWNER = { userType: "O", firstName: "Dana", lastName: "Tremblay", phoneNumber: "416-555-0123" };

describe.each(databaseKinds())("digital key on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const cars: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    for (const v of (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles) cars[v.nickName] = v.vehicleId;
  });
  afterAll(() => server.close());

  const as = (car: string, language = "0") => ({ accessToken: token, vehicleId: cars[car]!, language });
  const get = (name: string, car: string, language = "0") =>
    server.app.inject({ method: "GET", url: `/tods/api/${name}`, headers: as(car, language) }).then((r) => r.json());
  const pairingMails = () =>
    server.db.query<{ subject: string; text_body: string; kind: string }>(
      "select subject, text_body, kind from mail_outbox where kind = 'digitalKeyPairing' order by id",
    );
  const passwordIn = (text: string) => /\b(\d{8})\b/.exec(text)?.[1];
  const keyRow = async (car: string) =>
    (await server.db.query("select status, pairing_password_hash from digital_keys where vehicle_id = $1", [cars[car]]))[0];

  it("shows the demo car's activated key with the owner key and the keys shared from it", async () => {
    const { result } = await get("dkstatus", "Aurora");
    expect(result.dkStatus).toBe("activated");
    expect(result.ownerDkeyInfo).toEqual({ id: expect.stringMatching(/^DK[0-9A-F]{12}$/), notBefore: "20250915" });
    expect(
      result.sharedDigitalKeyInformation.map((k: { sharedWith: string; deviceName: string }) => `${k.sharedWith} ${k.deviceName}`),
    ).toEqual(["Alex Tremblay Pixel 8", "Sam Gagnon iPhone 15"]);
  });

  it("answers dksupport with the DK2 marker for a model with a digital key, and empty for one without", async () => {
    expect(await get("dksupport", "Aurora")).toMatchObject({
      responseHeader: { responseCode: 0 },
      result: { nfc: expect.stringMatching(/^DK2/) },
    });
    expect((await get("dksupport", "Summit")).result).toEqual({ nfc: "" });
  });

  it("answers 14208 for a model without a digital key, for every digital key call, changing nothing", async () => {
    expect((await get("dkstatus", "Summit")).error.errorCode).toBe("14208");
    expect((await get("dktnc", "Summit")).error.errorCode).toBe("14208");
    expect((await server.call("enrolldkey", OWNER, as("Summit"))).json.error.errorCode).toBe("14208");
    expect((await server.call("resendpairingpw", {}, as("Summit"))).json.error.errorCode).toBe("14208");
    expect((await get("terminatedkservice", "Summit")).error.errorCode).toBe("14208");
    expect(await keyRow("Summit")).toBeUndefined();
    expect(await pairingMails()).toHaveLength(0);
  });

  it("gives the terms in the request's language", async () => {
    expect((await get("dktnc", "Aurora")).result.title).toBe("Digital key terms of use");
    expect((await get("dktnc", "Aurora", "1")).result.title).toBe("Conditions d'utilisation de la clé numérique");
  });

  it("refuses a second key, a pairing resend for a paired key, and a non-owner or bad registration, changing nothing", async () => {
    const before = await keyRow("Aurora");
    const again = await server.call("enrolldkey", OWNER, as("Aurora", "1"));
    expect(again.json.error).toMatchObject({
      errorCode: "14210",
      errorDesc: "La clé numérique n'a pas pu être enregistrée\u00a0: ce véhicule en a déjà une.",
    });
    expect((await server.call("resendpairingpw", {}, as("Aurora"))).json.error.errorCode).toBe("14211");
    for (const [body, field] of [
      [{ ...OWNER, userType: "S" }, "userType"],
      [{ ...OWNER, phoneNumber: "12345" }, "phoneNumber"],
      [{ ...OWNER, firstName: "" }, "firstName"],
    ] as const) {
      const refused = await server.call("enrolldkey", body, as("Aurora"));
      expect(refused.status).toBe(400);
      expect(refused.json.error.errorDesc).toContain(field);
    }
    expect(await keyRow("Aurora")).toEqual(before);
    expect(await pairingMails()).toHaveLength(0);
  });

  it("terminates the key and its shares: none (14202), then nothing left to end", async () => {
    expect((await get("terminatedkservice", "Aurora")).result).toEqual({ dkStatus: "none" });
    expect((await get("dkstatus", "Aurora")).error.errorCode).toBe("14202");
    expect(await server.db.query("select * from digital_key_shares where vehicle_id = $1", [cars.Aurora])).toEqual([]);
    expect((await get("terminatedkservice", "Aurora")).error.errorCode).toBe("14202");
    expect((await server.call("resendpairingpw", {}, as("Aurora"))).json.error.errorCode).toBe("14202");
  });

  it("enrolls the owner's key (userType O): 14209 until paired, the pairing password mailed, and resent as a new one", async () => {
    const enrolled = await server.call("enrolldkey", OWNER, as("Aurora"));
    expect(enrolled.json.result).toEqual({ dkStatus: "enrolled" });
    const status = await get("dkstatus", "Aurora", "1");
    expect(status.error).toMatchObject({ errorCode: "14209", errorDesc: expect.stringContaining("mot de passe de jumelage") });
    const [first] = await pairingMails();
    expect(first!.subject).toBe("Your Halcyon Connect digital key pairing password");
    const password = passwordIn(first!.text_body);
    expect(password).toMatch(/^\d{8}$/);
    const row = await keyRow("Aurora");
    expect(row!.status).toBe("enrolled");
    expect(row!.pairing_password_hash).not.toContain(password!);

    expect((await server.call("resendpairingpw", {}, as("Aurora"))).json.result).toEqual({ sent: true });
    const mails = await pairingMails();
    expect(mails).toHaveLength(2);
    expect((await keyRow("Aurora"))!.pairing_password_hash).not.toBe(row!.pairing_password_hash);
  });
});
