import { describe, expect, it } from "vitest";
import { historyTrips, mergeTrips } from "@carport/domain";
import { vehicleProfile } from "../modules/vehicle-link/vehicle-profile.ts";
import { DEMO_FLEET } from "./demo-fleet.ts";
import { demoStatusHistory } from "./demo-status-history.ts";
import { demoTrips } from "./demo-trips.ts";

describe("the demo car's seeded week", () => {
  const aurora = DEMO_FLEET.hacc[0]!;
  const profile = vehicleProfile(aurora.vin, aurora.model, aurora.enrolled!.odometer);

  // The seed's instant: any time of day, and the first seconds of a UTC day (where reads and trips once split).
  it.each(["2026-12-08T00:00:30Z", "2026-12-08T00:59:00Z", "2026-12-08T13:20:00Z", "2026-12-08T23:59:50Z"])(
    "shows every drive of its reads as one of its reported trips, seeded at %s",
    (at) => {
      const until = new Date(at);
      const reads = demoStatusHistory(profile, { soc: 62, odometer: aurora.enrolled!.odometer }, until);
      const trips = demoTrips(profile, until).map(({ startedAt, minutes, km }) => ({ startedAt, minutes, km }));
      const week = mergeTrips(trips, historyTrips(reads)).filter((t) => Date.parse(t.endedAt) >= until.getTime() - 7 * 86_400_000);
      expect(week.length).toBeGreaterThan(3);
      expect(week.filter((t) => t.source !== "car")).toEqual([]);
    },
  );
});
