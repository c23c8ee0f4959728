import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { authorizationStateIsLive } from "./calendar-repository.ts";

/** Where the provider sends the owner back; registered as the OAuth client's redirect URI. */
export const OAUTH_CALLBACK_PATH = "/calendar/oauth/callback";
/** The calendar settings screen of the browser app, which finishes with addcalaccount or modifycalaccount. */
const CALENDAR_SCREEN = "/account/calendar";

/**
 * The OAuth redirect target: checks the state is one this server issued and still live, then hands
 * code and state to the calendar screen (which sends them with the signed-in session). Anything
 * else lands on the screen with the connect failure.
 */
export function registerOAuthCallbackRoute(app: FastifyInstance, db: Database): void {
  app.get(OAUTH_CALLBACK_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const code = typeof query.code === "string" ? query.code : "";
    const state = typeof query.state === "string" ? query.state : "";
    const live = code && state && state.length <= 200 && code.length <= 2048 && !query.error && (await authorizationStateIsLive(db, state));
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    if (!live) return reply.redirect(`${CALENDAR_SCREEN}?calendarError=7812`, 303);
    return reply.redirect(`${CALENDAR_SCREEN}?${new URLSearchParams({ code, state }).toString()}`, 303);
  });
}
