import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, CALLS, type CallDefinition, type CallId } from "@carport/protocol";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed } from "../../test/remote-helpers.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

const SAM = { email: "sam@hacc.test", password: "Sam-Pass-2026!", pin: "1357" };

type Element = { elementName: string; elementValue: string };
type Tree = Array<{ subGroups: Array<{ elements: Element[] }> }>;
const valueOf = (upui: Tree, name: string) =>
  upui.flatMap((g) => g.subGroups.flatMap((s) => s.elements)).find((e) => e.elementName === name)?.elementValue;

describe.each(databaseKinds())("second drivers on %s", (kind) => {
  let server: TestServer;
  let dana: string;
  let sam: string;
  let eve: string;
  let aurora: string;
  let samsTidal: string;
  let evesSummit: string;
  let kciSam: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    dana = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const list = (await server.call("vhcllst", {}, { accessToken: dana })).json.result.vehicles;
    aurora = list.find((v: { nickName: string }) => v.nickName === "Aurora").vehicleId;
    const fleet = createFleetService(server.db);
    const samAccount = await fleet.createAccount({ brand: "hacc", ...SAM, firstName: "Sam", lastName: "Gagnon" });
    await server.db.query("update accounts set language_id = 1 where id = $1", [samAccount.id]);
    samsTidal = await fleet.enroll({ accountId: samAccount.id, vin: "2HMTDPC4000000202", nickname: "Tidal" });
    const eveAccount = await fleet.createAccount({
      brand: "hacc",
      email: "eve@hacc.test",
      password: "Eve-Pass-2026!",
      pin: "2468",
      firstName: "Eve",
      lastName: "Roy",
    });
    evesSummit = await fleet.enroll({ accountId: eveAccount.id, vin: "2HMSMGC5000000203", nickname: "Summit" });
    // The same address at another brand is another account: not the one invited.
    const kciAccount = await fleet.createAccount({ brand: "kci", ...SAM, firstName: "Sam", lastName: "Kestrel" });
    await fleet.enroll({ accountId: kciAccount.id, vin: "3KNKTEC6000000201", nickname: "Kite" });
    sam = await server.login(SAM.email, SAM.password);
    eve = await server.login("eve@hacc.test", "Eve-Pass-2026!");
    kciSam = await server.login(SAM.email, SAM.password, { brand: "kci" });
  });
  afterAll(() => server.close());

  const asDana = (name: string, body: unknown = {}) => server.call(name, body, { accessToken: dana, vehicleId: aurora });
  const asSam = (name: string, body: unknown = {}, extra: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: sam, vehicleId: aurora, ...extra });
  const invitations = () =>
    server.db.query<{ subject: string; text_body: string; language_id: number; kind: string }>(
      // Invitations only: the sign-ins in beforeAll mailed their one-time codes to the same address.
      "select subject, text_body, language_id, kind from mail_outbox where to_address = $1 and kind = 'secondDriverInvitation' order by id",
      [SAM.email],
    );
  const vehicleIds = async (token: string) =>
    (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles.map((v: { vehicleId: string }) => v.vehicleId);

  it("invites a second driver by e-mail: status 3 and a real mail in the invitee's language", async () => {
    const { json } = await asDana("inviteseconduser", { secondaryEmail: "Sam@hacc.test" });
    expect(json.result.secondaryDriver).toEqual({ status: "3", firstName: "", lastName: "", email: SAM.email });
    const mails = await invitations();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "secondDriverInvitation", language_id: 1 });
    expect(mails[0]!.subject).toBe("Dana Tremblay vous invite à partager son Aurora EV sur Halcyon Connect");
    expect(mails[0]!.text_body).toContain("Bonjour Sam,");
    expect(mails[0]!.text_body).toMatch(/http:\/\/hacc\.localhost:8080\/invitation\?lang=1/);

    const profiles = (await asDana("tmuprofSynRes")).json.result;
    expect(profiles.secondaryDriver).toEqual({ status: "3", firstName: "", lastName: "", email: SAM.email });
    expect(profiles.sharedProfile).toMatchObject({ status: "3", profileName: "Shared profile" });
  });

  it("refuses a bad address, the owner's own, or a second invitation, changing nothing", async () => {
    const bad = await asDana("inviteseconduser", { secondaryEmail: "sam@@hacc" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errorDesc).toContain("secondaryEmail");
    expect((await asDana("inviteseconduser", { secondaryEmail: "DEMO@hacc.test" })).json.error.errorDesc).toContain("SELF");
    expect((await asDana("inviteseconduser", { secondaryEmail: "eve@hacc.test" })).json.error.errorDesc).toContain("SECOND_DRIVER_EXISTS");
    expect((await asDana("cancelseconduser", { secondaryEmail: "eve@hacc.test" })).json.error.errorDesc).toContain("NO_PENDING_INVITATION");
    expect((await asDana("tmuprofSynRes")).json.result.secondaryDriver.email).toBe(SAM.email);
    expect(await invitations()).toHaveLength(1);
  });

  it("shows the invitation only to an account of the brand under the invited address", async () => {
    expect((await server.call("getinvitation", {}, { accessToken: eve })).json.result.from).toBeNull();
    expect((await server.call("getinvitation", {}, { accessToken: kciSam, brand: "kci" })).json.result.from).toBeNull();
    const { json } = await server.call("getinvitation", {}, { accessToken: sam, language: "1" });
    expect(json.result.from).toEqual({ firstName: "Dana", vehicleInfo: { vehicleId: aurora, modelName: "Aurora EV", modelYear: "2025" } });
    expect(json.result.message).toContain("Dana vous invite");
    // An invitation opens nothing yet.
    expect(await vehicleIds(sam)).toEqual([samsTidal]);
    expect((await asSam("lstvhclsts")).json.error.errorCode).toBe("7202");
    // Nobody else can answer it.
    expect((await server.call("secPflCreation", { sourceVehicleId: aurora }, { accessToken: eve })).json.error.errorCode).toBe("7202");
    expect((await server.call("declineseconduser", { vehicleId: aurora }, { accessToken: eve })).json.error.errorCode).toBe("7202");
    expect(
      (await server.call("secPflCreation", { sourceVehicleId: aurora }, { accessToken: kciSam, brand: "kci" })).json.error.errorCode,
    ).toBe("7202");
  });

  it("accepts by linking one of the invitee's own profiles: the share is active (0)", async () => {
    const ownSave = await server.call(
      "usrproupdte",
      {
        profile: {
          profileIndex: 1,
          savedTime: "20260301090000",
          savedTimeOffset: -5,
          category: "ALL",
          categoryFile: [
            { elementName: "driveMode", elementValue: "SPORT" },
            { elementName: "climateTemperature", elementValue: "23" },
            { elementName: "regenerativeBrakingLevel", elementValue: "2" },
          ],
        },
      },
      { accessToken: sam, vehicleId: samsTidal },
    );
    expect(ownSave.json.responseHeader.responseCode).toBe(0);
    const choices = (await server.call("usrprovhcllst", {}, { accessToken: sam, language: "1" })).json.result.vehicles;
    expect(choices).toHaveLength(1);
    expect(choices[0].profiles[0]).toEqual({ profileIndex: 1, profileName: "Profil du conducteur 1", syncState: "0" });

    const foreignTarget = await server.call(
      "secPflCreation",
      { sourceVehicleId: aurora, targetVehicleId: evesSummit, targetProfileName: "Driver 1 profile" },
      { accessToken: sam },
    );
    expect(foreignTarget.json.error.errorCode).toBe("7202");
    const unknownProfile = await server.call(
      "secPflCreation",
      { sourceVehicleId: aurora, targetVehicleId: samsTidal, targetProfileName: "Weekend" },
      { accessToken: sam },
    );
    expect(unknownProfile.json.error.errorDesc).toContain("targetProfileName");

    const { json } = await server.call(
      "secPflCreation",
      { sourceVehicleId: aurora, targetVehicleId: samsTidal, targetProfileName: "Profil du conducteur 1" },
      { accessToken: sam },
    );
    expect(json.result).toEqual({ status: "0", vehicleId: aurora, profileName: "Profil du conducteur 1" });
    expect((await server.call("getinvitation", {}, { accessToken: sam })).json.result.from).toBeNull();

    const listed = (await server.call("vhcllst", {}, { accessToken: sam })).json.result.vehicles;
    expect(listed.map((v: { vehicleId: string; shared: boolean; driverRole: string }) => [v.vehicleId, v.shared, v.driverRole])).toEqual([
      [samsTidal, false, "primary"],
      [aurora, true, "secondary"],
    ]);
    const dana_ = (await asDana("tmuprofSynRes")).json.result;
    expect(dana_.secondaryDriver).toEqual({ status: "0", firstName: "Sam", lastName: "Gagnon", email: SAM.email });
    expect(dana_.sharedProfile.status).toBe("0");
    expect(valueOf(dana_.sharedProfile.upui, "driveMode")).toBe("SPORT");
  });

  it("lets the second driver see and save only their shared profile", async () => {
    const mine = (await asSam("tmuprofSynRes")).json.result;
    expect(mine).toMatchObject({
      driverRole: "secondary",
      profiles: [],
      sharedProfile: { status: "0", primaryDriver: { firstName: "Dana" } },
    });
    expect(valueOf(mine.sharedProfile.upui, "regenerativeBrakingLevel")).toBe("2");
    const saved = await asSam("usrproupdteshared", {
      vehicleId: aurora,
      profile: {
        savedTime: "20260302080000",
        savedTimeOffset: -5,
        category: "AUDIO",
        categoryFile: [{ elementName: "audioStartVolume", elementValue: 8 }],
        profileName: "Sam",
      },
    });
    expect(saved.json.result.sharedProfile).toMatchObject({ profileName: "Sam", syncState: "0", savedTime: "20260302080000" });
    expect(valueOf(saved.json.result.sharedProfile.upui, "audioStartVolume")).toBe("8");
    const outside = await asSam("usrproupdteshared", {
      vehicleId: aurora,
      profile: {
        savedTime: "20260302080000",
        savedTimeOffset: -5,
        category: "AUDIO",
        categoryFile: [{ elementName: "audioStartVolume", elementValue: 99 }],
      },
    });
    expect(outside.json.error.errorDesc).toContain("audioStartVolume");

    const log = (await asSam("getprofilelog")).json.result.logs;
    expect(log.map((l: { action: string; driverRole: string }) => [l.action, l.driverRole])).toEqual([
      ["SHARED_SAVE", "secondary"],
      ["ACCEPT", "secondary"],
      ["INVITE", "primary"],
    ]);
    const ownersLog = (await asDana("getprofilelog")).json.result.logs.map((l: { action: string }) => l.action);
    expect(ownersLog).toEqual(["SHARED_SAVE", "ACCEPT", "INVITE"]);
  });

  it("refuses the second driver every vehicle call outside the share scope with 7202", async () => {
    const refused: string[] = [];
    for (const id of Object.keys(CALLS) as CallId[]) {
      const call = CALLS[id] as CallDefinition;
      if (!call.vehicleScoped || call.sharedDriver) continue;
      const response = await server.app.inject({
        method: call.method,
        url: `${API_PREFIX}/${call.name}`,
        headers: { "content-type": "application/json", accessToken: sam, vehicleId: aurora },
        ...(call.method === "POST" ? { payload: JSON.stringify({ vehicleId: aurora, pin: SAM.pin }) } : {}),
      });
      if (response.json().error?.errorCode !== "7202") refused.push(`${call.name}: ${response.body}`);
    }
    expect(refused).toEqual([]);
    for (const name of ["lstvhclsts", "nxtsvc", "gtvhclhlth"]) {
      expect((await asSam(name)).json.responseHeader.responseCode, name).toBe(0);
    }
    const selected = await server.call("sltvhcl", { vehicleId: aurora }, { accessToken: sam, vehicleId: samsTidal });
    expect(selected.json.result.vehicle).toMatchObject({ vehicleId: aurora, shared: true, driverRole: "secondary" });
    expect((await server.call("updvhclnck", { vehicleId: aurora, nickName: "Mine" }, { accessToken: sam })).json.error.errorCode).toBe(
      "7202",
    );
  });

  it("has the second driver authorize commands with their own PIN, and records who sent them", async () => {
    const ownersPin = await asSam("vrfypin", { pin: "2580" });
    expect(ownersPin.json.error.errorCode).toBe("7310");
    const danaAuth = await authorize(server, dana, aurora);
    expect((await asSam("drlck", {}, { pAuth: danaAuth.pAuth })).json.error.errorCode).toBe("7317");
    const headers = await authorize(server, sam, aurora, SAM.pin);
    const sent = await server.call("drlck", {}, headers);
    const transactionId = sent.headers.transactionid as string;
    expect(transactionId).toBeTruthy();
    expect((await completed(server, sam, transactionId)).apiResult).toBe("C");
    const [row] = await server.db.query<{ account_id: string; email: string }>(
      "select t.account_id, a.email from remote_transactions t join accounts a on a.id = t.account_id where t.id = $1",
      [transactionId],
    );
    expect(row!.email).toBe(SAM.email);
    expect((await asSam("rcstrt", {}, { pAuth: headers.pAuth })).json.error.errorCode).toBe("7202");
    expect((await asSam("valet/activate", {}, { pAuth: headers.pAuth })).json.error.errorCode).toBe("7202");
  });

  it("ends the share when the primary driver unlinks: the next call about the vehicle answers 7202", async () => {
    const headers = await authorize(server, sam, aurora, SAM.pin);
    expect((await asDana("unlinkPflsecondary", { secondaryEmail: "eve@hacc.test" })).json.error.errorDesc).toContain("NOT_SECOND_DRIVER");
    const { json } = await asDana("unlinkPflsecondary", { secondaryEmail: SAM.email });
    expect(json.result.secondaryDriver).toEqual({ status: "4", firstName: "", lastName: "", email: "" });
    expect((await asSam("lstvhclsts")).json.error.errorCode).toBe("7202");
    expect((await server.call("drulck", {}, headers)).json.error.errorCode).toBe("7202");
    expect((await asSam("tmuprofSynRes")).json.error.errorCode).toBe("7202");
    expect(await vehicleIds(sam)).toEqual([samsTidal]);
    expect((await asDana("tmuprofSynRes")).json.result).toMatchObject({ sharedProfile: null, secondaryDriver: { status: "4" } });
  });

  it("lets the invitee decline, the owner cancel, and the second driver end the share", async () => {
    await asDana("inviteseconduser", { secondaryEmail: SAM.email });
    expect((await server.call("declineseconduser", { vehicleId: aurora }, { accessToken: sam })).json.result).toEqual({ status: "4" });
    expect((await server.call("getinvitation", {}, { accessToken: sam })).json.result.from).toBeNull();
    expect((await server.call("declineseconduser", { vehicleId: aurora }, { accessToken: sam })).json.error.errorCode).toBe("7202");

    await asDana("inviteseconduser", { secondaryEmail: SAM.email });
    expect((await asDana("cancelseconduser", { secondaryEmail: SAM.email })).json.result.secondaryDriver.status).toBe("4");
    expect((await server.call("secPflCreation", { sourceVehicleId: aurora }, { accessToken: sam })).json.error.errorCode).toBe("7202");

    await asDana("inviteseconduser", { secondaryEmail: SAM.email });
    const accepted = await server.call(
      "secPflCreation",
      { sourceVehicleId: aurora, targetProfileName: "Weekends" },
      { accessToken: sam, language: "1" },
    );
    expect(accepted.json.result).toEqual({ status: "0", vehicleId: aurora, profileName: "Weekends" });
    const shared = (await asSam("tmuprofSynRes")).json.result.sharedProfile;
    expect(valueOf(shared.upui, "driveMode")).toBe("NORMAL");
    expect((await asDana("unlinkPflshared", { vehicleId: aurora })).json.error.errorCode).toBe("7202");
    expect((await asSam("unlinkPflshared", { vehicleId: aurora })).json.result).toEqual({ status: "4" });
    expect((await asSam("lstvhclsts")).json.error.errorCode).toBe("7202");
    expect((await asDana("getprofilelog")).json.result.logs[0]).toMatchObject({
      action: "UNLINK",
      driverRole: "secondary",
      description: "Sharing ended by the second driver.",
    });
    expect(await invitations()).toHaveLength(4);
  });
});
