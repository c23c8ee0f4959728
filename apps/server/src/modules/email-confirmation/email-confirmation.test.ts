import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../config.ts";
import { listOutboxMessages } from "../../mail/outbox-repository.ts";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

/** The address a stranger registers before its owner does, and is invited to drive Dana's car. */
const TAKEN = { email: "new.driver@example.ca", password: "Taken-Pass-2026!", pin: "2468" };
const registration = {
  vehicle: { vin: "2HMAUEC5000000201", nickName: "Alex EV" },
  account: { email: TAKEN.email, password: TAKEN.password, confirmPassword: TAKEN.password },
  pin: TAKEN.pin,
  tncConfirm: "Y",
  notificationList: [],
  rdrToken: "HT-5101",
};
/** A car waiting for registration, with its owner record (README), for addvhcl. */
const TIDAL = {
  vin: "2HMTDPC4000000202",
  nickname: "Tidal",
  tncConfirm: "Y",
  primaryEnrolledUser: { firstName: "Sam", lastName: "Gagnon", postalCode: "K1P 5J2" },
};

describe.each(databaseKinds())("e-mail confirmation on %s", (kind) => {
  let server: TestServer;
  let dana: string;
  let aurora: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    dana = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const list = (await server.call("vhcllst", {}, { accessToken: dana })).json.result.vehicles;
    aurora = list.find((v: { nickName: string }) => v.nickName === "Aurora").vehicleId;
  });
  afterAll(() => server.close());

  const mails = async (to: string, kindOf: string) => {
    await server.app.flushMail();
    return (await listOutboxMessages(server.db, { to })).filter((m) => m.kind === kindOf);
  };
  const codeOf = (text: string) => /^\s*(\d{6})\s*$/m.exec(text)![1]!;
  const share = async () =>
    (
      await server.db.query<{ status: string; secondary_account_id: string | null }>(
        "select status, secondary_account_id from second_drivers where vehicle_id = $1 and secondary_email = $2",
        [aurora, TAKEN.email],
      )
    )[0];
  const enrolled = async (vin: string) => (await server.db.query("select id from vehicles where vin = $1", [vin])).length;

  it("keeps an account registered under someone else's address away from the invitations sent to it and from adding a vehicle", async () => {
    const registered = await server.call("rgacct", registration);
    expect(registered.json.result).toEqual({ enrollmentStatus: 4 });
    const stranger = await server.login(TAKEN.email, TAKEN.password);
    expect((await server.call("vrfyacctkn", {}, { accessToken: stranger })).json.result.accountInformation.emailConfirmed).toBe(false);
    expect((await server.call("gtacctinfo", {}, { accessToken: stranger })).json.result.emailConfirmed).toBe(false);

    // Dana invites the address; the account that holds it without having proven it cannot see, take or decline it.
    expect(
      (await server.call("inviteseconduser", { secondaryEmail: TAKEN.email }, { accessToken: dana, vehicleId: aurora })).json.result
        .secondaryDriver.status,
    ).toBe("3");
    for (const [name, body] of [
      ["getinvitation", {}],
      ["secPflCreation", { sourceVehicleId: aurora, targetProfileName: "Shared" }],
      ["declineseconduser", { vehicleId: aurora }],
      ["addvhcl", TIDAL],
      ["ivscmpltn", { vehicleId: "a-completion-id", nickname: "Mine", tncConfirm: "Y" }],
    ] as const) {
      const refused = await server.call(name, body, { accessToken: stranger });
      expect(refused.json.error.errorCode, name).toBe("7022");
      expect(refused.json.error.errorDesc, name).toContain("Confirm your e-mail address");
    }
    expect(await share()).toEqual({ status: "3", secondary_account_id: null });
    expect(await enrolled(TIDAL.vin)).toBe(0);
    const french = await server.call("secPflCreation", { sourceVehicleId: aurora }, { accessToken: stranger, language: "1" });
    expect(french.json.error.errorDesc).toContain("Confirmez d'abord votre adresse courriel");

    // Guessing the code costs tries; the mailed one (read by whoever reads that mailbox) confirms it.
    const [mail] = await mails(TAKEN.email, "emailConfirmation");
    expect(mail!.subject).toBe("Confirm your Halcyon Connect e-mail address");
    const code = codeOf(mail!.text);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await server.call("cnfrmeml", { code: wrong }, { accessToken: stranger })).json.error.errorCode).toBe("7023");
    expect((await server.call("cnfrmeml", { code: "12ab" }, { accessToken: stranger })).json.error.errorDesc).toContain("code");
    expect((await server.call("cnfrmeml", { code }, { accessToken: stranger })).json.result).toEqual({ emailConfirmed: true });
    expect((await server.call("gtacctinfo", {}, { accessToken: stranger })).json.result.emailConfirmed).toBe(true);

    // Confirmed, the same account accepts the invitation and adds a vehicle.
    const accepted = await server.call(
      "secPflCreation",
      { sourceVehicleId: aurora, targetProfileName: "Shared" },
      { accessToken: stranger },
    );
    expect(accepted.json.result).toMatchObject({ status: "0", vehicleId: aurora });
    expect((await share())!.status).toBe("0");
    const added = await server.call("addvhcl", TIDAL, { accessToken: stranger });
    expect(added.json.responseHeader.responseCode).toBe(0);
    expect(await enrolled(TIDAL.vin)).toBe(1);
  });

  it("mails a link that carries the code; a new code ends the earlier one; five wrong codes end a code", async () => {
    const email = "link.owner@example.ca";
    await server.call("rgacct", {
      ...registration,
      vehicle: { vin: "2HMSMGC5000000203", nickName: "Summit" },
      rdrToken: "HT-5103",
      account: { email, password: TAKEN.password, confirmPassword: TAKEN.password },
    });
    const token = await server.login(email, TAKEN.password);
    const [first] = await mails(email, "emailConfirmation");
    const link = new URL(/https?:\/\/\S+\/confirmEmail\S*/.exec(first!.text)![0]);
    expect(link.searchParams.get("code")).toBe(codeOf(first!.text));

    expect((await server.call("rsndcnfrmeml", {}, { accessToken: token })).json.result).toEqual({});
    const resent = await mails(email, "emailConfirmation");
    expect(resent).toHaveLength(2);
    expect((await server.call("cnfrmeml", { code: codeOf(first!.text) }, { accessToken: token })).json.error.errorCode).toBe("7023");

    const live = codeOf(resent[0]!.text);
    const wrong = live === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await server.call("cnfrmeml", { code: wrong }, { accessToken: token })).json.error.errorCode).toBe("7023");
    expect((await server.call("cnfrmeml", { code: live }, { accessToken: token })).json.error.errorCode).toBe("7023");
    expect((await server.call("gtacctinfo", {}, { accessToken: token })).json.result.emailConfirmed).toBe(false);
  });

  it("mails no more codes past the mail limit, and a resend over it leaves the last mailed code working", async () => {
    const limit = configSchema.shape.MAIL_LIMIT_PER_HOUR.parse(undefined);
    const email = "many.resends@example.ca";
    const gen = { brand: "gen" };
    await server.call(
      "rgacct",
      {
        ...registration,
        vehicle: { vin: "5GNLMEC6000000201", nickName: "Lumen" },
        rdrToken: "GN-7101",
        account: { email, password: TAKEN.password, confirmPassword: TAKEN.password },
      },
      gen,
    );
    const token = await server.login(email, TAKEN.password, gen);
    // One at a time (each mail out before the next asks), so the newest mail holds the newest code.
    for (let i = 0; i < limit + 2; i++) {
      expect((await server.call("rsndcnfrmeml", {}, { accessToken: token, ...gen })).json.result).toEqual({});
      await server.app.flushMail();
    }
    // Resends asked in the owner's session share the owner's budget with the new-device code;
    // the code registration mailed came out of the strangers' budget.
    const counted = (await listOutboxMessages(server.db, { to: email })).filter((m) =>
      ["emailConfirmation", "signInCode"].includes(m.kind),
    );
    expect(counted).toHaveLength(limit + 1);
    const [last] = await mails(email, "emailConfirmation");
    expect((await server.call("cnfrmeml", { code: codeOf(last!.text) }, { accessToken: token, ...gen })).json.result).toEqual({
      emailConfirmed: true,
    });
  });

  it("leaves the operator's accounts confirmed, and sends them no code", async () => {
    expect((await server.call("gtacctinfo", {}, { accessToken: dana })).json.result.emailConfirmed).toBe(true);
    expect((await server.call("rsndcnfrmeml", {}, { accessToken: dana })).json.result).toEqual({});
    expect(await mails("demo@hacc.test", "emailConfirmation")).toHaveLength(0);
    expect((await server.call("cnfrmeml", { code: "123456" }, { accessToken: dana })).json.result).toEqual({ emailConfirmed: true });
  });
});
