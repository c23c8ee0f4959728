import type { Locator } from "playwright-core";

/**
 * Typing into the app's date and time fields (components/date-time-fields.tsx) as an owner does:
 * each is a group of segments in the page language's order, typed from the first one.
 */

/** Types a date into a date field: month, day, year in English; day, month, year in French. */
export async function typeDate(field: Locator, date: Date, lang: 0 | 1 = 0): Promise<void> {
  const day = String(date.getDate()).padStart(2, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const year = String(date.getFullYear());
  await field.getByRole("spinbutton").first().click();
  await field.page().keyboard.type(lang === 1 ? `${day}${month}${year}` : `${month}${day}${year}`);
}

/** Types "HH:mm" into a time field: on 12 hours with AM or PM in English, on 24 in French. */
export async function typeTime(field: Locator, time: string, lang: 0 | 1 = 0): Promise<void> {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  await field.getByRole("spinbutton").first().click();
  const keyboard = field.page().keyboard;
  if (lang === 1) {
    await keyboard.type(`${String(hours).padStart(2, "0")}${String(minutes).padStart(2, "0")}`);
    return;
  }
  await keyboard.type(`${String(hours % 12 || 12).padStart(2, "0")}${String(minutes).padStart(2, "0")}`);
  await keyboard.type(hours < 12 ? "A" : "P");
}
