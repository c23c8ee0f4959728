import { afterEach, describe, expect, it, vi } from "vitest";
import { localSupportDefaults, supportUtcOf } from "./support-local-time.ts";

describe("the support form's date and time on the owner's clock", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("defaults to now as the owner's clock reads it, and sends it in UTC", () => {
    const now = new Date(2026, 11, 1, 21, 5);
    const local = localSupportDefaults(now);
    expect(local).toEqual({ date: "20261201", time: "2105" });
    const utc = supportUtcOf(local.date, local.time)!;
    expect(
      new Date(Date.UTC(+utc.date.slice(0, 4), +utc.date.slice(4, 6) - 1, +utc.date.slice(6), +utc.time.slice(0, 2), +utc.time.slice(2))),
    ).toEqual(now);
  });

  it("refuses what is not a real date and time", () => {
    expect(supportUtcOf("20260231", "1200")).toBeNull();
    expect(supportUtcOf("20261201", "2460")).toBeNull();
    expect(supportUtcOf("", "")).toBeNull();
  });
});
