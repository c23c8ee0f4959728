/** Pure rules of the support pages. */

export interface FaqEntry {
  faqId: string;
  category: string;
  categoryName: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  category: string;
  categoryName: string;
  entries: FaqEntry[];
}

/** The FAQ grouped by category, categories in the order they first appear. */
export function groupFaqs(faqs: readonly FaqEntry[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const entry of faqs) {
    let group = groups.get(entry.category);
    if (!group) {
      group = { category: entry.category, categoryName: entry.categoryName, entries: [] };
      groups.set(entry.category, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()];
}

/** "yyyymmdd" → "yyyy-mm-dd" (a date input's value); "" when not that shape. */
export function toDateInput(date: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : "";
}

/** "yyyy-mm-dd" → "yyyymmdd". */
export function fromDateInput(value: string): string {
  return value.replaceAll("-", "");
}

/** "hhmm" → "hh:mm" (a time input's value); "" when not that shape. */
export function toTimeInput(time: string): string {
  const m = /^(\d{2})(\d{2})$/.exec(time);
  return m ? `${m[1]}:${m[2]}` : "";
}

/** "hh:mm" (or "hh:mm:ss") → "hhmm". */
export function fromTimeInput(value: string): string {
  return value.replaceAll(":", "").slice(0, 4);
}

/** A release note's text in the page language: the French variant when there is one. */
export function localized(language: "en" | "fr", english: string, french: string): string {
  return language === "fr" && french ? french : english;
}
