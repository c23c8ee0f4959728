import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS, REMOTE_COMMAND_IDS, REMOTE_COMMANDS, type CallId, type RemoteCommandId } from "@carport/protocol";
import { tokenHash } from "../core/secret-hashing.ts";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createFleetService } from "../modules/fleet/fleet-service.ts";
import { authorize } from "../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";

/**
 * How each call is protected. Every call of the protocol must be listed here: a new call fails
 * this test until someone decides, and the test proves, who may make it.
 */
/** vehicleInBody: the vehicle is named by the body's vehicleId (sltvhcl, updvhclnck, getsstkn...), checked by the same hook. */
type Guard = "anonymous" | "account" | "vehicle" | "vehicleInBody" | "command";
const GUARDS: Record<CallId, Guard> = {
  login: "anonymous",
  loginFlat: "anonymous",
  termsGet: "anonymous",
  captcha: "anonymous",
  mfaSelectMethod: "anonymous",
  mfaSendOtp: "anonymous",
  mfaValidateOtp: "anonymous",
  mfaGenerateToken: "anonymous",
  forgotPassword: "anonymous",
  resetPassword: "anonymous",
  verifyAccountForOtp: "anonymous",
  resetPasswordByOtp: "anonymous",
  unlockAccount: "anonymous",
  reportFraud: "anonymous",
  removeAllTokens: "anonymous",
  codeLogin: "anonymous",
  textCaptcha: "anonymous",
  vehicleValidation: "anonymous",
  dealerToken: "anonymous",
  ownerCheck: "anonymous",
  dataValidator: "anonymous",
  registerAccount: "anonymous",
  sendQrCode: "anonymous",
  verifyQrCode: "anonymous",
  inCarRegister: "anonymous",
  inCarAddVehicle: "account",
  faq: "anonymous",
  termsOfUse: "anonymous",
  privacyPolicy: "anonymous",
  featureTerms: "anonymous",
  emergencyTerms: "anonymous",
  releaseNote: "anonymous",
  ssoVerify: "anonymous",
  appointmentToken: "anonymous",
  logout: "account",
  verifyAccountToken: "account",
  termsVerify: "account",
  termsConfirm: "account",
  vehicleList: "account",
  commandStatus: "account",
  messageCount: "account",
  messageList: "account",
  messageDetail: "account",
  messagesDelete: "account",
  messagesMark: "account",
  addVehicle: "account",
  accountInfoGet: "account",
  accountInfoSave: "account",
  preferencesSave: "account",
  homeAssistantGet: "account",
  homeAssistantSave: "account",
  passwordChange: "account",
  pinChange: "account",
  notificationHistory: "account",
  webPushConfig: "account",
  webPushSubscribe: "account",
  webPushUnsubscribe: "account",
  notificationOptions: "account",
  notificationOptionsSave: "account",
  notificationChannels: "account",
  notificationChannelAdd: "account",
  notificationChannelUpdate: "account",
  notificationChannelRemove: "account",
  notificationChannelTest: "account",
  invitation: "account",
  profileVehicles: "account",
  invitationAccept: "account",
  invitationDecline: "account",
  supportFeatures: "account",
  emailSupport: "account",
  issueLoginCode: "account",
  securityEvents: "account",
  confirmEmail: "account",
  resendEmailConfirmation: "account",
  upstreamAccounts: "account",
  upstreamLink: "account",
  upstreamCode: "account",
  upstreamPin: "account",
  upstreamVehicles: "account",
  upstreamAdd: "account",
  upstreamUnlink: "account",
  dealerSearch: "anonymous",
  preferredDealerGet: "account",
  preferredDealerSave: "account",
  selectVehicle: "vehicleInBody",
  updateNickname: "vehicleInBody",
  lastVehicleStatus: "vehicle",
  verifyPin: "vehicle",
  nextService: "vehicle",
  vehicleHealth: "vehicle",
  serviceOdometerGet: "vehicle",
  serviceOdometerSave: "vehicle",
  dismissWarning: "vehicle",
  ovmsModule: "vehicle",
  ovmsCapabilitiesSave: "vehicle",
  notificationTypes: "anonymous",
  notificationSettings: "vehicle",
  notificationSettingsSave: "vehicle",
  chargeSchedules: "vehicle",
  reservationDetails: "vehicle",
  offPeakGet: "vehicle",
  targetSoc: "vehicle",
  valetStatus: "vehicle",
  reportList: "vehicle",
  report: "vehicle",
  reportDayGet: "vehicle",
  reportDaySave: "vehicle",
  evTripDetails: "vehicle",
  profiles: "vehicle",
  profileSave: "vehicle",
  sharedProfileSave: "vehicleInBody",
  profileLog: "vehicle",
  secondDriverInvite: "vehicle",
  secondDriverCancel: "vehicle",
  secondDriverUnlink: "vehicle",
  sharedUnlink: "vehicleInBody",
  digitalKeySupport: "vehicle",
  ssoToken: "vehicleInBody",
  calendarAccounts: "vehicle",
  calendarToggle: "vehicle",
  calendarAdd: "vehicle",
  calendarModify: "vehicle",
  calendarDelete: "vehicle",
  calendarAuthorize: "vehicle",
  digitalKeyStatus: "vehicle",
  digitalKeyTerms: "vehicle",
  digitalKeyEnroll: "vehicle",
  digitalKeyPairingResend: "vehicle",
  digitalKeyTerminate: "vehicle",
  manualToken: "vehicle",
  undoSuspend: "vehicle",
  ownershipReversal: "vehicle",
  vehiclePhoto: "vehicle",
  vehiclePhotoSave: "vehicle",
  vehiclePhotoDelete: "vehicle",
  chargingStationSearch: "vehicle",
  climateFavourites: "vehicle",
  climateFavouriteSave: "vehicle",
  climateFavouriteDelete: "vehicle",
  climateFavouriteDefault: "vehicle",
  vehicleHistory: "vehicle",
  chargingSessions: "vehicle",
  vehicleTrips: "vehicle",
  historyCsv: "vehicle",
  tariffGet: "vehicle",
  tariffSave: "vehicle",
  tariffDelete: "vehicle",
  places: "account",
  placeSave: "account",
  placeDelete: "account",
  monthlySummary: "vehicle",
  lastPosition: "vehicle",
  // Every remote command: those needing a pAuth are guarded as commands, the others as vehicle calls.
  ...(Object.fromEntries(REMOTE_COMMAND_IDS.map((id) => [id, REMOTE_COMMANDS[id].pinAuthorized ? "command" : "vehicle"])) as Record<
    RemoteCommandId,
    Guard
  >),
};

