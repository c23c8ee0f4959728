import { createDAVClient } from "tsdav";
import type { CalendarEvent } from "@carport/telematics";
import { CalendarConnectError, PROVIDER_TIMEOUT_MS, type CalendarProvider } from "./calendar-provider.ts";
import { eventsOfICalendar } from "./icalendar-events.ts";
import { sameOriginFetch } from "./same-origin-fetch.ts";

/** What an iCloud-type account keeps: the app-specific password made for Carport. */
export interface CalDavCredentials {
  appPassword: string;
}

/**
 * The iCloud-type provider: any CalDAV server (iCloud's by default) with the account name and an
 * app password over Basic authentication; reads every calendar of the account's home.
 */
export function createCalDavProvider(serverUrl: string): CalendarProvider<CalDavCredentials> {
  return {
    async fetchUpcoming(account, credentials, window) {
      const fetchOptions = { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) };
      let texts: string[];
      try {
        const client = await createDAVClient({
          serverUrl,
          credentials: { username: account, password: credentials.appPassword },
          authMethod: "Basic",
          defaultAccountType: "caldav",
          fetchOptions,
          // The app password goes only to the configured server's origin, never where a redirect points.
          fetch: sameOriginFetch,
        });
        const calendars = await client.fetchCalendars({ fetchOptions });
        texts = [];
        for (const calendar of calendars) {
          if (calendar.components && !calendar.components.includes("VEVENT")) continue;
          const objects = await client.fetchCalendarObjects({
            calendar,
            timeRange: { start: window.start.toISOString(), end: window.end.toISOString() },
            fetchOptions,
          });
          for (const object of objects) if (typeof object.data === "string" && object.data) texts.push(object.data);
        }
      } catch (error) {
        // The message of a library error may quote the server; only its kind goes on.
        throw new CalendarConnectError(error instanceof Error ? error.name : "unknown", { cause: error });
      }
      const events: CalendarEvent[] = [];
      for (const text of texts) {
        try {
          events.push(...eventsOfICalendar(text, window));
        } catch {
          // One unreadable object does not hide the others.
        }
      }
      return { events };
    },
  };
}
