import { sortDealerHours } from "@carport/domain";
import type { DealerHour } from "@carport/protocol";
import type { UiLanguage } from "../../i18n/format.ts";

/** One line of a dealer's week: the day's name and its hours, null when closed. */
export interface DealerDayRow {
  dayCode: number;
  day: string;
  hours: string | null;
}

/** 2024-01-07 was a Sunday: day code n is n days later. */
const A_SUNDAY = Date.UTC(2024, 0, 7);

const locale = (language: UiLanguage) => (language === "fr" ? "fr-CA" : "en-US");

/** The name of a day code (0 Sunday … 6 Saturday) in the page's language. */
export function weekdayName(language: UiLanguage, dayCode: number): string {
  return new Intl.DateTimeFormat(locale(language), { weekday: "long", timeZone: "UTC" }).format(new Date(A_SUNDAY + dayCode * 86_400_000));
}

/** A time of day written HHmm, as the language writes it: "9:00 PM", "21 h 00"; null when not a time. */
export function clockText(language: UiLanguage, hhmm: string): string | null {
  const match = /^(\d{2})(\d{2})$/.exec(hhmm);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return new Intl.DateTimeFormat(locale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

/**
 * A dealer's sales or service week, Monday first and Sunday (day code 0) last, as the domain's
 * dealer-hours rule orders it; a day the list leaves out is closed.
 */
export function dealerWeek(hours: readonly DealerHour[], language: UiLanguage): DealerDayRow[] {
  const days = sortDealerHours([0, 1, 2, 3, 4, 5, 6].map((dayCode) => ({ dayCode })));
  return days.map(({ dayCode }) => {
    const open = hours.find((h) => Number(h.dayCode) === dayCode);
    const start = open ? clockText(language, open.startTime) : null;
    const end = open ? clockText(language, open.endTime) : null;
    return { dayCode, day: weekdayName(language, dayCode), hours: start && end ? `${start} – ${end}` : null };
  });
}

/** A dealer's address on one line: "1200 Carling Ave, Ottawa ON K1Z 7K8". */
export function dealerAddressLine(address: { street: string; city: string; province: string; postalCode: string }): string {
  return `${address.street}, ${address.city} ${address.province} ${address.postalCode}`;
}
