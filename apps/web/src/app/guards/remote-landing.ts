import { remoteLandingPage, type RemotePage as DomainRemotePage } from "@carport/domain";
import type { FuelKindCode } from "@carport/protocol";
import { readStored, writeStored } from "../../lib/storage.ts";

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

const PREFIX = "/remote/";

/** "/remote/lock" -> "lock", the page name the domain rules use; null for anything else. */
function pageName(path: string | null): string | null {
  return path !== null && (REMOTE_PAGES as readonly string[]).includes(path) ? path.slice(PREFIX.length) : null;
}

/** The route path of a domain page name. */
export function remotePagePath(page: DomainRemotePage): RemotePage {
  return `${PREFIX}${page}` as RemotePage;
}

/**
 * Where /remote leads (vehicle-area.md section 2, "Remote landing"), by @carport/domain's rule:
 * the last remote page used with this vehicle when it applies to it; else charge for EV and
 * PHEV, start for a vehicle with remote ignition, lock for the others. When the status call
 * failed (remote ignition unknown): charge for EV and PHEV, start for the others.
 */
export function remoteLandingPath(input: {
  lastPage: string | null;
  fuelKindCode: FuelKindCode;
  remoteIgnition: boolean;
  statusCallFailed?: boolean;
}): RemotePage {
  return remotePagePath(
    remoteLandingPage({
      lastUsedPage: pageName(input.lastPage),
      fuelKindCode: input.fuelKindCode,
      hasRemoteIgnition: input.remoteIgnition,
      statusCallFailed: input.statusCallFailed ?? false,
    }),
  );
}

const lastPageKey = (vehicleId: string) => `carport.lastRemotePage.${vehicleId}`;

export function readLastRemotePage(vehicleId: string): string | null {
  return readStored("session", lastPageKey(vehicleId));
}

/** Called when a remote page opens, so the landing returns there next time. */
export function rememberRemotePage(vehicleId: string, page: RemotePage): void {
  writeStored("session", lastPageKey(vehicleId), page);
}