const ids = Object.keys(CALLS) as CallId[];

/** Everything a refused call must leave as it was. */
const FINGERPRINT = `select
  (select count(*) from remote_transactions) as transactions,
  (select count(*) from inbox_messages) as messages,
  (select count(*) from accounts) as accounts,
  (select count(*) from vehicles) as vehicles,
  (select string_agg(nickname || enrollment_status || coalesce(warning_message_id, '') || report_day, ',' order by id) from vehicles) as vehicle_rows,
  (select string_agg(password_hash || pin_hash || pin_failures || pauth_generation || language_id || odometer_unit || first_name || coalesce(preferred_dealer, ''), ',' order by id) from accounts) as account_rows,
  (select string_agg(vehicle_id || status || pairing_password_hash, ',' order by vehicle_id) from digital_keys) as digital_keys,
  (select count(*) from notification_settings) as settings,
  (select count(*) from vehicle_service) as services,
  (select count(*) from terms_acceptances) as acceptances,
  (select count(*) from access_tokens where revoked_at is null) as live_tokens,
  (select count(*) from calendar_accounts) as calendar_accounts`;

describe("every call is listed with its guard", () => {
  it("has an entry for each call of the protocol, and each entry matches the call table", () => {
    expect(ids.filter((id) => !(id in GUARDS))).toEqual([]);
    for (const id of ids) {
      const call = CALLS[id];
      const guard = GUARDS[id];
      expect(call.access === "anonymous", id).toBe(guard === "anonymous");
      expect(call.vehicleScoped, id).toBe(guard === "vehicle" || guard === "command" || guard === "vehicleInBody");
      expect(Boolean(call.pinAuthorized), id).toBe(guard === "command");
    }
  });
});

