import type { CallId } from "@carport/protocol";
import { CALL_ROUTES } from "../../api/call-routes.ts";

/** Whose a vehicle is to the signed-in account: its own, or another account's shared with it. */
export type DriverRole = "primary" | "secondary";

/** A vehicle shared with the account by its primary driver (the account is its second driver). */
export function isSharedVehicle(vehicle: { driverRole: DriverRole }): boolean {
  return vehicle.driverRole === "secondary";
}

/**
 * Whether the server lets this role make this vehicle call (the call table's share scope): the
 * screens hide what it would refuse, since a refused vehicle call (7202) forgets the vehicle.
 */
export function mayCall(role: DriverRole, id: CallId): boolean {
  const scope = CALL_ROUTES[id].sharedDriver;
  return role === "secondary" ? scope !== undefined : scope !== "only";
}

/** The vehicle pages by the call each one is built on. */
export const VEHICLE_PAGE_CALLS = {
  "/cwp/vehicleHealth": "vehicleHealth",
  "/mvr": "reportList",
  "/history": "vehicleHistory",
  "/insight": "monthlySummary",
  "/cwp/valet": "valetStatus",
  "/userProfile": "profiles",
  "/account/notificationSettings": "notificationSettings",
  "/account/chargingOptions": "offPeakGet",
  "/account/calendar": "calendarAccounts",
  "/digitalKey": "digitalKeyStatus",
  "/fod": "manualToken",
  "/remote/start": "engineStart",
  "/remote/stop": "engineStop",
  "/remote/lock": "doorLock",
  "/remote/hornlight": "hornLight",
  "/remote/charge": "chargeStart",
  "/remote/tsoc": "targetSoc",
  "/remote/schedule": "chargeSchedules",
  "/remote/climate": "climateStart",
} as const satisfies Record<string, CallId>;
export type VehiclePagePath = keyof typeof VEHICLE_PAGE_CALLS;

/** Whether this role may open the page (its call is in the role's scope). */
export function mayOpen(role: DriverRole, path: VehiclePagePath): boolean {
  return mayCall(role, VEHICLE_PAGE_CALLS[path]);
}
