import { z } from "zod";

/** timeSection on the wire: 0 for AM (hours 0-11), 1 for PM (hours 12-23). */
export const TIME_SECTION = { am: 0, pm: 1 } as const;
/** A timeSection value. */
export type TimeSection = (typeof TIME_SECTION)[keyof typeof TIME_SECTION];

/** A time as the wire carries it: 12-hour "hhmm" (hour 00 shown as 12) and its AM/PM section. */
export interface WireTime {
  time: string;
  timeSection: TimeSection;
}

/** Hours and minutes of a 24-hour clock. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

/** Reads a 24-hour time written "HHmm", "HH:mm" or "H:mm"; null when it is not a real time of day. */
export function parse24Hour(value: string): ClockTime | null {
  const match = /^(?:([0-9]{2})([0-9]{2})|([0-9]{1,2}):([0-9]{2}))$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4]);
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** Writes a 24-hour time, zero-padded, as "HH:mm" (the default) or "HHmm". */
export function format24Hour(time: ClockTime, format: "HH:mm" | "HHmm" = "HH:mm"): string {
  const hh = String(time.hours).padStart(2, "0");
  const mm = String(time.minutes).padStart(2, "0");
  return format === "HHmm" ? `${hh}${mm}` : `${hh}:${mm}`;
}

/** Minutes since midnight of a 24-hour time, to compare times written differently; throws if unreadable. */
export function minutesOfDay(value: string): number {
  const time = parse24Hour(value);
  if (!time) throw new RangeError(`Not a 24-hour time: ${JSON.stringify(value)}`);
  return time.hours * 60 + time.minutes;
}

/**
 * A 24-hour time in the wire's 12-hour form (account-and-enrollment.md 9, vehicle-area.md 5):
 * 0-11 h are AM (0), 12-23 h PM (1), and hour 00 or 12 is written 12 ("00:30" -> "1230" AM).
 * Throws a RangeError for a value that is not a time of day.
 */
export function to12Hour(value: string): WireTime {
  const time = parse24Hour(value);
  if (!time) throw new RangeError(`Not a 24-hour time: ${JSON.stringify(value)}`);
  const hour12 = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return {
    time: `${String(hour12).padStart(2, "0")}${String(time.minutes).padStart(2, "0")}`,
    timeSection: time.hours < 12 ? TIME_SECTION.am : TIME_SECTION.pm,
  };
}

/** Reads a wire time; hour 00 is accepted as a synonym of 12. Null when it is not a valid 12-hour time. */
export function parseWireTime(wire: { time: string; timeSection: number }): ClockTime | null {
  const match = /^([0-9]{2})([0-9]{2})$/.exec(wire.time);
  if (!match || (wire.timeSection !== 0 && wire.timeSection !== 1)) return null;
  const hour12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour12 > 12 || minutes > 59) return null;
  return { hours: (hour12 % 12) + (wire.timeSection === TIME_SECTION.pm ? 12 : 0), minutes };
}

/** A wire time back in 24-hour form for the screens; throws a RangeError when the wire time is invalid. */
export function from12Hour(wire: { time: string; timeSection: number }, format: "HH:mm" | "HHmm" = "HH:mm"): string {
  const time = parseWireTime(wire);
  if (!time) throw new RangeError(`Not a 12-hour wire time: ${JSON.stringify(wire)}`);
  return format24Hour(time, format);
}

/** Server-side check of a wire time (schedules, off-peak windows); message TIME_INVALID. */
export const wireTimeSchema = z
  .object(
    {
      time: z.string({ error: "TIME_INVALID" }),
      timeSection: z.union([z.literal(0), z.literal(1)], { error: "TIME_INVALID" }),
    },
    { error: "TIME_INVALID" },
  )
  .refine((wire) => parseWireTime(wire) !== null, { message: "TIME_INVALID" });