describe.each(databaseKinds())("the authorization matrix on %s", (kind) => {
  let server: TestServer;
  let own: { token: string; vehicleId: string; otherVehicleId: string };
  let foreignVehicleId: string;
  let foreignPAuth: string;
  let revoked: string;
  let expired: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const mine = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    own = { token, vehicleId: mine[0].vehicleId, otherVehicleId: mine[1].vehicleId };
    const theirs = await server.db.query<{ id: string; account_id: string }>(
      "select v.id, v.account_id from vehicles v join accounts a on a.id = v.account_id where a.email = 'demo@kci.test' limit 1",
    );
    foreignVehicleId = theirs[0]!.id;
    const kciToken = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    foreignPAuth = (await authorize(server, kciToken, foreignVehicleId, "2580", { brand: "kci" })).pAuth;
    revoked = await server.login("demo@hacc.test", DEMO_PASSWORD);
    await server.call("lgout", {}, { accessToken: revoked });
    expired = await server.login("demo@hacc.test", DEMO_PASSWORD);
    await server.db.query("update access_tokens set expires_at = now() - interval '1 minute' where token_hash = $1", [tokenHash(expired)]);
  });
  afterAll(() => server.close());

  async function send(id: CallId, headers: Record<string, string>, body: Record<string, unknown> = {}) {
    const call = CALLS[id];
    const response = await server.app.inject({
      method: call.method,
      url: `/tods/api/${call.name}`,
      headers: { "content-type": "application/json", ...headers },
      ...(call.method === "POST" ? { payload: JSON.stringify(body) } : {}),
    });
    return response.json() as { error?: { errorCode: string } };
  }

  it("refuses every signed-in call without a valid token, another account's vehicle, and a foreign pAuth, changing nothing", async () => {
    const ownPAuth = (await authorize(server, own.token, own.otherVehicleId)).pAuth;
    const [afterOwnPin] = await server.db.query(FINGERPRINT);
    const failures: string[] = [];
    const expectCode = async (id: CallId, label: string, code: string, headers: Record<string, string>, body?: Record<string, unknown>) => {
      const answer = await send(id, headers, body);
      if (answer.error?.errorCode !== code) failures.push(`${id} ${label}: wanted ${code}, got ${JSON.stringify(answer.error ?? answer)}`);
    };
    for (const id of ids) {
      const guard = GUARDS[id];
      if (guard === "anonymous") continue;
      const vehicle: Record<string, string> = guard === "vehicle" || guard === "command" ? { vehicleId: own.vehicleId } : {};
      await expectCode(id, "no token", "7403", vehicle);
      await expectCode(id, "unknown token", "7403", { accessToken: "forged-token-value", ...vehicle });
      await expectCode(id, "revoked token", "7602", { accessToken: revoked, ...vehicle });
      await expectCode(id, "expired token", "7403", { accessToken: expired, ...vehicle });
      if (guard === "vehicle" || guard === "command") {
        await expectCode(id, "another account's vehicle", "7202", { accessToken: own.token, vehicleId: foreignVehicleId });
        await expectCode(id, "no vehicle", "7202", { accessToken: own.token });
      }
      if (guard === "vehicleInBody") {
        await expectCode(
          id,
          "another account's vehicle",
          "7202",
          { accessToken: own.token },
          { vehicleId: foreignVehicleId, nickName: "Mine now" },
        );
      }
      if (guard === "command") {
        await expectCode(id, "pAuth of another vehicle", "7317", { accessToken: own.token, vehicleId: own.vehicleId, pAuth: ownPAuth });
        await expectCode(id, "pAuth of another account", "7317", { accessToken: own.token, vehicleId: own.vehicleId, pAuth: foreignPAuth });
        await expectCode(id, "no pAuth", "7317", { accessToken: own.token, vehicleId: own.vehicleId });
      }
    }
    expect(failures).toEqual([]);
    expect(await server.db.query(FINGERPRINT)).toEqual([afterOwnPin]);
  });
});

