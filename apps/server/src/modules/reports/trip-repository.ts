import type { Trip } from "@carport/telematics";
import type { Queryable } from "../../db/database.ts";

export async function insertTrip(db: Queryable, vehicleId: string, trip: Trip): Promise<void> {
  await db.query(
    `insert into vehicle_trips (vehicle_id, started_at, minutes, idle_minutes, km, drivetrain_kwh, climate_kwh,
       accessories_kwh, battery_care_kwh, regen_kwh, fuel_litres)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      vehicleId,
      trip.startedAt,
      trip.minutes,
      trip.idleMinutes,
      trip.km,
      trip.drivetrainKwh,
      trip.climateKwh,
      trip.accessoriesKwh,
      trip.batteryCareKwh,
      trip.regenKwh,
      trip.fuelLitres,
    ],
  );
}

export interface TripRow {
  started_at: Date;
  minutes: number;
  idle_minutes: number;
  km: number;
  drivetrain_kwh: number;
  climate_kwh: number;
  accessories_kwh: number;
  battery_care_kwh: number;
  regen_kwh: number;
  fuel_litres: number;
}

/** Trips started in [from, to). */
export function listTrips(db: Queryable, vehicleId: string, from: Date, to: Date) {
  return db.query<TripRow>(
    "select * from vehicle_trips where vehicle_id = $1 and started_at >= $2 and started_at < $3 order by started_at",
    [vehicleId, from, to],
  );
}

export function latestTrips(db: Queryable, vehicleId: string, limit: number) {
  return db.query<TripRow>("select * from vehicle_trips where vehicle_id = $1 order by started_at desc limit $2", [vehicleId, limit]);
}

export async function firstTripDate(db: Queryable, vehicleId: string): Promise<Date | null> {
  const [row] = await db.query<{ first: Date | null }>("select min(started_at) as first from vehicle_trips where vehicle_id = $1", [
    vehicleId,
  ]);
  return row?.first ? new Date(row.first) : null;
}
