import type { DriverProfile, LanguageId, ProfilesResult } from "@carport/protocol";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";
import type { ShareRow, ShareWithNames } from "../../core/share-repository.ts";
import type { ProfileRow } from "./profile-repository.ts";
import { defaultProfileName, defaultSharedProfileName } from "./profile-texts.ts";
import { applicableValues, presentTree, treeMetadata } from "./profile-tree.ts";

/** A primary profile as answered: its saved values (or the defaults) as the vehicle's upui tree. */
export function presentProfile(vehicle: VehicleRecord, index: number, row: ProfileRow | undefined, language: LanguageId): DriverProfile {
  const values = row ? applicableValues(vehicle, row.element_values) : {};
  return {
    profileIndex: index,
    profileName: row?.profile_name ?? defaultProfileName(index, language),
    syncState: row ? "0" : "2",
    status: "0",
    vehicleId: vehicle.id,
    savedTime: row?.saved_time ?? "",
    savedTimeOffset: row?.saved_time_offset ?? 0,
    metadata: treeMetadata(vehicle, language),
    upui: presentTree(vehicle, values, language),
  };
}

/** The shared profile of a pending (3) or active (0) share. */
export function presentSharedProfile(
  vehicle: VehicleRecord,
  share: ShareWithNames,
  language: LanguageId,
): NonNullable<ProfilesResult["sharedProfile"]> {
  return {
    status: share.status,
    profileName: share.profile_name ?? defaultSharedProfileName(language),
    syncState: share.status === "0" && share.saved_time !== "" ? "0" : "2",
    vehicleId: vehicle.id,
    savedTime: share.saved_time,
    savedTimeOffset: share.saved_time_offset,
    metadata: treeMetadata(vehicle, language),
    upui: presentTree(vehicle, applicableValues(vehicle, share.element_values), language),
    primaryDriver: { firstName: share.primary_first_name },
  };
}

/** The second driver as the screens show it; status 4 with empty fields when there is none. */
export function presentSecondaryDriver(share: (ShareRow & Partial<ShareWithNames>) | null): ProfilesResult["secondaryDriver"] {
  if (!share || share.status === "4") return { status: "4", firstName: "", lastName: "", email: "" };
  return {
    status: share.status,
    firstName: share.status === "0" ? (share.secondary_first_name ?? "") : "",
    lastName: share.status === "0" ? (share.secondary_last_name ?? "") : "",
    email: share.secondary_email,
  };
}
