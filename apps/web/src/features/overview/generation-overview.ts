import { defaultScheduleTimes, isEvOrPhev, vehicleGeneration, type VehicleGeneration } from "@carport/domain";
import type { Vehicle } from "./overview-view.ts";

/** How the car keeps its charging schedule, which differs by generation (vehicle-area.md 5 and 9). */
export type ScheduleKind = "reservations" | "window" | "departures";

/** The generation-specific part of a vehicle's overview. */
export interface GenerationOverview {
  generation: VehicleGeneration | null;
  /** The named state the vehicle switch goes to ('{gen}.overview'); one page serves every generation. */
  state: string;
  /**
   * EV and PHEV only: climate and charging reservations (CCS2, the Gen3 cars), a charging window
   * with a start and an end time (G1 PHEV), or two departure times (the others); with the
   * default times a new schedule starts from.
   */
  schedule: { kind: ScheduleKind; start: string; end: string | null } | null;
}

export function generationOverview(vehicle: Pick<Vehicle, "genType" | "fuelKindCode" | "isCCS2Vehicle">): GenerationOverview {
  const generation = vehicleGeneration(vehicle.genType);
  const state = `${generation ? generation.toLowerCase() : "default"}.overview`;
  if (!isEvOrPhev(vehicle.fuelKindCode)) return { generation, state, schedule: null };
  const isCCS2 = vehicle.isCCS2Vehicle === "Y";
  const defaults = defaultScheduleTimes({ fuelKindCode: vehicle.fuelKindCode, genType: vehicle.genType, isCCS2 });
  const kind: ScheduleKind = isCCS2 ? "reservations" : defaults.end !== null ? "window" : "departures";
  return { generation, state, schedule: { kind, start: defaults.start, end: defaults.end } };
}
