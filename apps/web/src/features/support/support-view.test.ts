import { describe, expect, it } from "vitest";
import { fromDateInput, fromTimeInput, groupFaqs, localized, toDateInput, toTimeInput } from "./support-view.ts";

describe("support view", () => {
  it("groups the FAQ by category in first-appearance order", () => {
    const entry = (faqId: string, category: string) => ({ faqId, category, categoryName: `Cat ${category}`, question: "q", answer: "a" });
    const groups = groupFaqs([entry("1", "B"), entry("2", "A"), entry("3", "B")]);
    expect(groups.map((g) => [g.category, g.entries.map((e) => e.faqId)])).toEqual([
      ["B", ["1", "3"]],
      ["A", ["2"]],
    ]);
  });
  it("converts the wire's date and time to and from the inputs' values", () => {
    expect(toDateInput("20260215")).toBe("2026-02-15");
    expect(fromDateInput("2026-02-15")).toBe("20260215");
    expect(toTimeInput("0930")).toBe("09:30");
    expect(fromTimeInput("09:30")).toBe("0930");
    expect(toDateInput("bad")).toBe("");
  });
  it("picks the French text in French, English otherwise or when French is empty", () => {
    expect(localized("fr", "Hello", "Bonjour")).toBe("Bonjour");
    expect(localized("fr", "Hello", "")).toBe("Hello");
    expect(localized("en", "Hello", "Bonjour")).toBe("Hello");
  });
});
