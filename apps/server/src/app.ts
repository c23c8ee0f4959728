import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { DEFAULT_PUSH_SERVICE_HOSTS, vinLast4 } from "@carport/domain";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { findAccountById } from "./core/account-repository.ts";
import { registerBrandAndLanguage } from "./http/brand-and-language.ts";
import { registerEnvelopeErrors } from "./http/envelope-errors.ts";
import { registerJsonBody } from "./http/json-body.ts";
import { registerNulCharacterRefusal } from "./http/nul-characters.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerVehicleLinkDocs } from "./http/vehicle-link-docs.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { createMetrics, registerMetrics, registerRequestMetrics } from "./http/metrics.ts";
import { createLinkBuilder } from "./mail/links.ts";
import { createMailLimits } from "./mail/mail-limits.ts";
import { createMailer, createOutboxTextTransport } from "./mail/mailer.ts";
import { createAccountMailer } from "./modules/auth/codes/account-mail.ts";
import { registerAnonymousRateLimit } from "./modules/auth/routes/anonymous-rate-limit.ts";
import { registerAuthRoutes } from "./modules/auth/routes/auth-routes.ts";
import { createSignInSecurity } from "./modules/auth/sessions/sign-in-security.ts";
import { registerOutboxRoutes } from "./modules/dev/outbox-routes.ts";
import { registerSessionHook } from "./modules/auth/sessions/session-hook.ts";
import { registerCommandAuthorization } from "./modules/auth/pin/command-authorization.ts";
import { createSessionService } from "./modules/auth/sessions/session-service.ts";
import { openSessionCache } from "./modules/auth/sessions/session-cache.ts";
import { answerKindsOff, openAnswerCache } from "./db/answer-cache.ts";
import { openLastStatuses } from "./core/last-statuses.ts";
import { createPinService, PAUTH_KEY_NAME } from "./modules/auth/pin/pin-service.ts";
import { pAuthSigner } from "./core/pin-authorizations.ts";
import { serverKey } from "./core/server-keys.ts";
import { createRemoteCommandService } from "./modules/remote/remote-command-service.ts";
import { createCarReportHandlers } from "./modules/car-reports/index.ts";
import { registerRemoteRoutes } from "./modules/remote/remote-routes.ts";
import { registerTermsRoutes } from "./modules/terms/terms-routes.ts";
import { registerTermsGate } from "./modules/terms/terms-gate.ts";
import { registerMessageRoutes } from "./modules/messages/message-routes.ts";
import { registerLiveRoutes } from "./modules/live-updates/live-routes.ts";
import { registerServiceRoutes } from "./modules/service/service-routes.ts";
import { registerReportRoutes } from "./modules/reports/report-routes.ts";
import { registerVehicleHistoryRoutes } from "./modules/vehicle-history/history-routes.ts";
import { registerOvmsRoutes } from "./modules/vehicle-link/index.ts";
import { registerInsightRoutes } from "./modules/vehicle-history/insight-routes.ts";
import { registerCarPositionRoutes } from "./modules/car-position/position-routes.ts";
import { createNominatimGeocoder, noGeocoder } from "./modules/car-position/reverse-geocoder.ts";
import { registerValetRoutes } from "./modules/valet/valet-routes.ts";
import { registerSecurityEventRoutes } from "./modules/security-events/security-event-routes.ts";
import { registerAccountSettingsRoutes } from "./modules/account-settings/account-settings-routes.ts";
import { registerEnrollmentRoutes } from "./modules/enrollment/enrollment-routes.ts";
import { createEnrollmentService } from "./modules/enrollment/enrollment-service.ts";
import { createEmailConfirmation, registerEmailConfirmationGate } from "./modules/email-confirmation/email-confirmation.ts";
import { registerEmailConfirmationRoutes } from "./modules/email-confirmation/email-confirmation-routes.ts";
import { createInCarEnrollment } from "./modules/in-car-enrollment/in-car-enrollment-service.ts";
import { registerInCarEnrollmentRoutes } from "./modules/in-car-enrollment/in-car-enrollment-routes.ts";
import { registerCarScreenRoutes } from "./modules/dev/car-screen-routes.ts";
import { registerNotificationRoutes } from "./modules/notifications/notification-routes.ts";
import { registerScheduleRoutes } from "./modules/schedules/schedule-routes.ts";
import { createVehicleNotifier } from "./modules/notifications/vehicle-notifier.ts";
import { createChannelTransport } from "./modules/notifications/channel-transport.ts";
import { createUnsubscribeTokens } from "./modules/notifications/channel-unsubscribe.ts";
import { registerChannelRoutes } from "./modules/notifications/channel-routes.ts";
import { registerUnsubscribeRoutes } from "./modules/notifications/channel-unsubscribe-routes.ts";
import { registerNotificationOptionsRoutes } from "./modules/notifications/notification-options-routes.ts";
import { createCredentialBox } from "./core/credential-box.ts";
import { createPushSender } from "./modules/web-push/push-sender.ts";
import { registerWebPushRoutes } from "./modules/web-push/web-push-routes.ts";
import { systemResolve } from "./core/public-destination.ts";
import { registerProfileRoutes } from "./modules/profiles/profile-routes.ts";
import { createInvitationMailer } from "./modules/second-drivers/invitation-mail.ts";
import { registerSecondDriverRoutes } from "./modules/second-drivers/second-driver-routes.ts";
import { registerSupportRoutes } from "./modules/support/support-routes.ts";
import { registerReleaseNoteRoutes } from "./modules/release-notes/release-note-routes.ts";
import { registerDigitalKeyRoutes } from "./modules/digital-key/digital-key-routes.ts";
import { createPairingMailer } from "./modules/digital-key/digital-key-mail.ts";
import { createDealerDirectory } from "./modules/dealers/dealer-directory.ts";
import { registerDealerRoutes } from "./modules/dealers/dealer-routes.ts";
import { createStationDirectory } from "./modules/charging-stations/station-directory.ts";
import { registerStationRoutes } from "./modules/charging-stations/station-routes.ts";
import { registerClimateFavouriteRoutes } from "./modules/climate-favourites/favourite-routes.ts";
import { registerManualRoutes } from "./modules/manual/manual-routes.ts";
import { registerAppointmentRoutes } from "./modules/appointment/appointment-routes.ts";
import { createHousekeeping } from "./modules/housekeeping/housekeeping.ts";
import { registerCalendar } from "./modules/calendar/calendar-module.ts";
import { createUpstreamBridge } from "./modules/upstream/upstream-module.ts";
import { registerBookingPage } from "./modules/appointment/booking-page-routes.ts";
import { createDealerHandOff } from "./modules/appointment/dealer-hand-off.ts";
import type { VehicleLinkGateway } from "./modules/vehicle-link/vehicle-link-gateway.ts";
import { listAllVehicles } from "./core/vehicle-repository.ts";
import { registerVehicleRoutes } from "./modules/vehicles/vehicle-routes.ts";
import { registerHomeAssistantSettingRoutes, startHomeAssistantWhenConfigured } from "./modules/home-assistant/index.ts";
import { registerSuspensionRoutes } from "./modules/suspension/suspension-routes.ts";
import { registerVehiclePhotoRoutes } from "./modules/vehicle-photos/vehicle-photo-routes.ts";
import { registerWebApp } from "./web/web-app.ts";
import { CARPORT_VERSION } from "./version.ts";

