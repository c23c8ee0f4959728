import { z } from "zod";
import { emptyRequestSchema } from "./calls/common.ts";
import * as auth from "./calls/auth.ts";
import * as terms from "./calls/terms.ts";
import * as vehicles from "./calls/vehicles.ts";
import * as remote from "./calls/remote.ts";
import { REMOTE_COMMANDS, REMOTE_COMMAND_IDS, type RemoteCommandDeclaration, type RemoteCommandId } from "./remote-commands.ts";
import * as messages from "./calls/messages.ts";
import * as service from "./calls/service.ts";
import * as reports from "./calls/reports.ts";
import * as valet from "./calls/valet.ts";
import * as homeAssistant from "./calls/home-assistant.ts";
import * as account from "./calls/account.ts";
import * as enrollment from "./calls/enrollment.ts";
import * as inCar from "./calls/in-car-enrollment.ts";
import * as notifications from "./calls/notifications.ts";
import * as schedules from "./calls/schedules.ts";
import * as signIn from "./calls/sign-in-security.ts";
import * as profiles from "./calls/profiles.ts";
import * as support from "./calls/support.ts";
import * as releaseNotes from "./calls/release-notes.ts";
import * as appointment from "./calls/appointment.ts";
import * as securityEvents from "./calls/security-events.ts";
import * as codeLogin from "./calls/code-login.ts";
import * as calendar from "./calls/calendar.ts";
import * as dealers from "./calls/dealers.ts";
import * as digitalKey from "./calls/digital-key.ts";
import * as manual from "./calls/manual.ts";
import * as suspension from "./calls/suspension.ts";
import * as vehiclePhoto from "./calls/vehicle-photo.ts";
import * as chargingStations from "./calls/charging-stations.ts";
import * as climateFavourites from "./calls/climate-favourites.ts";
import * as emailConfirmation from "./calls/email-confirmation.ts";
import * as upstream from "./calls/upstream.ts";
import * as vehicleHistory from "./calls/vehicle-history.ts";
import * as insight from "./calls/insight.ts";
import * as carPosition from "./calls/car-position.ts";
import * as webPush from "./calls/web-push.ts";
import * as channels from "./calls/notification-channels.ts";
import * as ovmsModule from "./calls/ovms-module.ts";

/** Who may make a call: anyone, or a signed-in session (header `accessToken`). */
export type CallAccess = "anonymous" | "session";

/** One call of the tods API: its seed name, the other paths served by the same handler, and its contract. */
export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The name the specification uses; served at POST /tods/api/<name>. */
  name: string;
  /** Other paths public clients use for the same call (protocol.md). */
  aliases: readonly string[];
  method: "POST" | "GET";
  access: CallAccess;
  /** True when the call is about one vehicle, named by the `vehicleId` header (or body, see vehicleIdFrom). */
  vehicleScoped: boolean;
  /**
   * Where a vehicle-scoped call names its vehicle: the `vehicleId` header, else the body's (the
   * default); or "body": the body's `vehicleId` is the subject, the header is ignored; or
   * "bodyThenHeader": the body's `vehicleId` is the subject (sltvhcl switches to it), the header's
   * when the body names none (bluelinky's sltvhcl sends only the header).
   */
  vehicleIdFrom?: "header" | "body" | "bodyThenHeader";
  /**
   * The share scope: whether a second driver (an account the vehicle's primary driver shares it
   * with) may make this vehicle-scoped call. Absent: the primary driver only; "allowed": both;
   * "only": the second driver only (their shared profile, ending their share). Enforced by the
   * session hook; anything else answers 7202.
   */
  sharedDriver?: "allowed" | "only";
  summary: string;
  request: Req;
  result: Res;
  /** Response headers this call sets besides the envelope. */
  responseHeaders?: readonly string[];
  /** True for remote commands: a `pAuth` from `vrfypin` (header or body) is required, good for one command. */
  pinAuthorized?: boolean;
  /** The success answer's content type when it is not the JSON envelope (errors still are): the CSV export. */
  responseType?: "text/csv";
  /** A larger body limit than the server's default, in bytes (the vehicle photo). */
  bodyLimit?: number;
  /**
   * The parameters the specification marks (q): read from the query string too, for a POST as
   * well; a value in the body wins. (A (q) vehicleId is the session hook's: header, query, body.)
   */
  queryParams?: readonly string[];
}

/** Keeps each call's access and vehicle scope as literal types: a handler's session and vehicle are typed by them. */
function defineCall<Req extends z.ZodType, Res extends z.ZodType, const Access extends CallAccess, const Scoped extends boolean>(
  call: CallDefinition<Req, Res> & { access: Access; vehicleScoped: Scoped },
): CallDefinition<Req, Res> & { access: Access; vehicleScoped: Scoped } {
  return call;
}

type RemoteCommandCalls = {
  [Id in RemoteCommandId]: CallDefinition<(typeof REMOTE_COMMANDS)[Id]["request"], (typeof REMOTE_COMMANDS)[Id]["result"]> & {
    access: "session";
    vehicleScoped: true;
  };
};

/** The call of each remote command: vehicle-scoped, answered with the transactionId header. */
const REMOTE_COMMAND_CALLS = Object.fromEntries(
  REMOTE_COMMAND_IDS.map((id) => {
    const command: RemoteCommandDeclaration = REMOTE_COMMANDS[id];
    const call: CallDefinition = {
      name: command.name,
      aliases: command.aliases,
      method: "POST",
      access: "session",
      vehicleScoped: true,
      ...(command.sharedDriver ? { sharedDriver: command.sharedDriver } : {}),
      ...(command.pinAuthorized ? { pinAuthorized: true } : {}),
      summary: command.summary,
      request: command.request,
      result: command.result,
      responseHeaders: ["transactionId"],
    };
    return [id, call];
  }),
) as RemoteCommandCalls;

