import { describe, expect, it } from "vitest";
import { freshStatusAllowed, inQuietHours, parseQuietHours } from "./upstream-refresh-budget.ts";

const budget = { minIntervalSeconds: 4 * 3600, quietHours: parseQuietHours("22:00-07:00"), timeZone: "America/Toronto" };

describe("the fresh-status budget of a linked car", () => {
  it("reads quiet hours, empty meaning none, and refuses a malformed range", () => {
    expect(parseQuietHours("22:00-07:00")).toEqual({ from: 1320, to: 420 });
    expect(parseQuietHours("")).toBeNull();
    expect(() => parseQuietHours("22-7")).toThrow(/HH:mm/);
  });

  it("keeps the night quiet in the owner's time zone, across midnight", () => {
    // 03:00 UTC is 22:00 or 23:00 in Toronto; 16:00 UTC is midday.
    expect(inQuietHours(new Date("2026-01-15T04:00:00Z"), budget)).toBe(true);
    expect(inQuietHours(new Date("2026-01-15T11:30:00Z"), budget)).toBe(true);
    expect(inQuietHours(new Date("2026-01-15T12:30:00Z"), budget)).toBe(false);
    expect(inQuietHours(new Date("2026-01-15T16:00:00Z"), budget)).toBe(false);
  });

  it("allows a fresh read first, then not before the interval has passed", () => {
    const noon = new Date("2026-01-15T17:00:00Z");
    expect(freshStatusAllowed(noon, null, budget)).toBe(true);
    expect(freshStatusAllowed(noon, new Date(noon.getTime() - 3 * 3600_000), budget)).toBe(false);
    expect(freshStatusAllowed(noon, new Date(noon.getTime() - 4 * 3600_000), budget)).toBe(true);
    expect(freshStatusAllowed(new Date("2026-01-15T05:00:00Z"), null, budget)).toBe(false);
  });
});
