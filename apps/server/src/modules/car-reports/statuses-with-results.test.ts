import { describe, expect, it } from "vitest";
import type { VehicleStatus } from "@carport/protocol";
import { statusesWithResults } from "./statuses-with-results.ts";

const locked = { doorLock: true, engine: false } as unknown as VehicleStatus;
const open = { doorLock: false, engine: false } as unknown as VehicleStatus;
const at = (ms: number) => new Date(Date.UTC(2026, 11, 8, 1, 0, 0) + ms);

describe("the statuses cars' results carried", () => {
  it("knows the status report a car sends right after its result as a repeat, once", () => {
    const statuses = statusesWithResults();
    statuses.carried("A", locked, at(0));
    expect(statuses.repeats("A", structuredClone(locked), at(40))).toBe(true);
    // The next report is the car's own again.
    expect(statuses.repeats("A", locked, at(80))).toBe(false);
  });

  it("keeps a report that says something else, comes late, comes older, or follows a dropped result", () => {
    const statuses = statusesWithResults();
    statuses.carried("A", locked, at(0));
    expect(statuses.repeats("A", open, at(40))).toBe(false);
    statuses.carried("A", locked, at(0));
    expect(statuses.repeats("A", locked, at(10_000))).toBe(false);
    statuses.carried("A", locked, at(1_000));
    expect(statuses.repeats("A", locked, at(999))).toBe(false);
    statuses.carried("A", locked, at(0));
    statuses.dropped("A");
    expect(statuses.repeats("A", locked, at(40))).toBe(false);
    statuses.carried("A", locked, at(0));
    expect(statuses.repeats("B", locked, at(40))).toBe(false);
  });

  it("forgets results older than the repeat window once many cars have some, so a silent car keeps nothing", () => {
    const statuses = statusesWithResults();
    const heard = Date.now();
    statuses.carried("SILENT", locked, at(0), heard);
    for (let i = 0; i < 10_001; i++) statuses.carried(`CAR${i}`, locked, at(20_000), heard + 20_000);
    // Had it been kept, a report at 5 s would have been its repeat (test above): it is gone.
    expect(statuses.repeats("SILENT", locked, at(5_000))).toBe(false);
    expect(statuses.repeats("CAR7", locked, at(20_040))).toBe(true);
  });
});
