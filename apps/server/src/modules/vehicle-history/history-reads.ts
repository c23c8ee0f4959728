import {
  batteryCapacityKwh,
  chargeSteps,
  chargingSessions,
  historyTrips,
  mergeTrips,
  type ChargeStep,
  type ChargingSession,
  type TimedSample,
  type TripRow,
} from "@carport/domain";
import type { Queryable } from "../../db/database.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { listTrips } from "../reports/index.ts";
import { listSamples } from "./history-repository.ts";

/** A trip row with the energy the car reported for it (null where it made no report or used none). */
export interface TripWithEnergy extends TripRow {
  reportedKwh: number | null;
  reportedLitres: number | null;
}

/** A charging session with the steps its charge was gained in (what its cost is split by). */
export interface SessionWithSteps extends ChargingSession {
  steps: ChargeStep[];
}

/** The charging sessions of a period: a session still running at its start belongs to it; one ended before does not. */
export async function sessionsIn(db: Queryable, vehicle: VehicleRecord, from: Date, to: Date): Promise<SessionWithSteps[]> {
  const samples = await listSamples(db, vehicle.id, from, to);
  const capacity = batteryCapacityKwh(vehicle.main_battery_type);
  return chargingSessions(samples, capacity)
    .filter((s) => s.endedAt === null || Date.parse(s.endedAt) >= from.getTime())
    .map((s) => ({ ...s, steps: chargeSteps(samples, s, capacity) }));
}

/**
 * The trips of a period, newest first: the car's reports (with their energy: the uses less what
 * regeneration won back, and litres) merged with the trips the samples show.
 */
export async function tripsIn(db: Queryable, vehicleId: string, from: Date, to: Date, samples?: TimedSample[]): Promise<TripWithEnergy[]> {
  const kept = samples ?? (await listSamples(db, vehicleId, from, to));
  // From a day before: a drive the car reported just before the period may end inside it.
  const rows = await listTrips(db, vehicleId, new Date(from.getTime() - 86_400_000), to);
  const energy = new Map<string, { kwh: number | null; litres: number | null }>();
  const reported = rows.map((t) => {
    const startedAt = new Date(t.started_at).toISOString();
    const kwh = t.drivetrain_kwh + t.climate_kwh + t.accessories_kwh + t.battery_care_kwh - t.regen_kwh;
    energy.set(startedAt, { kwh: kwh > 0 ? kwh : null, litres: t.fuel_litres > 0 ? t.fuel_litres : null });
    return { startedAt, minutes: t.minutes, km: t.km };
  });
  const derived = historyTrips(kept).filter((t) => Date.parse(t.endedAt) >= from.getTime());
  return mergeTrips(reported, derived)
    .filter((t) => Date.parse(t.endedAt) >= from.getTime())
    .map((t) => {
      const known = t.source === "car" ? energy.get(t.startedAt) : undefined;
      return { ...t, reportedKwh: known?.kwh ?? null, reportedLitres: known?.litres ?? null };
    });
}
