import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { createCalDavProvider } from "./caldav-provider.ts";
import type { CalendarProvider } from "./calendar-provider.ts";
import { registerCalendarRoutes } from "./calendar-routes.ts";
import { createCalendarSync } from "./calendar-sync.ts";
import { createCredentialBox } from "../../core/credential-box.ts";
import { createGoogleProvider } from "./google-provider.ts";
import { OAUTH_CALLBACK_PATH, registerOAuthCallbackRoute } from "./oauth-callback-route.ts";

/** Calendar sync as configured: providers, the credential box, the routes and the sync loop (started with the app). */
export async function registerCalendar(
  app: FastifyInstance,
  db: Database,
  gateway: VehicleLinkGateway,
  config: Config,
  log: FastifyBaseLogger,
) {
  const box = await createCredentialBox(db, config.CALENDAR_SECRET);
  const caldav = createCalDavProvider(config.CALDAV_SERVER_URL);
  const google =
    config.GOOGLE_OAUTH_CLIENT_ID && config.GOOGLE_OAUTH_CLIENT_SECRET
      ? createGoogleProvider({
          authorizeUrl: config.GOOGLE_OAUTH_AUTHORIZE_URL,
          tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
          eventsUrl: config.GOOGLE_CALENDAR_EVENTS_URL,
          scope: config.GOOGLE_OAUTH_SCOPE,
          clientId: config.GOOGLE_OAUTH_CLIENT_ID,
          clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET,
          redirectUri: new URL(OAUTH_CALLBACK_PATH, config.PUBLIC_URL).toString(),
        })
      : null;
  const sync = createCalendarSync(
    db,
    gateway,
    box,
    { 1: google as CalendarProvider<unknown> | null, 2: caldav as CalendarProvider<unknown> },
    { lookaheadDays: config.CALENDAR_LOOKAHEAD_DAYS, intervalSeconds: config.CALENDAR_SYNC_INTERVAL_SECONDS },
    log,
  );
  registerCalendarRoutes(app, db, { box, sync, caldav, google });
  registerOAuthCallbackRoute(app, db);
  app.addHook("onClose", async () => sync.stop());
  return sync;
}