describe.each(databaseKinds())("the second driver's rows of the matrix on %s", (kind) => {
  let server: TestServer;
  let primary: string;
  let second: string;
  let shared: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    primary = await server.login("demo@hacc.test", DEMO_PASSWORD);
    shared = (await server.call("vhcllst", {}, { accessToken: primary })).json.result.vehicles[0].vehicleId;
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "matrix.second@hacc.test",
      password: "Second-Pass-2026!",
      pin: "1357",
      firstName: "Sam",
      lastName: "Roy",
    });
    second = await server.login("matrix.second@hacc.test", "Second-Pass-2026!");
    await server.call("inviteseconduser", { secondaryEmail: "matrix.second@hacc.test" }, { accessToken: primary, vehicleId: shared });
    const accepted = await server.call("secPflCreation", { sourceVehicleId: shared, targetProfileName: "Shared" }, { accessToken: second });
    expect(accepted.json.result.status).toBe("0");
  });
  afterAll(() => server.close());

  const SHARES = `select string_agg(status || coalesce(profile_name, '') || element_values::text || coalesce(end_reason, ''), ',' order by id) as shares from second_drivers`;

  it("answers 7202 to every vehicle call outside the share, and to the primary for the second driver's own calls, changing nothing", async () => {
    const pAuth = (await authorize(server, second, shared, "1357")).pAuth;
    const before = [await server.db.query(FINGERPRINT), await server.db.query(SHARES)];
    const failures: string[] = [];
    const refused: CallId[] = [];
    for (const id of ids) {
      const guard = GUARDS[id];
      if (guard !== "vehicle" && guard !== "command" && guard !== "vehicleInBody") continue;
      const scope = CALLS[id].sharedDriver;
      const as = scope === "only" ? primary : scope === "allowed" ? null : second;
      if (!as) continue;
      const headers: Record<string, string> = guard === "vehicleInBody" ? { accessToken: as } : { accessToken: as, vehicleId: shared };
      if (guard === "command") headers.pAuth = pAuth;
      const body = guard === "vehicleInBody" ? { vehicleId: shared, nickName: "Mine now" } : {};
      const call = CALLS[id];
      const response = await server.app.inject({
        method: call.method,
        url: `/tods/api/${call.name}`,
        headers: { "content-type": "application/json", ...headers },
        ...(call.method === "POST" ? { payload: JSON.stringify(body) } : {}),
      });
      const answer = response.json() as { error?: { errorCode: string } };
      refused.push(id);
      if (answer.error?.errorCode !== "7202")
        failures.push(`${id} as ${as === primary ? "primary" : "second driver"}: wanted 7202, got ${response.body}`);
    }
    expect(failures).toEqual([]);
    // Charging, the primary's settings and profiles, and share management are among them.
    expect(refused).toEqual(
      expect.arrayContaining([
        "chargeStart",
        "valetActivate",
        "updateNickname",
        "profileSave",
        "secondDriverInvite",
        "secondDriverUnlink",
        "sharedUnlink",
        "sharedProfileSave",
      ]),
    );
    expect([await server.db.query(FINGERPRINT), await server.db.query(SHARES)]).toEqual(before);
  });

  it("lets the second driver make the shared calls", async () => {
    const status = await server.call("lstvhclsts", {}, { accessToken: second, vehicleId: shared });
    expect(status.json.responseHeader.responseCode).toBe(0);
    expect(
      (await server.call("vhcllst", {}, { accessToken: second })).json.result.vehicles.map((v: { vehicleId: string }) => v.vehicleId),
    ).toContain(shared);
  });
});
