import type { VehicleStatus } from "@carport/protocol";
import type { AnswerCache } from "../db/answer-cache.ts";
import type { Database } from "../db/database.ts";
import { findLastStatus } from "./status-repository.ts";

/** Each vehicle's last status as its reads answer it (sltvhcl, lstvhclsts, nxtsvc). */
export type LastStatuses = (vehicleId: string) => Promise<VehicleStatus | null>;

/**
 * Each vehicle's last status, kept in memory until a save of it is announced ("s:<vehicle>", by
 * whichever instance saved it): the same object is handed out until then, so the answers built
 * from it can be kept by identity. Apart from the session check, which a status change leaves as it was.
 */
export function openLastStatuses(db: Database, answers: AnswerCache): LastStatuses {
  const statuses = answers.kind<VehicleStatus | null>(/\bdelete\s+from\s+vehicle_status\b/i);
  return (vehicleId) =>
    statuses.read(
      vehicleId,
      () => findLastStatus(db, vehicleId),
      // The vehicle too: one deleted and its status with it announces the vehicle ("v:").
      () => ({ statuses: [vehicleId], vehicles: [vehicleId] }),
    );
}
