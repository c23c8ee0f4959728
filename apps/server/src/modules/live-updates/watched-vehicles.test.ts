import { describe, expect, it } from "vitest";
import { WatchedVehicles } from "./watched-vehicles.ts";

describe("the vehicles watched by the accounts streaming here", () => {
  it("answers a vehicle's watchers, and forgets an account's old vehicles when they are set again", () => {
    const watched = new WatchedVehicles();
    watched.set("owner", new Set(["car-1", "car-2"]));
    watched.set("second driver", new Set(["car-2"]));
    expect(watched.watchers("car-1")).toEqual(["owner"]);
    expect(watched.watchers("car-2").sort()).toEqual(["owner", "second driver"]);

    // The share ended: the second driver's vehicles are read again without it.
    watched.set("second driver", new Set());
    expect(watched.watchers("car-2")).toEqual(["owner"]);
    expect(watched.has("second driver")).toBe(true);
    expect(watched.watchers("car-3")).toEqual([]);
  });

  it("forgets an account whose last stream closed", () => {
    const watched = new WatchedVehicles();
    watched.set("owner", new Set(["car-1"]));
    watched.set("other", new Set(["car-1"]));
    watched.delete("owner");
    watched.delete("owner");
    expect(watched.has("owner")).toBe(false);
    expect(watched.watchers("car-1")).toEqual(["other"]);
    watched.delete("other");
    expect(watched.accounts).toBe(0);
    expect(watched.watchers("car-1")).toEqual([]);
  });
});
