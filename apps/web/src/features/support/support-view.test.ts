import { describe, expect, it } from "vitest";
import { groupFaqs, localized } from "./support-view.ts";

describe("support view", () => {
  it("groups the FAQ by category in first-appearance order", () => {
    const entry = (faqId: string, category: string) => ({ faqId, category, categoryName: `Cat ${category}`, question: "q", answer: "a" });
    const groups = groupFaqs([entry("1", "B"), entry("2", "A"), entry("3", "B")]);
    expect(groups.map((g) => [g.category, g.entries.map((e) => e.faqId)])).toEqual([
      ["B", ["1", "3"]],
      ["A", ["2"]],
    ]);
  });
  it("picks the French text in French, English otherwise or when French is empty", () => {
    expect(localized("fr", "Hello", "Bonjour")).toBe("Bonjour");
    expect(localized("fr", "Hello", "")).toBe("Hello");
    expect(localized("en", "Hello", "Bonjour")).toBe("Hello");
  });
});
