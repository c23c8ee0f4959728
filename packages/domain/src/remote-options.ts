import { z } from "zod";
import { isEvOrPhev } from "./generation.ts";

/** Climate run times offered, in minutes (vehicle-area.md 5). */
export const CLIMATE_DURATIONS = [2, 5, 10, 15, 20, 25, 30] as const;
/** A climate run time. */
export type ClimateDuration = (typeof CLIMATE_DURATIONS)[number];
/** Climate run time preselected. */
export const CLIMATE_DURATION_DEFAULT: ClimateDuration = 10;

/** True when the minutes are one of the climate choices. */
export function isClimateDuration(minutes: unknown): minutes is ClimateDuration {
  return (CLIMATE_DURATIONS as readonly unknown[]).includes(minutes);
}

/** Server-side climate duration check; message CLIMATE_DURATION_INVALID. */
export const climateDurationSchema = z
  .number({ error: "CLIMATE_DURATION_INVALID" })
  .refine(isClimateDuration, { message: "CLIMATE_DURATION_INVALID" });

/** Remote engine start runs 1 to 10 minutes, 3 by default (vehicle-area.md 5). */
export const ENGINE_MINUTES_MIN = 1;
/** Longest remote engine run, in minutes. */
export const ENGINE_MINUTES_MAX = 10;
/** Remote engine run preselected, in minutes. */
export const ENGINE_MINUTES_DEFAULT = 3;

/** True when the minutes are a whole number from 1 to 10. */
export function isEngineMinutes(minutes: unknown): minutes is number {
  return typeof minutes === "number" && Number.isInteger(minutes) && minutes >= ENGINE_MINUTES_MIN && minutes <= ENGINE_MINUTES_MAX;
}

/** Server-side engine run-time check (igniOnDuration); message ENGINE_MINUTES_INVALID. */
export const engineMinutesSchema = z
  .number({ error: "ENGINE_MINUTES_INVALID" })
  .refine(isEngineMinutes, { message: "ENGINE_MINUTES_INVALID" });

/** The seat options of a model (features.seatHeatVent). */
export interface SeatHeatVentOptions {
  drvSeatHeatOption?: number | null;
  astSeatHeatOption?: number | null;
  rlSeatHeatOption?: number | null;
  rrSeatHeatOption?: number | null;
}

/** Seat heat controls show when any seat option is neither 0 (none) nor 7 (vehicle-area.md 5). */
export function isSeatHeatAvailable(options: SeatHeatVentOptions | null | undefined): boolean {
  if (!options) return false;
  const values = [options.drvSeatHeatOption, options.astSeatHeatOption, options.rlSeatHeatOption, options.rrSeatHeatOption];
  return values.some((v) => typeof v === "number" && v !== 0 && v !== 7);
}

/** The remote-command pages under /remote/. */
export const REMOTE_PAGES = ["start", "stop", "lock", "hornlight", "climate", "charge", "schedule", "tsoc"] as const;
/** A remote-command page. */
export type RemotePage = (typeof REMOTE_PAGES)[number];

/** The vehicle facts remote pages are gated by; hasRemoteIgnition null when unknown. */
export interface RemoteVehicle {
  fuelKindCode: string | null | undefined;
  hasRemoteIgnition: boolean | null;
}

/**
 * Whether a remote page applies to a vehicle (vehicle-area.md 2): charge, schedule and tsoc need
 * EV or PHEV, climate needs EV, start and stop need remote ignition (when it is known), lock and
 * horn/lights are for all.
 */
export function isRemotePageAvailable(page: RemotePage, vehicle: RemoteVehicle): boolean {
  switch (page) {
    case "charge":
    case "schedule":
    case "tsoc":
      return isEvOrPhev(vehicle.fuelKindCode);
    case "climate":
      return vehicle.fuelKindCode === "E";
    case "start":
    case "stop":
      return vehicle.hasRemoteIgnition !== false;
    case "lock":
    case "hornlight":
      return true;
  }
}

/**
 * Where /remote lands (vehicle-area.md 2, "Remote landing"). The last used page wins when it
 * applies to the vehicle (a last-used start or stop without remote ignition becomes lock).
 * Otherwise: when the status call failed, EV/PHEV go to charge and others to start; else EV/PHEV
 * go to charge, vehicles with remote ignition to start, others to lock.
 */
export function remoteLandingPage(input: RemoteVehicle & { lastUsedPage?: string | null; statusCallFailed: boolean }): RemotePage {
  const vehicle: RemoteVehicle = {
    fuelKindCode: input.fuelKindCode,
    hasRemoteIgnition: input.statusCallFailed ? null : input.hasRemoteIgnition,
  };
  const last = REMOTE_PAGES.find((page) => page === input.lastUsedPage);
  if (last) {
    if (isRemotePageAvailable(last, vehicle)) return last;
    if (last === "start" || last === "stop") return "lock";
  }
  if (isEvOrPhev(vehicle.fuelKindCode)) return "charge";
  if (input.statusCallFailed) return "start";
  return vehicle.hasRemoteIgnition ? "start" : "lock";
}

/**
 * The remote page the overview's power control opens (vehicle-area.md 2, "Overview"): climate for
 * an EV, start for a PHEV or a vehicle with remote ignition; null when it leads nowhere.
 */
export function overviewPowerTarget(vehicle: RemoteVehicle): "climate" | "start" | null {
  if (vehicle.fuelKindCode === "E") return "climate";
  if (vehicle.fuelKindCode === "P" || vehicle.hasRemoteIgnition) return "start";
  return null;
}
