import { z } from "zod";
import type { CalendarEvent } from "@carport/telematics";
import { CalendarConnectError, PROVIDER_TIMEOUT_MS, type CalendarProvider } from "./calendar-provider.ts";
import { sameOriginFetch } from "./same-origin-fetch.ts";

/** What a Google-type account keeps: its OAuth tokens (sealed in the database). */
export interface GoogleCredentials {
  accessToken: string;
  refreshToken?: string;
  /** ms since epoch when the access token stops working. */
  expiresAt: number;
}

export interface GoogleProviderOptions {
  authorizeUrl: string;
  tokenUrl: string;
  eventsUrl: string;
  scope: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the owner back with the code: the server's callback route. */
  redirectUri: string;
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number().positive().default(3600),
});

const eventTimeSchema = z.object({ dateTime: z.string().optional(), date: z.string().optional() });
const eventsAnswerSchema = z.object({
  items: z
    .array(
      z.object({
        status: z.string().optional(),
        summary: z.string().optional(),
        location: z.string().optional(),
        start: eventTimeSchema,
        end: eventTimeSchema.optional(),
      }),
    )
    .default([]),
});

/** An access token this close to its end is renewed first. */
const RENEW_MARGIN_MS = 30_000;

/** The Google-type provider: OAuth authorization code (endpoints from configuration) and the events list of the primary calendar. */
export interface GoogleProvider extends CalendarProvider<GoogleCredentials> {
  /** The address to send the owner to, carrying the single-use state. */
  authorizeUrl(state: string, account: string): string;
  /** Trades the authorization code for tokens (connect failure when refused). */
  exchangeCode(code: string): Promise<GoogleCredentials>;
}

export function createGoogleProvider(options: GoogleProviderOptions): GoogleProvider {
  async function tokenRequest(form: Record<string, string>): Promise<GoogleCredentials> {
    let response: Response;
    try {
      response = await sameOriginFetch(options.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ ...form, client_id: options.clientId, client_secret: options.clientSecret }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CalendarConnectError("token endpoint unreachable", { cause: error });
    }
    // The answer's body is not quoted: it may carry tokens.
    if (!response.ok) throw new CalendarConnectError(`token endpoint answered ${response.status}`);
    const parsed = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CalendarConnectError("token endpoint answer unreadable");
    return {
      accessToken: parsed.data.access_token,
      ...(parsed.data.refresh_token ? { refreshToken: parsed.data.refresh_token } : {}),
      expiresAt: Date.now() + parsed.data.expires_in * 1000,
    };
  }

  async function renew(credentials: GoogleCredentials): Promise<GoogleCredentials> {
    if (!credentials.refreshToken) throw new CalendarConnectError("access token expired without a refresh token");
    const fresh = await tokenRequest({ grant_type: "refresh_token", refresh_token: credentials.refreshToken });
    return { ...fresh, refreshToken: fresh.refreshToken ?? credentials.refreshToken };
  }

  async function listEvents(accessToken: string, window: { start: Date; end: Date }): Promise<Response> {
    const url = new URL(options.eventsUrl);
    url.searchParams.set("timeMin", window.start.toISOString());
    url.searchParams.set("timeMax", window.end.toISOString());
    url.searchParams.set("singleEvents", "true");
    url.searchParams.set("orderBy", "startTime");
    url.searchParams.set("maxResults", "250");
    try {
      return await sameOriginFetch(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CalendarConnectError("events endpoint unreachable", { cause: error });
    }
  }

  return {
    authorizeUrl(state, account) {
      const url = new URL(options.authorizeUrl);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", options.clientId);
      url.searchParams.set("redirect_uri", options.redirectUri);
      url.searchParams.set("scope", options.scope);
      url.searchParams.set("state", state);
      url.searchParams.set("access_type", "offline");
      url.searchParams.set("prompt", "consent");
      url.searchParams.set("login_hint", account);
      return url.toString();
    },
    exchangeCode: (code) => tokenRequest({ grant_type: "authorization_code", code, redirect_uri: options.redirectUri }),
    async fetchUpcoming(_account, credentials, window) {
      let current = credentials;
      let renewed: GoogleCredentials | undefined;
      if (current.expiresAt - RENEW_MARGIN_MS < Date.now()) current = renewed = await renew(current);
      let response = await listEvents(current.accessToken, window);
      if (response.status === 401 && !renewed) {
        current = renewed = await renew(current);
        response = await listEvents(current.accessToken, window);
      }
      if (!response.ok) throw new CalendarConnectError(`events endpoint answered ${response.status}`);
      const parsed = eventsAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new CalendarConnectError("events answer unreadable");
      const events: CalendarEvent[] = [];
      for (const item of parsed.data.items) {
        if (item.status === "cancelled") continue;
        const start = instant(item.start);
        if (!start) continue;
        events.push({
          summary: (item.summary ?? "").slice(0, 500),
          location: (item.location ?? "").slice(0, 500),
          start,
          end: (item.end && instant(item.end)) || start,
        });
      }
      return { events, ...(renewed ? { renewed } : {}) };
    },
  };
}

/** A timed event's instant, or an all-day event's date taken as midnight UTC. */
function instant(time: { dateTime?: string; date?: string }): string | null {
  const text = time.dateTime ?? (time.date ? `${time.date}T00:00:00Z` : undefined);
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
