import { describe, it, expect } from "vitest";
import { dealerDayOrder, sortDealerHours } from "./dealer-hours.ts";

describe("dealerDayOrder", () => {
  it("maps 0 to 7 and keeps 1-6", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(dealerDayOrder)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });
  it("reads string codes", () => {
    expect(dealerDayOrder("0")).toBe(7);
    expect(dealerDayOrder("3")).toBe(3);
  });
});

describe("sortDealerHours", () => {
  it("puts Sunday last", () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((dayCode) => ({ dayCode, open: `${dayCode}` }));
    expect(sortDealerHours(hours).map((h) => h.dayCode)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
  it("sorts shuffled and string codes", () => {
    const hours = [{ dayCode: "6" }, { dayCode: "0" }, { dayCode: "2" }, { dayCode: "1" }];
    expect(sortDealerHours(hours).map((h) => h.dayCode)).toEqual(["1", "2", "6", "0"]);
  });
  it("keeps ties in order and does not mutate", () => {
    const hours = [
      { dayCode: 0, slot: "a" },
      { dayCode: 1, slot: "b" },
      { dayCode: 0, slot: "c" },
    ];
    const before = hours.map((h) => h.slot);
    expect(sortDealerHours(hours).map((h) => h.slot)).toEqual(["b", "a", "c"]);
    expect(hours.map((h) => h.slot)).toEqual(before);
  });
  it("handles an empty list", () => {
    expect(sortDealerHours([])).toEqual([]);
  });
});
