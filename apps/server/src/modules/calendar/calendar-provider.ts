import type { CalendarEvent } from "@carport/telematics";

/** The window of appointments a sync looks at: from now to the lookahead. */
export interface SyncWindow {
  start: Date;
  end: Date;
}

/**
 * A calendar provider. `fetchUpcoming` answers the appointments in the window and, when the
 * provider renewed them (an OAuth refresh), the credentials to store in place of the old ones.
 */
export interface CalendarProvider<Credentials> {
  fetchUpcoming(account: string, credentials: Credentials, window: SyncWindow): Promise<{ events: CalendarEvent[]; renewed?: Credentials }>;
}

/** The provider refused the credentials or could not be reached: the owner sees the connect failure (7812). */
export class CalendarConnectError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`calendar connect failed: ${reason}`, options);
  }
}

/** Seconds a provider has to answer before the connect fails. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Events overlapping the window, earliest first, at most `limit`. */
export function upcomingInWindow(events: CalendarEvent[], window: SyncWindow, limit: number): CalendarEvent[] {
  return events
    .filter((e) => Date.parse(e.end) > window.start.getTime() && Date.parse(e.start) < window.end.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, limit);
}