/** Every call Carport serves, by a name that says what it does. */
export const CALLS = {
  login: defineCall({
    name: "lgnV2",
    aliases: ["v2/login"],
    method: "POST",
    access: "anonymous",
    vehicleScoped: false,
    summary: "Sign in with login id and password; answers the token and the account.",
    request: auth.loginRequestSchema,
    result: auth.loginResultSchema,
    responseHeaders: ["captchayn"],
  }),
  loginFlat: defineCall({
    name: "lgn",
    aliases: [],
    method: "POST",
    access: "anonymous",
    vehicleScoped: false,
    summary: "Older sign-in: the same check, with the token fields directly in the result.",
    request: auth.loginRequestSchema,
    result: auth.flatLoginResultSchema,
  }),
  logout: defineCall({
    name: "lgout",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: false,
    summary: "Sign out: revokes the access token (later use answers 7602).",
    request: auth.logoutRequestSchema,
    result: auth.logoutResultSchema,
  }),
  verifyAccountToken: defineCall({
    name: "vrfyacctkn",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: false,
    summary: "Is this access token still valid; answers the account and whether the terms are accepted.",
    request: auth.verifyTokenRequestSchema,
    result: auth.verifyTokenResultSchema,
  }),
  termsGet: defineCall({
    name: "gttcnd",
    aliases: [],
    method: "POST",
    access: "anonymous",
    vehicleScoped: false,
    summary: "The current terms and privacy policy of the brand, in the request's language.",
    request: terms.termsRequestSchema,
    result: terms.termsResultSchema,
  }),
  termsVerify: defineCall({
    name: "vrfytnc",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: false,
    summary: "Has the account accepted the current terms.",
    request: terms.termsRequestSchema,
    result: terms.verifyTermsResultSchema,
  }),
  termsConfirm: defineCall({
    name: "cnfrmtcnd",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: false,
    summary: "Accept the current terms (version must be the current one).",
    request: terms.confirmTermsRequestSchema,
    result: terms.confirmTermsResultSchema,
  }),
  vehicleList: defineCall({
    name: "vhcllst",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: false,
    summary: "The account's vehicles.",
    request: vehicles.vehicleListRequestSchema,
    result: vehicles.vehicleListResultSchema,
  }),
  selectVehicle: defineCall({
    name: "sltvhcl",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: true,
    vehicleIdFrom: "bodyThenHeader",
    sharedDriver: "allowed",
    summary: "Select a vehicle: answers it with its features and last status; header gentype (Gen3 marks CCS2).",
    request: vehicles.selectVehicleRequestSchema,
    result: vehicles.selectVehicleResultSchema,
    responseHeaders: ["gentype"],
  }),
  lastVehicleStatus: defineCall({
    name: "lstvhclsts",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: true,
    sharedDriver: "allowed",
    summary: "The last status the vehicle reported, without waking it.",
    request: vehicles.lastStatusRequestSchema,
    result: vehicles.lastStatusResultSchema,
  }),
  verifyPin: defineCall({
    name: "vrfypin",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: true,
    sharedDriver: "allowed",
    summary: "Check the account PIN; answers the pAuth that authorizes remote commands on this vehicle.",
    request: remote.verifyPinRequestSchema,
    result: remote.verifyPinResultSchema,
  }),
  // Every remote command, from its one declaration (remote-commands.ts).
  ...REMOTE_COMMAND_CALLS,
  commandStatus: defineCall({
    name: "rmtsts",
    aliases: [],
    method: "POST",
    access: "session",
    vehicleScoped: false,
    summary: "The state of a remote command, by the transactionId header.",
    request: remote.commandStatusRequestSchema,
    result: remote.commandStatusResultSchema,
  }),
  // Notification centre: the owner's inbox, fed by finished commands and vehicle events.
  messageCount: accountCall("ntcmsgcnt", "Unread inbox messages.", emptyRequestSchema, messages.messageCountResultSchema),
  messageList: accountCall(
    "ntcmsglst",
    "A page of inbox messages, newest first, after lastMessageId (-1 for the first page).",
    messages.messageListRequestSchema,
    messages.messageListResultSchema,
  ),
  messageDetail: accountCall(
    "ntcmsgmd",
    "One inbox message; opening it marks it read.",
    messages.messageDetailRequestSchema,
    messages.messageDetailResultSchema,
  ),
  messagesDelete: accountCall("ntcmsdmg", "Delete inbox messages.", messages.messageIdsRequestSchema, messages.messagesChangedResultSchema),
  messagesMark: accountCall(
    "ntcmsgumst",
    "Mark inbox messages read (requestType 0).",
    messages.markMessagesRequestSchema,
    messages.messagesChangedResultSchema,
  ),
  // Vehicle health and service schedule.
  nextService: sharedWithSecondDriver(
    vehicleCall("nxtsvc", "Next and last service, distance and days left.", emptyRequestSchema, service.nextServiceResultSchema),
  ),
  vehicleHealth: sharedWithSecondDriver(
    vehicleCall(
      "gtvhclhlth",
      "Trouble codes by system and the current safety warning.",
      emptyRequestSchema,
      service.vehicleHealthResultSchema,
    ),
  ),
  serviceOdometerGet: vehicleCall(
    "gtsvcodm",
    "The recorded last service and the schedule's intervals.",
    emptyRequestSchema,
    service.serviceOdometerResultSchema,
  ),
  serviceOdometerSave: {
    ...vehicleCall(
      "svsvcodm",
      "Record the last service (odometer and date), restarting the schedule.",
      service.saveServiceOdometerRequestSchema,
      service.serviceOdometerResultSchema,
    ),
    aliases: ["svcodmt"],
  },
  // The car's OVMS module (its telematics when it has one): what the owner confirms it can do.
  ovmsModule: vehicleCall(
    "ovmsmdl",
    "The car's OVMS module (null when it has none): user, vehicle id, topic prefix, capabilities confirmed and refused by the module.",
    emptyRequestSchema,
    ovmsModule.ovmsModuleResultSchema,
  ),
  ovmsCapabilitiesSave: vehicleCall(
    "svovmscpb",
    "Confirm what the car's OVMS module can do (lock, climate, charge, valet); a capability the module refused is offered again (7705: no module).",
    ovmsModule.ovmsCapabilitiesRequestSchema,
    ovmsModule.ovmsModuleResultSchema,
  ),
  dismissWarning: vehicleCall("dismisswarn", "Dismiss the overview's safety warning.", service.dismissWarningRequestSchema, z.object({})),
  updateNickname: vehicleCallByBody(
    "updvhclnck",
    "Rename a vehicle (nickname: not empty, at most 15 characters).",
    service.updateNicknameRequestSchema,
    z.object({ nickName: z.string() }),
  ),
  // Registration and enrollment (anonymous steps are counted per VIN on the server).
  vehicleValidation: anonymousCall(
    "vldvhcl",
    "Is this VIN in the brand's factory record; its fuel kind, model and last 4.",
    enrollment.vehicleValidationRequestSchema,
    enrollment.vehicleValidationResultSchema,
  ),
  dealerToken: anonymousCall(
    "validrdrtoken",
    "Check the dealer (RDR) token of a VIN: 3 tries, then 7654.",
    enrollment.dealerTokenRequestSchema,
    enrollment.dealerTokenResultSchema,
  ),
  ownerCheck: anonymousCall(
    "vrfyvhclownr",
    "Compare owner name and postal code with the factory record: 3 tries naming the fields that differ, then registration proceeds unproven and nothing more is compared; 7656 for an enrolled car.",
    enrollment.ownerCheckRequestSchema,
    enrollment.ownerCheckResultSchema,
  ),
  dataValidator: anonymousCall(
    "datavalidator",
    "Field-by-field check of owner data against the factory record, within the same 3 tries (then every field answers false); 7656 for an enrolled car.",
    enrollment.dataValidatorRequestSchema,
    enrollment.dataValidatorResultSchema,
  ),
  registerAccount: anonymousCall(
    "rgacct",
    "Create an account and enroll its first vehicle; with carThroughMaker Y, an account whose car comes afterwards from the linked maker account (upstrmadd), enrollmentStatus 0.",
    enrollment.registerAccountRequestSchema,
    enrollment.registrationResultSchema,
  ),
  addVehicle: accountCall(
    "addvhcl",
    "Enroll another vehicle to the signed-in account, proven the owner's by rdrToken or primaryEnrolledUser (registration's tries per VIN: 7655/7654, 7998 naming fields then 7658).",
    enrollment.addVehicleRequestSchema,
    enrollment.addVehicleResultSchema,
  ),
  // In-car enrollment: the car shows a code valid 10 minutes; typing or scanning it proves presence in the car.
  sendQrCode: withQueryParams(
    anonymousCall(
      "sendQrCode",
      "Have the car of this VIN show an in-car enrollment code, valid 10 minutes (a new code replaces the old). With an accessToken, only that account may verify it.",
      inCar.sendQrCodeRequestSchema,
      inCar.sendQrCodeResultSchema,
    ),
    "vin",
  ),
  verifyQrCode: withQueryParams(
    anonymousCall(
      "verifyQrCode",
      "Check the code the car shows (5 tries, single use); answers the id that completes the enrollment. With an accessToken, only that account may complete it.",
      inCar.verifyQrCodeRequestSchema,
      inCar.verifyQrCodeResultSchema,
    ),
    "vin",
  ),
  inCarRegister: anonymousCall(
    "ivecmpltn",
    "Create an account with the vehicle verified in the car: enrollment status 7, or 8 when the owner data did not match.",
    inCar.inCarRegisterRequestSchema,
    inCar.inCarCompletionResultSchema,
  ),
  inCarAddVehicle: accountCall(
    "ivscmpltn",
    "Add the vehicle verified in the car to the signed-in account: enrollment status 9.",
    inCar.inCarAddVehicleRequestSchema,
    inCar.inCarCompletionResultSchema,
  ),
  // Account settings.
  accountInfoGet: accountCall(
    "gtacctinfo",
    "The account's personal information and preferences.",
    emptyRequestSchema,
    account.accountInfoResultSchema,
  ),
  accountInfoSave: accountCall(
    "svacctinfo",
    "Save names, notification e-mail, phones and address (PERSONAL_INFORMATION_SUBMIT_FAILED).",
    account.accountInfoSchema,
    account.accountInfoResultSchema,
  ),
  preferencesSave: accountCall(
    "svacctprf",
    "Save odometer unit, climate unit, language and maintenance alert.",
    account.savePreferencesRequestSchema,
    account.accountInfoResultSchema,
  ),
  homeAssistantGet: accountCall(
    "hmasst",
    "Whether the owner's cars are published to the site's Home Assistant broker (MQTT discovery), and whether the site has one.",
    emptyRequestSchema,
    homeAssistant.homeAssistantSettingSchema,
  ),
  homeAssistantSave: accountCall(
    "svhmasst",
    "Turn the publishing of the owner's cars to Home Assistant on or off; off removes their entities from it.",
    homeAssistant.saveHomeAssistantRequestSchema,
    homeAssistant.homeAssistantSettingSchema,
  ),
  passwordChange: accountCall(
    "chngpsswd",
    "Change the password; every other session of the account is signed out.",
    account.changePasswordRequestSchema,
    z.object({}),
  ),
  pinChange: accountCall("chngpin", "Change the PIN (with the password); lifts a PIN lock.", account.changePinRequestSchema, z.object({})),
  // Notification settings and history.
  // Before enrollment too (registration, adding a car): the choices the enrollment's notificationList is made of.
  notificationTypes: anonymousCall(
    "gtntfsttngtyps",
    "The notification types of a car by its fuel kind (the body's vin, else fuelKindCode; neither: the types every car has), with their default push and e-mail choices and locks: what an enrollment offers and sends as notificationList.",
    notifications.notificationTypesRequestSchema,
    notifications.notificationSettingsResultSchema,
  ),
  notificationSettings: withQueryParams(
    vehicleCall(
      "gtntfsttng",
      "Push and e-mail settings per notification type for this vehicle.",
      notifications.notificationSettingsRequestSchema,
      notifications.notificationSettingsResultSchema,
    ),
    "requestType",
  ),
  notificationSettingsSave: vehicleCall(
    "ntfsttng",
    "Save push and e-mail settings; locked rows cannot change (7998 LOCKED).",
    notifications.saveNotificationSettingsRequestSchema,
    notifications.notificationSettingsResultSchema,
  ),
  // Web Push to the owner's browsers (calls/web-push.ts): finished commands and car alerts, when VAPID keys are configured.
  webPushConfig: accountCall(
    "wbpshcfg",
    "Whether this site pushes notifications to browsers, with its VAPID public key.",
    emptyRequestSchema,
    webPush.webPushConfigResultSchema,
  ),
  webPushSubscribe: accountCall(
    "wbpshsub",
    "Keep this browser's push subscription for the account (7850 when the site pushes nothing).",
    webPush.webPushSubscribeRequestSchema,
    webPush.webPushSubscriptionResultSchema,
  ),
  webPushUnsubscribe: accountCall(
    "wbpshunsub",
    "Forget this browser's push subscription.",
    webPush.webPushUnsubscribeRequestSchema,
    webPush.webPushSubscriptionResultSchema,
  ),
  // The owner's own receivers (calls/notification-channels.ts) and what this site offers.
  notificationOptions: accountCall(
    "ntfopts",
    "The channels this site delivers through, whether to offer browser notifications now, and the owner's inbox choice.",
    emptyRequestSchema,
    channels.notificationOptionsResultSchema,
  ),
  notificationOptionsSave: accountCall(
    "ntfoptssave",
    "Whether the owner's own successful commands go to the inbox (failures and car alerts always do).",
    channels.saveNotificationOptionsRequestSchema,
    channels.notificationOptionsResultSchema,
  ),
  notificationChannels: accountCall(
    "ntfchnl",
    "The owner's webhook, ntfy and Gotify receivers.",
    emptyRequestSchema,
    channels.notificationChannelsResultSchema,
  ),
  notificationChannelAdd: accountCall(
    "ntfchnladd",
    "Add a receiver: https to a public host only (7998 naming the field), five per account (7852).",
    channels.addNotificationChannelRequestSchema,
    channels.notificationChannelResultSchema,
  ),
  notificationChannelUpdate: accountCall(
    "ntfchnlupd",
    "Turn a receiver on or off, choose what it gets, rename it.",
    channels.updateNotificationChannelRequestSchema,
    channels.notificationChannelResultSchema,
  ),
  notificationChannelRemove: accountCall(
    "ntfchnldel",
    "Remove a receiver.",
    channels.notificationChannelIdRequestSchema,
    channels.removedNotificationChannelResultSchema,
  ),
  notificationChannelTest: accountCall(
    "ntfchnltst",
    "Send a test message to a receiver and answer how its first try went.",
    channels.notificationChannelIdRequestSchema,
    channels.testNotificationChannelResultSchema,
  ),
  notificationHistory: {
    ...accountCall(
      "ntfhstV2",
      "Notifications sent to the owner, newest first (brand kci uses ntfhst).",
      emptyRequestSchema,
      notifications.notificationHistoryResultSchema,
    ),
    aliases: ["ntfhst"],
  },
  // Schedules, off-peak hours and target charge (saves are remote commands: transactionId header).
  chargeSchedules: {
    ...vehicleCall(
      "grcfs",
      "The charging schedules, climate at departure and off-peak hours the car holds.",
      emptyRequestSchema,
      schedules.chargeSchedulesResultSchema,
    ),
    aliases: ["glcfs"],
  },
  reservationDetails: {
    ...vehicleCall(
      "getresdetails",
      "CCS2: the climate schedules and the charging window.",
      emptyRequestSchema,
      schedules.reservationDetailsResultSchema,
    ),
    method: "GET" as const,
  },
  offPeakGet: vehicleCall(
    "gopter",
    "Off-peak charging options of the vehicle (EV, PHEV fully enrolled).",
    emptyRequestSchema,
    schedules.offPeakOptionsSchema,
  ),
  targetSoc: {
    ...vehicleCall(
      "selsoc",
      "Target charge per plug type (0 DC, 1 AC) with the model's step, minimum and maximum.",
      emptyRequestSchema,
      schedules.targetSocResultSchema,
    ),
    aliases: ["evc/selsoc"],
  },
  // Valet mode.
  valetStatus: vehicleCall(
    "lastvaletstatus",
    "Valet mode and what was driven while it was on.",
    emptyRequestSchema,
    valet.valetStatusResultSchema,
  ),
  // Monthly vehicle report and trips.
  reportList: vehicleCall("gtmvrlst", "The vehicle's monthly reports, newest first.", emptyRequestSchema, reports.reportListResultSchema),
  report: vehicleCall(
    "gtmvrrpt",
    "One monthly report: systems, trouble codes, recalls, driving and energy use.",
    reports.reportRequestSchema,
    reports.reportResultSchema,
  ),
  reportDayGet: vehicleCall("gtmvrdy", "The day of the month the report is made.", emptyRequestSchema, reports.reportDaySchema),
  reportDaySave: vehicleCall(
    "svmvrdy",
    "Choose the day of the month (1-28) the report is made.",
    reports.reportDaySchema,
    reports.reportDaySchema,
  ),
  evTripDetails: vehicleCall(
    "alerts/maintenance/evTripDetails",
    "The latest trips with their energy use by kind.",
    emptyRequestSchema,
    reports.evTripDetailsResultSchema,
  ),
  // The car's last known position (calls/car-position.ts): read from what the car last said, no PIN; primary driver only.
  lastPosition: vehicleCall(
    "lstpstn",
    "The car's last known position and when it was taken, without asking the car (no PIN): the latest of its status's vehicleLocation and its latest fndmcr answer; with the address when the server has a geocoder (GEOCODER_URL), in the request's language.",
    emptyRequestSchema,
    carPosition.lastPositionResultSchema,
  ),
  // Vehicle history (calls/vehicle-history.ts): every status read kept, with trips and charging sessions read from it; primary driver only.
  vehicleHistory: withQueryParams(
    vehicleCall(
      "vhclhst",
      "The vehicle's kept status reads in a period (from, to: ISO date-times at most 93 days apart), oldest first: charge, fuel, range, 12-volt battery, odometer, position, plug, charging, lock, engine and climate.",
      vehicleHistory.historyPeriodRequestSchema,
      vehicleHistory.vehicleHistoryResultSchema,
    ),
    "from",
    "to",
  ),
  chargingSessions: withQueryParams(
    vehicleCall(
      "chrgsessns",
      "Charging sessions started in a period, read from the kept status reads: start and end charge, energy (kWh, from the model's battery), duration and place.",
      vehicleHistory.historyPeriodRequestSchema,
      vehicleHistory.chargingSessionsResultSchema,
    ),
    "from",
    "to",
  ),
  vehicleTrips: withQueryParams(
    vehicleCall(
      "vhcltrps",
      "Trips in a period, newest first: the car's own trip reports, and trips read from the kept status reads (odometer, engine) where it made none.",
      vehicleHistory.historyPeriodRequestSchema,
      vehicleHistory.vehicleTripsResultSchema,
    ),
    "from",
    "to",
  ),
  historyCsv: {
    ...vehicleCall(
      "vhclhstcsv",
      "The history of a period as a CSV file (kind: status, trips or charging); the vehicle as ?vehicleId=.",
      vehicleHistory.historyCsvRequestSchema,
      vehicleHistory.historyCsvResultSchema,
    ),
    method: "GET" as const,
    responseType: "text/csv" as const,
  },
  // Insight (calls/insight.ts, issue 57): the car's tariff, the account's places, a month's summary; primary driver only.
  tariffGet: vehicleCall(
    "gttrf",
    "The car's tariff (dollars per kWh and per litre, an optional off-peak window in a time zone); null before one is set.",
    emptyRequestSchema,
    insight.tariffResultSchema,
  ),
  tariffSave: vehicleCall(
    "svtrf",
    "Set the car's tariff: time zone, price per kWh and per litre, and an optional off-peak window (start, end as HH:MM, price per kWh); 7998 names the field refused.",
    insight.tariffSaveRequestSchema,
    insight.tariffResultSchema,
  ),
  tariffDelete: vehicleCall("dltrf", "Forget the car's tariff (costs are then not shown).", emptyRequestSchema, insight.tariffResultSchema),
  places: accountCall(
    "gtplcs",
    "The places the owner named (Home, Work…): a position and a radius each.",
    emptyRequestSchema,
    insight.placesResultSchema,
  ),
  placeSave: accountCall(
    "svplc",
    "Name a place (name, lat, lon, radiusM 25-5000), or change one by its id; at most 20, names unique; 7998 names the field refused.",
    insight.placeSaveRequestSchema,
    insight.placesResultSchema,
  ),
  placeDelete: accountCall("dlplc", "Forget a place by its id.", insight.placeDeleteRequestSchema, insight.placesResultSchema),
  monthlySummary: vehicleCall(
    "mnthsmry",
    "A month's summary (month: YYYY-MM in the tariff's time zone) and the month before: distance, trips, energy charged and used, fuel, cost, efficiency, and charging by place.",
    insight.monthlySummaryRequestSchema,
    insight.monthlySummaryResultSchema,
  ),
  // Driver profiles and second drivers (calls/profiles.ts).
  profiles: sharedWithSecondDriver(
    vehicleCall(
      "tmuprofSynRes",
      "The vehicle's driver profiles as upui trees: the primary profiles 1-3 (primary driver), the shared profile and the second driver.",
      profiles.profilesRequestSchema,
      profiles.profilesResultSchema,
    ),
  ),
  profileSave: vehicleCall(
    "usrproupdte",
    "Save a primary profile's values (checked against the vehicle's tree: 7998 naming the element) and optionally its name.",
    profiles.saveProfileRequestSchema,
    profiles.saveProfileResultSchema,
  ),
  sharedProfileSave: {
    ...vehicleCallByBody(
      "usrproupdteshared",
      "The second driver saves their shared profile of the vehicle.",
      profiles.saveSharedProfileRequestSchema,
      profiles.saveSharedProfileResultSchema,
    ),
    sharedDriver: "only" as const,
  },
  profileLog: sharedWithSecondDriver(
    vehicleCall(
      "getprofilelog",
      "The log of profile changes and share events (a second driver sees those of their share).",
      emptyRequestSchema,
      profiles.profileLogResultSchema,
    ),
  ),
  secondDriverInvite: vehicleCall(
    "inviteseconduser",
    "Invite a second driver by e-mail: status 3 and an invitation mail (primary driver only).",
    profiles.secondaryEmailRequestSchema,
    profiles.secondaryDriverResultSchema,
  ),
  secondDriverCancel: vehicleCall(
    "cancelseconduser",
    "Cancel the pending invitation of that e-mail: status 4.",
    profiles.secondaryEmailRequestSchema,
    profiles.secondaryDriverResultSchema,
  ),
  secondDriverUnlink: vehicleCall(
    "unlinkPflsecondary",
    "End the share with that second driver: status 4; their next call about the vehicle answers 7202.",
    profiles.secondaryEmailRequestSchema,
    profiles.secondaryDriverResultSchema,
  ),
  invitation: accountCall(
    "getinvitation",
    "The invitation waiting for the signed-in account's e-mail (same brand), from null when none.",
    emptyRequestSchema,
    profiles.invitationResultSchema,
  ),
  profileVehicles: accountCall(
    "usrprovhcllst",
    "The account's own vehicles with their profiles, to pick the one to link when accepting.",
    emptyRequestSchema,
    profiles.profileVehicleListResultSchema,
  ),
  invitationAccept: accountCall(
    "secPflCreation",
    "Accept the invitation of sourceVehicleId: the share becomes active (0) with a shared profile.",
    profiles.acceptInvitationRequestSchema,
    profiles.acceptInvitationResultSchema,
  ),
  invitationDecline: accountCall(
    "declineseconduser",
    "Decline the invitation of that vehicle: status 4.",
    profiles.vehicleIdRequestSchema,
    profiles.shareEndedResultSchema,
  ),
  sharedUnlink: {
    ...vehicleCallByBody(
      "unlinkPflshared",
      "The second driver ends their share of the vehicle: status 4.",
      profiles.vehicleIdRequestSchema,
      profiles.shareEndedResultSchema,
    ),
    sharedDriver: "only" as const,
  },
  // Support, FAQ and the other terms (calls/support.ts, calls/terms.ts).
  supportFeatures: accountCall(
    "emlspprtftr",
    "The choices of the e-mail support form: features, key locations, connection types, notes length.",
    emptyRequestSchema,
    support.supportFeaturesResultSchema,
  ),
  emailSupport: accountCall(
    "emlspprt",
    "Send a support request about one of the account's vehicles to the support mailbox (a future date/time answers 7998).",
    support.emailSupportRequestSchema,
    support.emailSupportResultSchema,
  ),
  faq: anonymousCall(
    "gtfaq",
    "Frequently asked questions of brand line G or H in the request's language; query filters them.",
    support.faqRequestSchema,
    support.faqResultSchema,
  ),
  termsOfUse: anonymousCall(
    "gttncInfo",
    "The brand's terms of use in the request's language.",
    emptyRequestSchema,
    terms.termsOfUseResultSchema,
  ),
  privacyPolicy: anonymousCall(
    "gtppInfo",
    "The brand's privacy policy in the request's language.",
    emptyRequestSchema,
    terms.privacyPolicyResultSchema,
  ),
  featureTerms: anonymousCall(
    "gtftrtncInfo",
    "The terms of each connected feature in the request's language.",
    emptyRequestSchema,
    terms.featureTermsResultSchema,
  ),
  emergencyTerms: anonymousCall(
    "gtemrsvctnp",
    "The emergency-service terms in the request's language.",
    emptyRequestSchema,
    terms.emergencyTermsResultSchema,
  ),
  // Release notes and digital key support (calls/release-notes.ts, calls/vehicles.ts).
  releaseNote: {
    ...anonymousCall(
      "fetchrelnote",
      "An over-the-air update's release note by ?noteId= (7660 when unknown; brand kci has none).",
      releaseNotes.releaseNoteRequestSchema,
      releaseNotes.releaseNoteResultSchema,
    ),
    method: "GET" as const,
  },
  digitalKeySupport: {
    ...sharedWithSecondDriver(
      vehicleCall(
        "dksupport",
        "Does the vehicle's model support the digital key: nfc starts with DK2, else empty.",
        emptyRequestSchema,
        vehicles.digitalKeySupportResultSchema,
      ),
    ),
    method: "GET" as const,
  },
  // Preferred dealer (calls/dealers.ts): the brand's dealer directory.
  dealerSearch: anonymousCall(
    "dlrsrch",
    "The brand's dealers by postal code (nearest first) or by a part of a name or city, with sales and service hours. Public: the registration wizard searches before the account exists.",
    dealers.dealerSearchRequestSchema,
    dealers.dealerSearchResultSchema,
  ),
  preferredDealerGet: accountCall(
    "gtprfdlr",
    "The account's preferred dealer with its hours; null when none is chosen.",
    emptyRequestSchema,
    dealers.preferredDealerResultSchema,
  ),
  preferredDealerSave: accountCall(
    "svprfdlr",
    "Choose a dealer of the brand's directory as the account's preferred dealer.",
    dealers.savePreferredDealerRequestSchema,
    dealers.preferredDealerResultSchema,
  ),
  // Charging stations (calls/charging-stations.ts): a second driver charges the car too, but only its owner may use where it was last located.
  chargingStationSearch: sharedWithSecondDriver(
    vehicleCall(
      "chrgstnsrch",
      "Public charging stations near a postal code, a city or (primary driver) the vehicle's last located position, nearest first, in the account's distance unit (7705 for a vehicle that does not plug in).",
      chargingStations.chargingStationSearchRequestSchema,
      chargingStations.chargingStationSearchResultSchema,
    ),
  ),
  // Climate favourites (calls/climate-favourites.ts): a second driver may apply them; only the primary driver edits them.
  climateFavourites: sharedWithSecondDriver(
    vehicleCall(
      "gtclmfav",
      "The vehicle's saved climate-start favourites (up to 3 slots, one default).",
      emptyRequestSchema,
      climateFavourites.climateFavouritesResultSchema,
    ),
  ),
  climateFavouriteSave: vehicleCall(
    "svclmfav",
    "Save climate-start settings into slot 1-3 under a name; the first saved, or makeDefault, is the default.",
    climateFavourites.saveClimateFavouriteRequestSchema,
    climateFavourites.climateFavouritesResultSchema,
  ),
  climateFavouriteDelete: vehicleCall(
    "dlclmfav",
    "Delete a slot's favourite; when it was the default, the lowest remaining slot becomes the default.",
    climateFavourites.climateFavouriteSlotRequestSchema,
    climateFavourites.climateFavouritesResultSchema,
  ),
  climateFavouriteDefault: vehicleCall(
    "stclmfavdflt",
    "Make a saved slot the default favourite (an empty slot answers 7998).",
    climateFavourites.climateFavouriteSlotRequestSchema,
    climateFavourites.climateFavouritesResultSchema,
  ),
  // Digital key (calls/digital-key.ts): none (14202, 14208), enrolled (14209), activated.
  digitalKeyStatus: {
    ...vehicleCall(
      "dkstatus",
      "The vehicle's digital key: activated with owner and shared keys; 14202/14208 none, 14209 enrolled.",
      emptyRequestSchema,
      digitalKey.digitalKeyStatusResultSchema,
    ),
    method: "GET" as const,
  },
  digitalKeyTerms: {
    ...vehicleCall("dktnc", "The digital key's terms of use.", emptyRequestSchema, digitalKey.digitalKeyTermsResultSchema),
    method: "GET" as const,
  },
  digitalKeyEnroll: vehicleCall(
    "enrolldkey",
    "Register the owner's digital key (userType O); the pairing password is mailed (14210 when the vehicle already has one).",
    digitalKey.enrollDigitalKeyRequestSchema,
    digitalKey.enrollDigitalKeyResultSchema,
  ),
  digitalKeyPairingResend: vehicleCall(
    "resendpairingpw",
    "Mail a new pairing password for the enrolled, not yet paired, digital key.",
    emptyRequestSchema,
    digitalKey.pairingResendResultSchema,
  ),
  digitalKeyTerminate: {
    ...vehicleCall(
      "terminatedkservice",
      "End the vehicle's digital key and the keys shared from it.",
      emptyRequestSchema,
      digitalKey.terminateDigitalKeyResultSchema,
    ),
    method: "GET" as const,
  },
  // Owner's manual (calls/manual.ts).
  manualToken: withQueryParams(
    vehicleCall(
      "getfodssotkn",
      "A signed, short-lived token and the owner's manual address in the request's language (brand line G or H).",
      manual.manualTokenRequestSchema,
      manual.manualTokenResultSchema,
    ),
    "to",
    "userId",
    "brand",
  ),
  // Dealer appointment hand-off (calls/appointment.ts).
  ssoToken: vehicleCallByBody(
    "getsstkn",
    "A signed, single-use, short-lived token handing the owner over to the vehicle's dealer (7671 without one).",
    appointment.ssoTokenRequestSchema,
    appointment.ssoTokenResultSchema,
  ),
  ssoVerify: anonymousCall(
    "vrysstkn",
    "The dealer redeems a token once: owner, vehicle and dealer (7670 when used or expired).",
    appointment.verifySsoTokenRequestSchema,
    appointment.verifySsoTokenResultSchema,
  ),
  appointmentToken: anonymousCall(
    "gthaeatkn",
    "The dealer redeems a token once for the booking service's access token (dealer and vehicle must match).",
    appointment.appointmentTokenRequestSchema,
    appointment.appointmentTokenResultSchema,
  ),
  // Calendar sync: the owner's upcoming appointments and their addresses go to the car's navigation (calls/calendar.ts).
  calendarAccounts: vehicleCall(
    "getcalaccount",
    "The vehicle's linked calendars with their sync state (credentials are never answered).",
    emptyRequestSchema,
    calendar.calendarAccountsResultSchema,
  ),
  calendarToggle: vehicleCall(
    "setcalaccount",
    "Turn sync of one linked calendar on or off (enableYn); off: the car forgets its events.",
    calendar.setCalendarAccountRequestSchema,
    calendar.calendarAccountsResultSchema,
  ),
  calendarAdd: vehicleCall(
    "addcalaccount",
    "Link a calendar (1 Google-type with an authorization code, 2 iCloud-type CalDAV with an app password) and sync it to the car.",
    calendar.addCalendarAccountRequestSchema,
    calendar.calendarAccountsResultSchema,
  ),
  calendarModify: vehicleCall(
    "modifycalaccount",
    "Replace the credentials of a linked calendar and sync again.",
    calendar.modifyCalendarAccountRequestSchema,
    calendar.calendarAccountsResultSchema,
  ),
  calendarDelete: vehicleCall(
    "delcalaccount",
    "Unlink a calendar; the car forgets its events.",
    calendar.deleteCalendarAccountRequestSchema,
    calendar.calendarAccountsResultSchema,
  ),
  calendarAuthorize: vehicleCall(
    "calauthurl",
    "Start linking a Google-type calendar: the provider's authorization address with a single-use state (PENDING_CALENDAR until addcalaccount).",
    calendar.calendarAuthorizeRequestSchema,
    calendar.calendarAuthorizeResultSchema,
  ),
  // Suspended vehicles (calls/suspension.ts): the primary driver only; the vehicle may come as ?vehicleId= (spec: q vehicleId).
  undoSuspend: vehicleCall(
    "undoSuspend",
    "Cancel the suspension of the account's suspended vehicle: it is active again (7205 when it is not suspended).",
    emptyRequestSchema,
    suspension.undoSuspendResultSchema,
  ),
  ownershipReversal: vehicleCall(
    "usrRdrRvsl",
    "Deactivate the account's suspended vehicle (accept the reported ownership change): it leaves the account with its records (7205 when it is not suspended).",
    emptyRequestSchema,
    suspension.ownershipReversalResultSchema,
  ),
  // Vehicle photos (calls/vehicle-photo.ts): a second driver sees the photo; only the primary driver changes it.
  vehiclePhoto: sharedWithSecondDriver(
    vehicleCall(
      "gtvhclpht",
      "The vehicle's photo (base64), null when it has none.",
      emptyRequestSchema,
      vehiclePhoto.vehiclePhotoResultSchema,
    ),
  ),
  vehiclePhotoSave: {
    ...vehicleCall(
      "svvhclpht",
      "Save the vehicle's cropped photo: JPEG, PNG or WebP, at most 400 KB (7998 naming data otherwise).",
      vehiclePhoto.saveVehiclePhotoRequestSchema,
      vehiclePhoto.vehiclePhotoResultSchema,
    ),
    bodyLimit: vehiclePhoto.VEHICLE_PHOTO_BODY_LIMIT,
  },
  vehiclePhotoDelete: vehicleCall(
    "dlvhclpht",
    "Delete the vehicle's photo (nothing to delete is not an error).",
    emptyRequestSchema,
    vehiclePhoto.vehiclePhotoResultSchema,
  ),
  // ---- Sign-in security and recovery (calls/sign-in-security.ts). All anonymous: the owner is not signed in. ----
  captcha: anonymousCall(
    "gtcptch",
    "A captcha to solve: asked for after a login answer with captchayn Y; its key and the typed text go with the next login.",
    signIn.captchaRequestSchema,
    signIn.captchaResultSchema,
  ),
  mfaSelectMethod: anonymousCall(
    "mfa/selverifmeth",
    "One-time code, step 1 (after 7110): the pending sign-in and where the code can go (the e-mail as given, the masked phone); the same shape without a pending sign-in.",
    signIn.mfaSelectMethodRequestSchema,
    signIn.mfaSelectMethodResultSchema,
  ),
  mfaSendOtp: anonymousCall(
    "mfa/sendotp",
    "One-time code, step 2: send a 6-digit code (10 minutes) by e-mail (E) or text message (S).",
    signIn.mfaSendOtpRequestSchema,
    signIn.mfaSendOtpResultSchema,
  ),
  mfaValidateOtp: anonymousCall(
    "mfa/validateotp",
    "One-time code, step 3: check the code (7549 with the tries left; the 3rd wrong code ends the key).",
    signIn.mfaValidateOtpRequestSchema,
    signIn.mfaValidateOtpResultSchema,
  ),
  mfaGenerateToken: anonymousCall(
    "mfa/genmfatkn",
    "One-time code, step 4: open the session (same Deviceid header as the login); mfaYn Y remembers the device.",
    signIn.mfaGenerateTokenRequestSchema,
    signIn.mfaGenerateTokenResultSchema,
  ),
  forgotPassword: anonymousCall(
    "frgtpsswd",
    "Forgot password: always succeeds; an existing account is mailed a reset link (1 hour, single use).",
    signIn.forgotPasswordRequestSchema,
    signIn.forgotPasswordResultSchema,
  ),
  resetPassword: anonymousCall(
    "rstpsswd",
    "Set a new password with the reset link's code; unlocks and signs out every session (7440: link no longer valid).",
    signIn.resetPasswordRequestSchema,
    signIn.resetPasswordResultSchema,
  ),
  verifyAccountForOtp: anonymousCall(
    "vrfyacctotp",
    "Password reset by code: always answers an otpKey; the code is mailed only when account and last name match.",
    signIn.verifyAccountForOtpRequestSchema,
    signIn.verifyAccountForOtpResultSchema,
  ),
  resetPasswordByOtp: anonymousCall(
    "rstpsswdotp",
    "Set a new password with the mailed code (id is the otpKey; 3 tries, 7549).",
    signIn.resetPasswordByOtpRequestSchema,
    signIn.resetPasswordByOtpResultSchema,
  ),
  unlockAccount: anonymousCall(
    "ulckacct",
    "Unlock a locked account (7402, 7530) with the mailed unlock code (7440 when wrong or used).",
    signIn.unlockAccountRequestSchema,
    signIn.unlockAccountResultSchema,
  ),
  reportFraud: anonymousCall(
    "rptfrd",
    "Fraud report from a mailed link: step 1 checks the code, step 2 (requested false) locks the account (7530), step -1 changes nothing.",
    signIn.reportFraudRequestSchema,
    signIn.reportFraudResultSchema,
  ),
  removeAllTokens: anonymousCall(
    "rmalltkn",
    "Sign out everywhere: with the mailed fraudCode, or with an accessToken header and an empty body.",
    signIn.removeAllTokensRequestSchema,
    signIn.removeAllTokensResultSchema,
  ),
  // ---- Mobile code login, the captcha's text alternative, the security audit trail. ----
  issueLoginCode: accountCall(
    "isslgncd",
    "The signed-in mobile app's code to open the web portal signed in (lgnvcd): single use, 2 minutes.",
    emptyRequestSchema,
    codeLogin.issueLoginCodeResultSchema,
  ),
  codeLogin: anonymousCall(
    "lgnvcd",
    "Sign in on a mobile device with a code from isslgncd (7550 wrong, used or expired; 7551 not a mobile device); answers like lgnV2.",
    codeLogin.codeLoginRequestSchema,
    auth.loginResultSchema,
  ),
  textCaptcha: anonymousCall(
    "gttxtcptch",
    "The captcha's non-visual alternative: a question in the request's language; its key and typed answer go with the login like gtcptch's.",
    signIn.captchaRequestSchema,
    signIn.textCaptchaResultSchema,
  ),
  // E-mail confirmation (calls/email-confirmation.ts): the address is proven before the gated calls (CONFIRMED_EMAIL_CALLS).
  confirmEmail: accountCall(
    "cnfrmeml",
    "Confirm the account's e-mail address with the mailed six-digit code (7023 when wrong or expired; 5 tries per code).",
    emailConfirmation.confirmEmailRequestSchema,
    emailConfirmation.confirmEmailResultSchema,
  ),
  resendEmailConfirmation: accountCall(
    "rsndcnfrmeml",
    "Mail a new confirmation code to the account's address (earlier codes stop working); nothing when already confirmed.",
    emptyRequestSchema,
    emailConfirmation.resendEmailConfirmationResultSchema,
  ),
  securityEvents: accountCall(
    "gtsecevnts",
    "A page of the account's own security events (sign-ins, failures, locks, password and PIN changes, devices, fraud, remote commands), newest first.",
    securityEvents.securityEventsRequestSchema,
    securityEvents.securityEventsResultSchema,
  ),
  // The bridge (calls/upstream.ts): a maker account linked to this one, its vehicles brought in as linked vehicles.
  upstreamAccounts: accountCall(
    "upstrmlst",
    "The account's linked car maker accounts with their state, last error and vehicles brought in (credentials never answered).",
    upstream.upstreamBrandRequestSchema.partial(),
    upstream.upstreamAccountsResultSchema,
  ),
  upstreamLink: accountCall(
    "upstrmlnk",
    "Link a car maker account: Carport signs in to the brand's owner API; state code when the maker mails a one-time code (then upstrmotp).",
    upstream.upstreamLinkRequestSchema,
    upstream.upstreamAccountsResultSchema,
  ),
  upstreamCode: accountCall(
    "upstrmotp",
    "Finish linking with the maker's one-time code (7831 when wrong).",
    upstream.upstreamCodeRequestSchema,
    upstream.upstreamAccountsResultSchema,
  ),
  upstreamPin: accountCall(
    "upstrmpin",
    "Keep the maker account's PIN (sealed) for the remote commands of its vehicles.",
    upstream.upstreamPinRequestSchema,
    upstream.upstreamAccountsResultSchema,
  ),
  upstreamVehicles: accountCall(
    "upstrmvhcls",
    "The vehicles of the linked maker account, with the Carport vehicle each was brought in as.",
    upstream.upstreamBrandRequestSchema,
    upstream.upstreamVehiclesResultSchema,
  ),
  upstreamAdd: accountCall(
    "upstrmadd",
    "Bring a maker vehicle into Carport: a vehicle of this account whose status and commands go through the maker. It takes the VIN from an enrollment waiting for proof; 7837 when the VIN is enrolled with Carport's proof or brought in by another maker account. A dealer token or in-car code of the VIN later takes it back (the account is told by mail).",
    upstream.upstreamAddRequestSchema,
    upstream.upstreamAddResultSchema,
  ),
  upstreamUnlink: accountCall(
    "upstrmunlnk",
    "Unlink the maker account: its credentials, token and PIN are forgotten, its vehicles leave Carport, no further request goes to the maker.",
    upstream.upstreamBrandRequestSchema,
    upstream.upstreamAccountsResultSchema,
  ),
} as const;

