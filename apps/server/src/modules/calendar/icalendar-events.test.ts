import { describe, expect, it } from "vitest";
import { icsEvent } from "../../test/radicale.ts";
import { upcomingInWindow } from "./calendar-provider.ts";
import { eventsOfICalendar } from "./icalendar-events.ts";

const window = { start: new Date("2026-03-02T00:00:00Z"), end: new Date("2026-03-09T00:00:00Z") };

describe("appointments of an iCalendar text", () => {
  it("reads summary, times and an escaped location", () => {
    const text = icsEvent({
      uid: "a",
      summary: "Dentist; check-up",
      location: "100 Queen St W, Toronto",
      start: new Date("2026-03-03T14:00:00Z"),
      end: new Date("2026-03-03T15:00:00Z"),
    });
    expect(eventsOfICalendar(text, window)).toEqual([
      {
        summary: "Dentist; check-up",
        location: "100 Queen St W, Toronto",
        start: "2026-03-03T14:00:00.000Z",
        end: "2026-03-03T15:00:00.000Z",
      },
    ]);
  });

  it("expands a weekly recurrence into the occurrences of the window", () => {
    const text = icsEvent({
      uid: "b",
      summary: "Swim",
      location: "Pool",
      start: new Date("2026-02-16T07:00:00Z"),
      end: new Date("2026-02-16T08:00:00Z"),
      rrule: "FREQ=WEEKLY",
    });
    const upcoming = upcomingInWindow(eventsOfICalendar(text, window), window, 50);
    expect(upcoming.map((e) => e.start)).toEqual(["2026-03-02T07:00:00.000Z"]);
  });

  it("expands a daily series begun long before the window into each of its days in the window", () => {
    const text = icsEvent({
      uid: "c",
      summary: "Stand-up",
      location: "Room 4",
      start: new Date("2025-01-06T09:00:00Z"),
      end: new Date("2025-01-06T09:15:00Z"),
      rrule: "FREQ=DAILY",
    });
    const upcoming = upcomingInWindow(eventsOfICalendar(text, window), window, 50);
    expect(upcoming.map((e) => e.start)).toEqual([2, 3, 4, 5, 6, 7, 8].map((day) => `2026-03-0${day}T09:00:00.000Z`));
  });

  it("still ends a series at its COUNT or UNTIL however long ago it began", () => {
    const counted = icsEvent({
      uid: "d",
      summary: "Course",
      location: "",
      start: new Date("2025-01-06T09:00:00Z"),
      end: new Date("2025-01-06T10:00:00Z"),
      rrule: "FREQ=DAILY;COUNT=10",
    });
    const until = icsEvent({
      uid: "e",
      summary: "Project",
      location: "",
      start: new Date("2025-01-06T09:00:00Z"),
      end: new Date("2025-01-06T10:00:00Z"),
      rrule: "FREQ=DAILY;UNTIL=20260304T235959Z",
    });
    expect(eventsOfICalendar(counted, window)).toEqual([]);
    expect(eventsOfICalendar(until, window).map((e) => e.start)).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-03T09:00:00.000Z",
      "2026-03-04T09:00:00.000Z",
    ]);
  });

  it("keeps the nearest appointments, earliest first, up to the limit", () => {
    const at = (day: number) => ({
      summary: `d${day}`,
      location: "",
      start: `2026-03-0${day}T10:00:00.000Z`,
      end: `2026-03-0${day}T11:00:00.000Z`,
    });
    expect(upcomingInWindow([at(5), at(1), at(3), at(4)], window, 2).map((e) => e.summary)).toEqual(["d3", "d4"]);
  });
});
