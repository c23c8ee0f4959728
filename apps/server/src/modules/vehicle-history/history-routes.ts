import type { FastifyInstance } from "fastify";
import { batteryCapacityKwh } from "@carport/domain";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { serveCsvCall } from "../../http/csv-call.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import { listSamples } from "./history-repository.ts";
import { sessionsIn, tripsIn } from "./history-reads.ts";
import { labelSession, labelTrip } from "./history-insight.ts";
import { insightContext } from "./insight-context.ts";
import { chargingCsv, statusCsv, tripsCsv } from "./history-csv.ts";

/** `vhclhst`, `chrgsessns`, `vhcltrps` and the CSV export `vhclhstcsv` (primary driver only: the call table). */
export function registerVehicleHistoryRoutes(app: FastifyInstance, db: Database): void {
  const period = (body: { from: string; to: string }) => ({ from: new Date(body.from), to: new Date(body.to) });

  /** The period's sessions with their place and cost (insight, issue 57). */
  async function labelledSessions(vehicle: VehicleRecord, from: Date, to: Date) {
    const [sessions, context] = await Promise.all([sessionsIn(db, vehicle, from, to), insightContext(db, vehicle)]);
    return sessions.map((s) => labelSession(s, context));
  }

  /** The period's trips with their places, energy, efficiency and season. */
  async function labelledTrips(vehicle: VehicleRecord, from: Date, to: Date) {
    const [trips, context] = await Promise.all([tripsIn(db, vehicle.id, from, to), insightContext(db, vehicle)]);
    return trips.map((t) => labelTrip(t, context));
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
    return { sessions: await labelledSessions(vehicle, from, to) };
  });

  serveCall(app, "vehicleTrips", async ({ body, vehicle }) => {
    const { from, to } = period(body);
    return { trips: await labelledTrips(vehicle, from, to) };
  });

  serveCsvCall(app, "historyCsv", async ({ body, vehicle }) => {
    const { from, to } = period(body);
    const filename = `${vehicle.vin}-${body.kind}-${body.from.slice(0, 10)}-${body.to.slice(0, 10)}.csv`;
    if (body.kind === "status") return { filename, csv: statusCsv(await listSamples(db, vehicle.id, from, to)) };
    if (body.kind === "trips") return { filename, csv: tripsCsv(await labelledTrips(vehicle, from, to)) };
    return { filename, csv: chargingCsv(await labelledSessions(vehicle, from, to)) };
  });
}
