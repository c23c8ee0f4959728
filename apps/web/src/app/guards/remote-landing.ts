import type { FuelKindCode } from "@carport/protocol";
import { readStored, writeStored } from "../../api/storage.ts";

/** The remote pages the landing may return to. */
export const REMOTE_PAGES = [
  "/remote/start",
  "/remote/stop",
  "/remote/lock",
  "/remote/hornlight",
  "/remote/schedule",
  "/remote/charge",
  "/remote/tsoc",
  "/remote/climate",
] as const;
export type RemotePage = (typeof REMOTE_PAGES)[number];

function isRemotePage(value: string | null): value is RemotePage {
  return value !== null && (REMOTE_PAGES as readonly string[]).includes(value);
}

/**
 * Where /remote leads (vehicle-area.md section 2, "Remote landing"): the last remote page used
 * with this vehicle; else charge for EV and PHEV, start for a vehicle with remote ignition, lock
 * for the others.
 */
export function remoteLandingPath(input: {
  lastPage: string | null;
  fuelKindCode: FuelKindCode;
  remoteIgnition: boolean;
}): RemotePage {
  if (isRemotePage(input.lastPage)) return input.lastPage;
  if (input.fuelKindCode === "E" || input.fuelKindCode === "P") return "/remote/charge";
  return input.remoteIgnition ? "/remote/start" : "/remote/lock";
}

const lastPageKey = (vehicleId: string) => `carport.lastRemotePage.${vehicleId}`;

export function readLastRemotePage(vehicleId: string): string | null {
  return readStored("session", lastPageKey(vehicleId));
}

/** Called when a remote page opens, so the landing returns there next time. */
export function rememberRemotePage(vehicleId: string, page: RemotePage): void {
  writeStored("session", lastPageKey(vehicleId), page);
}
