import type { CallResult } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";

export type VehicleHealth = CallResult<"vehicleHealth">;
export type TroubleCode = VehicleHealth["DTCs"][number];
export type SystemName = TroubleCode["systemName"];

/** The systems issues are counted by, in the order the screens list them. */
export const SYSTEMS = ["Chassis", "Powertrain", "Safety"] as const satisfies readonly SystemName[];

export const SYSTEM_KEYS = {
  Chassis: "health.issues.system.Chassis",
  Powertrain: "health.issues.system.Powertrain",
  Safety: "health.issues.system.Safety",
} as const satisfies Record<SystemName, MessageKey>;

/** The health page's issues list: trouble codes grouped by system, newest report first within each. */
export function issueGroups(codes: readonly TroubleCode[]): Array<{ system: SystemName; codes: TroubleCode[] }> {
  return SYSTEMS.map((system) => ({
    system,
    codes: codes
      .filter((c) => c.systemName === system)
      .sort((a, b) => b.reportedDate.localeCompare(a.reportedDate) || a.code.localeCompare(b.code)),
  })).filter((group) => group.codes.length > 0);
}

/** The trouble code the safety warning is about: the first Safety code, if any. */
export function safetyIssue(codes: readonly TroubleCode[]): TroubleCode | null {
  return codes.find((c) => c.systemName === "Safety") ?? null;
}
