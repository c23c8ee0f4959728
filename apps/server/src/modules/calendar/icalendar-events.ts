import ICAL from "ical.js";
import type { CalendarEvent } from "@carport/telematics";
import type { SyncWindow } from "./calendar-provider.ts";

/** Occurrences of one recurring event kept, at most (a daily event over a long window stays bounded). */
const MAX_OCCURRENCES = 400;
/**
 * Steps through one series from its start, at most: a series begun years ago is walked up to the
 * window (a daily one over 50 years, an hourly one over 2), while a runaway rule stays bounded.
 */
const MAX_STEPS = 20_000;

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
    // Occurrences over before the window are passed by without counting: counting them left a
    // series begun long ago with none at all in the window.
    const durationMs = (event.endDate ?? event.startDate).toJSDate().getTime() - event.startDate.toJSDate().getTime();
    const movedOccurrences = Object.keys(event.exceptions).length > 0 || event.rangeExceptions.length > 0;
    const iterator = event.iterator();
    let kept = 0;
    for (let steps = 0, next = iterator.next(); next && steps < MAX_STEPS && kept < MAX_OCCURRENCES; steps++, next = iterator.next()) {
      if (!movedOccurrences && next.toJSDate().getTime() + durationMs <= window.start.getTime()) continue;
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (start >= window.end) break;
      const end = details.endDate.toJSDate();
      if (end <= window.start) continue;
      events.push(occurrence(details.item.summary ?? summary, details.item.location ?? location, start, end));
      kept++;
    }
  }
  return events;
}

function occurrence(summary: string, location: string, start: Date, end: Date): CalendarEvent {
  return { summary: summary.slice(0, 500), location: location.slice(0, 500), start: start.toISOString(), end: end.toISOString() };
}
