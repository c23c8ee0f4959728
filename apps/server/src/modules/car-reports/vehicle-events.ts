import { isProvenEnrollment } from "@carport/domain";
import type { EventMessage } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import type { VehicleNotifier } from "../notifications/index.ts";
import { insertInboxMessage } from "../messages/index.ts";
import { insertTrip } from "../reports/index.ts";

/** Inbox keys of vehicle events. */
const EVENT_MESSAGE_KEYS: Record<Exclude<EventMessage["type"], "trip">, string> = {
  chargeComplete: "CHARGE_COMPLETE",
  climateEnded: "CLIMATE_ENDED",
  engineStopped: "ENGINE_STOPPED",
  warning: "VEHICLE_WARNING",
  troubleCode: "VEHICLE_TROUBLE_CODE",
  alarm: "VEHICLE_ALARM",
  scheduledClimate: "SCHEDULE_CLIMATE_START",
  scheduledChargeStart: "SCHEDULE_CHARGE_START",
  scheduledChargeStop: "SCHEDULE_CHARGE_STOP",
};

async function vehicleOfVin(db: Database, vin: string): Promise<{ id: string; account_id: string; enrollment_status: number } | null> {
  const [row] = await db.query<{ id: string; account_id: string; enrollment_status: number }>(
    "select id, account_id, enrollment_status from vehicles where vin = $1",
    [vin],
  );
  return row ?? null;
}

/**
 * A car's event: a trip is kept in its reports; any other event becomes an inbox message (and its
 * notifications) of the car's account.
 */
export async function recordVehicleEvent(db: Database, notifier: VehicleNotifier | undefined, vin: string, event: EventMessage) {
  const vehicle = await vehicleOfVin(db, vin);
  if (!vehicle) return;
  if (event.type === "trip") {
    if (event.trip) await insertTrip(db, vehicle.id, event.trip);
    return;
  }
  // A car enrolled without proof tells its account nothing (the trip above stays the car's).
  if (!isProvenEnrollment(vehicle.enrollment_status)) return;
  const message = {
    accountId: vehicle.account_id,
    vehicleId: vehicle.id,
    key: EVENT_MESSAGE_KEYS[event.type],
    detail: event.detail ?? "",
  };
  await db.transaction(async (tx) => {
    await insertInboxMessage(tx, message);
    await notifier?.notify(tx, message);
  });
}