/** How often pending commands past their deadline are failed with 7703. */
const DEADLINE_SWEEP_MS = 500;
/** Vehicles provisioned on the link at once at start-up. */
const PROVISION_BATCH = 50;

/** Builds the server: external plugins, then app hooks and services, then one route module per area. */
export async function buildApp(
  config: Config,
  db: Database,
  linkGateway: VehicleLinkGateway,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger, bodyLimit: config.BODY_LIMIT_BYTES, trustProxy: config.TRUST_PROXY });

  registerJsonBody(app);
  registerNulCharacterRefusal(app);
  registerEnvelopeErrors(app);
  registerSecurityHeaders(app);
  const answerCache = await openAnswerCache(db, { off: answerKindsOff(config.ANSWER_CACHE) });
  app.addHook("onClose", async () => answerCache.close());
  const sessionCache = openSessionCache(answerCache);
  const lastStatuses = openLastStatuses(db, answerCache);
  const metrics = createMetrics();
  // The checks each call runs, in this order, added before any call's route (http/call-hooks.ts).
  registerRequestMetrics(app, metrics);
  await registerAnonymousRateLimit(app, {
    perMinute: config.ANON_RATE_LIMIT_PER_MINUTE,
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
  });
  const sessions = createSessionService(db, { ttlSeconds: config.TOKEN_TTL_SECONDS, cache: sessionCache, statuses: lastStatuses });
  const pins = createPinService(db, {
    pAuthTtlSeconds: config.PAUTH_TTL_SECONDS,
    signer: pAuthSigner(await serverKey(db, PAUTH_KEY_NAME)),
  });
  registerSessionHook(app, sessions);
  registerTermsGate(app, db, answerCache);
  registerEmailConfirmationGate(app, db);
  registerCommandAuthorization(app, pins);
  // Linked cars' commands go to their maker, every other car's over the vehicle link (modules/upstream).
  const bridge = await createUpstreamBridge(app, db, linkGateway, config, logger);
  const gateway = bridge.gateway;
  registerMetrics(app, db, metrics, gateway, sessionCache, config.METRICS_TOKEN, answerCache);
  registerBrandAndLanguage(app, { brandHosts: config.BRAND_HOSTS, defaultBrand: config.DEFAULT_BRAND });
  await registerOpenApi(app, CARPORT_VERSION);
  registerVehicleLinkDocs(app, config.LINK_NAMESPACE);
  const links = createLinkBuilder(config.PUBLIC_URL, config.BRAND_HOSTS);
  // The owners' own receivers (webhook, ntfy, Gotify): posted through the mail queue, under Web Push's address rules.
  const receivers = {
    box: await createCredentialBox(db, undefined, "notification-channel-tokens", config.SEALING_KEY),
    tokens: createUnsubscribeTokens(await serverKey(db, "channel-unsubscribe")),
    links,
    destinations: { rules: { localReceiver: config.NOTIFY_LOCAL_RECEIVER }, resolve: systemResolve },
  };
  const mailer = createMailer(
    db,
    {
      hookTransport: createChannelTransport(db, receivers),
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      // No SMS gateway ships: text messages exist in demo mode only, in the outbox.
      textTransport: config.DEMO ? createOutboxTextTransport(db) : null,
      queue: {
        retryDelaysMs: config.MAIL_RETRY_DELAYS_SECONDS,
        pollMs: config.MAIL_QUEUE_POLL_SECONDS * 1000,
        leaseMs: config.MAIL_QUEUE_LEASE_SECONDS * 1000,
      },
    },
    logger,
  );
  app.addHook("onClose", async () => mailer.close());
  app.decorate("flushMail", () => mailer.flush());

  const mailLimits = createMailLimits(db, {
    perHour: config.MAIL_LIMIT_PER_HOUR,
    perSourcePerHour: config.MAIL_LIMIT_PER_SOURCE_PER_HOUR,
  });

  const vapid =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT }
      : null;
  const push = createPushSender(db, vapid, logger, {
    rules: { hosts: [...DEFAULT_PUSH_SERVICE_HOSTS, ...config.WEB_PUSH_SERVICE_HOSTS], localService: config.WEB_PUSH_LOCAL_SERVICE },
    resolve: systemResolve,
  });
  app.addHook("onClose", async () => push.flush());
  app.decorate("flushPush", () => push.flush());
  const notifier = createVehicleNotifier(mailer, links, push);
  const commands = createRemoteCommandService(
    db,
    gateway,
    {
      deadlineSeconds: config.COMMAND_DEADLINE_SECONDS,
      dailyLimit: config.DAILY_COMMAND_LIMIT,
      resendAfterSeconds: config.COMMAND_RESEND_SECONDS,
    },
    { log: logger, metrics, notifier, answers: answerCache },
  );
  const carReports = createCarReportHandlers(db, commands, { log: logger, metrics, notifier });
  const accountMail = createAccountMailer(mailer, mailer.textMessages, links, mailLimits);
  const emailConfirmation = createEmailConfirmation(db, accountMail);
  const signInSecurity = createSignInSecurity(db, sessions, accountMail, {
    addressWindowSeconds: config.SIGN_IN_FAILURE_WINDOW_SECONDS,
    allowNamelessClients: config.SIGN_IN_WITHOUT_DEVICE_ID,
  });

  app.get("/healthz", async () => {
    await db.query("select 1");
    return {
      status: "ok",
      version: CARPORT_VERSION,
      database: db.kind,
      vehicleLink: gateway.link.connected ? "connected" : "disconnected",
    };
  });

  registerAuthRoutes(app, signInSecurity);
  if (config.DEMO) registerOutboxRoutes(app, db);
  if (config.DEMO) registerCarScreenRoutes(app, gateway);
  registerTermsRoutes(app, db);
  registerVehicleRoutes(app, db, answerCache, lastStatuses);
  registerSuspensionRoutes(app, db);
  registerVehiclePhotoRoutes(app, db);
  registerRemoteRoutes(app, db, pins, commands);
  registerMessageRoutes(app, db, answerCache);
  await registerLiveRoutes(app, db, sessions, gateway, config.LIVE_HEARTBEAT_SECONDS, commands);
  registerServiceRoutes(app, db, answerCache, lastStatuses);
  registerReportRoutes(app, db);
  registerVehicleHistoryRoutes(app, db);
  registerOvmsRoutes(app, db);
  registerInsightRoutes(app, db);
  registerCarPositionRoutes(
    app,
    db,
    config.GEOCODER_URL
      ? createNominatimGeocoder({ baseUrl: config.GEOCODER_URL, userAgent: `Carport/${CARPORT_VERSION} (${config.PUBLIC_URL})` })
      : noGeocoder,
  );
  registerValetRoutes(app, db);
  registerAccountSettingsRoutes(app, db, signInSecurity);
  registerEmailConfirmationRoutes(app, emailConfirmation);
  registerHomeAssistantSettingRoutes(app, db, { available: config.HOME_ASSISTANT_MQTT_URL !== undefined });
  registerSecurityEventRoutes(app, db);
  // A car held through a maker account that another account proves in Carport leaves the first: told by mail (issue 53).
  const enrollment = createEnrollmentService(db, gateway, async (car, proof) => {
    const account = await findAccountById(db, car.accountId);
    if (account) await accountMail.send(account, { kind: "carTakenByProof", nickname: car.nickname, vinLast4: vinLast4(car.vin), proof });
  });
  registerEnrollmentRoutes(app, db, enrollment, emailConfirmation);
  const inCar = createInCarEnrollment(db, gateway, { validityMs: config.IN_CAR_CODE_VALIDITY_MS });
  registerInCarEnrollmentRoutes(app, inCar, enrollment, sessions, emailConfirmation);
  registerNotificationRoutes(app, db);
  registerScheduleRoutes(app, db);
  registerProfileRoutes(app, db);
  registerSecondDriverRoutes(app, db, createInvitationMailer(mailer, links, mailLimits));
  registerSupportRoutes(app, db, mailer, { supportMailbox: config.SUPPORT_MAILBOX });
  registerReleaseNoteRoutes(app);
  registerDigitalKeyRoutes(app, db, createPairingMailer(mailer));
  registerDealerRoutes(app, db, createDealerDirectory(db));
  registerStationRoutes(app, db, createStationDirectory(db));
  registerClimateFavouriteRoutes(app, db);
  registerWebPushRoutes(app, db, push);
  registerChannelRoutes(app, db, { ...receivers, hooks: mailer.hooks! });
  await registerUnsubscribeRoutes(app, db, receivers.tokens);
  registerNotificationOptionsRoutes(app, db, {
    email: true,
    push: push.available,
    sms: mailer.textMessages !== null,
    receivers: mailer.hooks !== null,
  });
  registerManualRoutes(app, db, links, { secret: config.SSO_SECRET, ttlSeconds: config.SSO_TOKEN_TTL_SECONDS, demo: config.DEMO });
  const dealerHandOff = createDealerHandOff(db, links, { secret: config.SSO_SECRET, ttlSeconds: config.SSO_TOKEN_TTL_SECONDS });
  registerAppointmentRoutes(app, dealerHandOff);
  await registerBookingPage(app, db, dealerHandOff);
  const calendarSync = await registerCalendar(app, db, gateway, config, logger);
  await registerWebApp(app, config.WEB_DIST, { mapTileUrl: config.MAP_TILE_URL, mapAttribution: config.MAP_ATTRIBUTION });

  // Cars report through the link; commands left pending by a previous run are failed by deadline.
  await gateway.listen(carReports);
  // In batches: one at a time, 10,000 vehicles took over a minute of round trips at start-up.
  const vehicles = await listAllVehicles(db);
  for (let start = 0; start < vehicles.length; start += PROVISION_BATCH) {
    await Promise.all(vehicles.slice(start, start + PROVISION_BATCH).map((vehicle) => gateway.provision(db, vehicle)));
  }
  await commands.failOverdue();
  calendarSync.start();
  bridge.poller.start();
  mailer.start();
  const sweep = setInterval(() => {
    commands.failOverdue().catch((error) => logger.error({ err: error }, "deadline sweep failed"));
    commands.resendUnanswered().catch((error) => logger.error({ err: error }, "resend sweep failed"));
  }, DEADLINE_SWEEP_MS);
  app.addHook("onClose", async () => clearInterval(sweep));
  startHomeAssistantWhenConfigured(app, config, CARPORT_VERSION, { db, gateway, commands, pins, sessions, log: logger });
  const housekeeping = createHousekeeping(db, config, logger);
  app.decorate("housekeeping", housekeeping);
  housekeeping.start();
  app.addHook("onClose", async () => housekeeping.stop());
  return app;
}
