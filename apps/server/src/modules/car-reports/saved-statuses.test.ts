import { describe, expect, it } from "vitest";
import type { VehicleStatus } from "@carport/protocol";
import { withoutRepeats } from "./saved-statuses.ts";

const locked = { doorLock: true } as unknown as VehicleStatus;
const open = { doorLock: false } as unknown as VehicleStatus;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, 0, ms));

describe("the statuses saved of those written together", () => {
  it("leave out one that a later report of the same car repeats, and keep every change and every other car", () => {
    const statuses = [
      { vin: "A", status: locked, at: at(1) },
      { vin: "B", status: locked, at: at(2) },
      { vin: "A", status: locked, at: at(3) },
      { vin: "B", status: open, at: at(4) },
    ];
    expect(withoutRepeats(statuses)).toEqual([statuses[1], statuses[2], statuses[3]]);
  });

  it("keep a report that a later one repeats with an older time (the older is refused when saved anyway)", () => {
    const statuses = [
      { vin: "A", status: open, at: at(5) },
      { vin: "A", status: open, at: at(4) },
    ];
    expect(withoutRepeats(statuses)).toEqual(statuses);
  });
});