/** A signed-in call about the vehicle named by the `vehicleId` header. */
function vehicleCall<Req extends z.ZodType, Res extends z.ZodType>(name: string, summary: string, request: Req, result: Res) {
  return defineCall({ name, aliases: [], method: "POST", access: "session", vehicleScoped: true, summary, request, result });
}

/** A signed-in call about the vehicle named by the body's `vehicleId` (the header is ignored). */
function vehicleCallByBody<Req extends z.ZodType, Res extends z.ZodType>(name: string, summary: string, request: Req, result: Res) {
  return { ...vehicleCall(name, summary, request, result), vehicleIdFrom: "body" as const };
}

/** Marks the parameters a call also reads from the query string (the specification's "(q)"). */
function withQueryParams<Call extends CallDefinition>(call: Call, ...queryParams: string[]): Call & { queryParams: readonly string[] } {
  return { ...call, queryParams };
}

/** Puts a vehicle-scoped call in the share scope: a second driver may make it too. */
function sharedWithSecondDriver<Call extends CallDefinition>(call: Call): Call & { sharedDriver: "allowed" } {
  return { ...call, sharedDriver: "allowed" };
}

/** A call made before signing in: no `accessToken` needed (limited per client address instead). */
function anonymousCall<Req extends z.ZodType, Res extends z.ZodType>(name: string, summary: string, request: Req, result: Res) {
  return defineCall({ name, aliases: [], method: "POST", access: "anonymous", vehicleScoped: false, summary, request, result });
}

/** A signed-in call about the account (no vehicle header). */
function accountCall<Req extends z.ZodType, Res extends z.ZodType>(name: string, summary: string, request: Req, result: Res) {
  return defineCall({ name, aliases: [], method: "POST", access: "session", vehicleScoped: false, summary, request, result });
}

/** A remote command: PIN-authorized, vehicle-scoped, answered at once with a transactionId header. */

export type CallId = keyof typeof CALLS;

/** The calls a second driver may make about a vehicle shared with them (the share scope). */
export function sharedDriverCalls(): CallId[] {
  return (Object.keys(CALLS) as CallId[]).filter((id) => (CALLS[id] as CallDefinition).sharedDriver !== undefined);
}
export type CallRequest<Id extends CallId> = z.input<(typeof CALLS)[Id]["request"]>;
export type CallResult<Id extends CallId> = z.output<(typeof CALLS)[Id]["result"]>;

/** Every path served under /tods/api, mapped to its call. */
export function callPaths(): Array<{ path: string; id: CallId }> {
  return (Object.keys(CALLS) as CallId[]).flatMap((id) => [CALLS[id].name, ...CALLS[id].aliases].map((path) => ({ path, id })));
}

export const API_PREFIX = "/tods/api";
