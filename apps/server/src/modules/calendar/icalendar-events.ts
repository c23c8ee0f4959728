import ICAL from "ical.js";
import type { CalendarEvent } from "@carport/telematics";
import type { SyncWindow } from "./calendar-provider.ts";

/** Occurrences of one recurring event looked at, at most (a daily event over a long window stays bounded). */
const MAX_OCCURRENCES = 400;

/**
 * The appointments of an iCalendar text that fall in the window: plain events, and the
 * occurrences of recurring ones, with their summary, start, end and location.
 */
export function eventsOfICalendar(text: string, window: SyncWindow): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: CalendarEvent[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    // Exceptions of a recurrence are their own VEVENT with a RECURRENCE-ID; ical.js folds them into the master.
    if (event.isRecurrenceException()) continue;
    const summary = event.summary ?? "";
    const location = event.location ?? "";
    if (!event.isRecurring()) {
      events.push(occurrence(summary, location, event.startDate.toJSDate(), (event.endDate ?? event.startDate).toJSDate()));
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (start >= window.end) break;
      events.push(occurrence(details.item.summary ?? summary, details.item.location ?? location, start, details.endDate.toJSDate()));
    }
  }
  return events;
}

function occurrence(summary: string, location: string, start: Date, end: Date): CalendarEvent {
  return { summary: summary.slice(0, 500), location: location.slice(0, 500), start: start.toISOString(), end: end.toISOString() };
}
