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

/** A release note's text in the page language: the French variant when there is one. */
export function localized(language: "en" | "fr", english: string, french: string): string {
  return language === "fr" && french ? french : english;
}
