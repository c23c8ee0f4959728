import { isRemotePageAvailable, type RemotePage, type RemoteVehicle } from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";
import { mayOpen, type DriverRole } from "../../session/vehicles/share-scope.ts";

/** The remote pages built so far, in the order the remote navigation lists them. */
export const BUILT_REMOTE_PAGES = [
  "start",
  "stop",
  "lock",
  "hornlight",
  "charge",
  "tsoc",
  "schedule",
  "climate",
] as const satisfies readonly RemotePage[];
export type BuiltRemotePage = (typeof BUILT_REMOTE_PAGES)[number];

export const REMOTE_PAGE_TITLES = {
  start: "screens.remoteStart",
  stop: "screens.remoteStop",
  lock: "screens.remoteLock",
  hornlight: "screens.remoteHornLight",
  charge: "screens.remoteCharge",
  tsoc: "screens.remoteTsoc",
  schedule: "screens.remoteSchedule",
  climate: "screens.remoteClimate",
} as const satisfies Record<BuiltRemotePage, MessageKey>;

/** The facts the remote pages are gated by, from the selected vehicle (`sltvhcl`). */
export function remoteVehicle(selected: CallResult<"selectVehicle">): RemoteVehicle {
  return {
    fuelKindCode: selected.vehicle.fuelKindCode,
    hasRemoteIgnition: selected.features.remoteIgnition === "Y",
  };
}

/**
 * The pages the remote navigation offers for this vehicle (the spec's rules in @carport/domain),
 * and to a second driver only those of the share scope.
 */
export function availableRemotePages(vehicle: RemoteVehicle, role: DriverRole = "primary"): BuiltRemotePage[] {
  return BUILT_REMOTE_PAGES.filter((page) => isRemotePageAvailable(page, vehicle) && mayOpen(role, remotePagePath(page)));
}

export function remotePagePath<Page extends BuiltRemotePage>(page: Page): `/remote/${Page}` {
  return `/remote/${page}`;
}
