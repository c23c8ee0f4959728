import { describe, expect, it } from "vitest";
import { parsePrice, problemsByField, reasonKey, shiftMonth } from "./insight-view.ts";

describe("the insight page's helpers", () => {
  it("reads prices typed the English or French way", () => {
    expect(parsePrice("0.12")).toBe(0.12);
    expect(parsePrice("0,12")).toBe(0.12);
    expect(parsePrice(" $1.65 ")).toBe(1.65);
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("twelve")).toBeNaN();
    expect(parsePrice("-1")).toBe(-1); // refused by the domain rule, which says why
  });
  it("moves between months across a year", () => {
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-06", 0)).toBe("2026-06");
  });
  it("keeps the first problem of each field and names its text", () => {
    expect(
      problemsByField([
        { field: "kwhPrice", reason: "PRICE_NEGATIVE" },
        { field: "kwhPrice", reason: "PRICE_TOO_HIGH" },
      ]),
    ).toEqual({
      kwhPrice: "PRICE_NEGATIVE",
    });
    expect(reasonKey("WINDOW_EMPTY")).toBe("insight.errors.windowEmpty");
  });
});
