import type { FastifyInstance } from "fastify";
import {
  batteryCapacityKwh,
  chargingSessions,
  historyTrips,
  mergeTrips,
  type ChargingSession,
  type TimedSample,
  type TripRow,
} from "@carport/domain";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { serveCsvCall } from "../../http/csv-call.ts";
import { listTrips } from "../reports/index.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { listSamples } from "./history-repository.ts";
import { chargingCsv, statusCsv, tripsCsv } from "./history-csv.ts";

/** `vhclhst`, `chrgsessns`, `vhcltrps` and the CSV export `vhclhstcsv` (primary driver only: the call table). */
export function registerVehicleHistoryRoutes(app: FastifyInstance, db: Database): void {
  const period = (body: { from: string; to: string }) => ({ from: new Date(body.from), to: new Date(body.to) });

  async function sessionsIn(vehicle: VehicleRecord, from: Date, to: Date): Promise<ChargingSession[]> {
    const samples = await listSamples(db, vehicle.id, from, to);
    // A session still running at the start of the period belongs to it; one ended before does not.
    return chargingSessions(samples, batteryCapacityKwh(vehicle.main_battery_type)).filter(
      (s) => s.endedAt === null || Date.parse(s.endedAt) >= from.getTime(),
    );
  }

  async function tripsIn(vehicleId: string, from: Date, to: Date, samples?: TimedSample[]): Promise<TripRow[]> {
    const kept = samples ?? (await listSamples(db, vehicleId, from, to));
    // From a day before: a drive the car reported just before the period may end inside it.
    const reported = (await listTrips(db, vehicleId, new Date(from.getTime() - 86_400_000), to)).map((t) => ({
      startedAt: new Date(t.started_at).toISOString(),
      minutes: t.minutes,
      km: t.km,
    }));
    const derived = historyTrips(kept).filter((t) => Date.parse(t.endedAt) >= from.getTime());
    return mergeTrips(reported, derived).filter((t) => Date.parse(t.endedAt) >= from.getTime());
  }

  serveCall(app, "vehicleHistory", async ({ body, vehicle }) => {
    const { from, to } = period(body);
    return {
      samples: await listSamples(db, vehicle.id, from, to),
      capacityKwh: batteryCapacityKwh(vehicle.main_battery_type),
    };
  });

  serveCall(app, "chargingSessions", async ({ body, vehicle }) => {
    const { from, to } = period(body);
    return { sessions: await sessionsIn(vehicle, from, to) };
  });

  serveCall(app, "vehicleTrips", async ({ body, vehicle }) => {
    const { from, to } = period(body);
    return { trips: await tripsIn(vehicle.id, from, to) };
  });

  serveCsvCall(app, "historyCsv", async ({ body, vehicle }) => {
    const { from, to } = period(body);
    const filename = `${vehicle.vin}-${body.kind}-${body.from.slice(0, 10)}-${body.to.slice(0, 10)}.csv`;
    if (body.kind === "status") return { filename, csv: statusCsv(await listSamples(db, vehicle.id, from, to)) };
    if (body.kind === "trips") return { filename, csv: tripsCsv(await tripsIn(vehicle.id, from, to)) };
    return { filename, csv: chargingCsv(await sessionsIn(vehicle, from, to)) };
  });
}
