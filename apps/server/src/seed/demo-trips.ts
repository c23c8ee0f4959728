import { tripUse } from "@carport/simulator";
import type { Trip, VehicleProfile } from "@carport/telematics";
import type { Queryable } from "../db/database.ts";

const DAY_MS = 86_400_000;

/**
 * A year of daily driving for a demo vehicle before the UTC day of `until`, the same trips a
 * simulated car would report (energy split by `tripUse`), so monthly reports have history from the
 * first start. Deterministic: distances follow the day number, as the seeded reads' drives do.
 */
export function demoTrips(profile: VehicleProfile, until: Date): Trip[] {
  const midnight = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate());
  const trips: Trip[] = [];
  for (let day = 1; day <= 365; day++) {
    if (day % 7 === 3) continue;
    const km = 8 + ((day * 37) % 53);
    const batteryKm = profile.fuelKindCode === "E" ? km : profile.fuelKindCode === "P" ? Math.min(km, profile.rangeAtFull * 0.8) : 0;
    const minutes = Math.round((km / 45) * 60);
    const startedAt = new Date(midnight - day * DAY_MS + (7 + (day % 11)) * 3_600_000).toISOString();
    trips.push(tripUse(profile, km, minutes, batteryKm, startedAt));
  }
  return trips;
}

/** Writes a demo vehicle's year of trips (above); `until` is the seeded reads' end, so both lay out the same days. */
export async function seedDemoTrips(db: Queryable, vehicleId: string, profile: VehicleProfile, until: Date): Promise<void> {
  const trips = demoTrips(profile, until);
  const columns = (
    ["minutes", "idleMinutes", "km", "drivetrainKwh", "climateKwh", "accessoriesKwh", "batteryCareKwh", "regenKwh", "fuelLitres"] as const
  ).map((key) => trips.map((trip) => trip[key]));
  await db.query(
    `insert into vehicle_trips (vehicle_id, started_at, minutes, idle_minutes, km, drivetrain_kwh, climate_kwh,
       accessories_kwh, battery_care_kwh, regen_kwh, fuel_litres)
     select $1, * from unnest($2::timestamptz[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[],
       $8::float8[], $9::float8[], $10::float8[], $11::float8[])`,
    [vehicleId, trips.map((trip) => trip.startedAt), ...columns],
  );
}
