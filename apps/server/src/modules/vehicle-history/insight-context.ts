import { batteryCapacityKwh } from "@carport/domain";
import type { Queryable } from "../../db/database.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import type { InsightContext } from "./history-insight.ts";
import { findTariff, listPlaces } from "./insight-repository.ts";

/** The car's tariff, its owner's places and its battery: what labels its sessions and trips. */
export async function insightContext(db: Queryable, vehicle: VehicleRecord): Promise<InsightContext> {
  const [tariff, places] = await Promise.all([findTariff(db, vehicle.id), listPlaces(db, vehicle.account_id)]);
  return { tariff, places, capacityKwh: batteryCapacityKwh(vehicle.main_battery_type) };
}
