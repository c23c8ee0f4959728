import type { VehicleStatus } from "@carport/protocol";
import type { AnswerCache } from "../db/answer-cache.ts";
import type { Database } from "../db/database.ts";
import { findLastStatus } from "./status-repository.ts";

/** Each vehicle's last status as its reads answer it (sltvhcl, lstvhclsts, nxtsvc). */
export interface LastStatuses {
  of(vehicleId: string): Promise<VehicleStatus | null>;
  /**
   * Runs `load`, a read that fetches the vehicle's status with something else (the session check
   * reads it with the vehicle), and keeps the status `statusOf` finds in it (undefined: none found,
   * nothing kept) as `of` would have read it, so a first read costs one query, not two.
   */
  readWith<T>(vehicleId: string, load: () => Promise<T>, statusOf: (value: T) => VehicleStatus | null | undefined): Promise<T>;
}

/**
 * Each vehicle's last status, kept in memory until a save of it is announced ("s:<vehicle>", by
 * whichever instance saved it): the same object is handed out until then, so the answers built
 * from it can be kept by identity. Apart from the session check, which a car's status report after
 * every command would otherwise drop.
 */
export function openLastStatuses(db: Database, answers: AnswerCache): LastStatuses {
  const statuses = answers.kind<VehicleStatus | null>("statuses");
  // The vehicle too: one deleted, and its status with it, announces the vehicle ("v:").
  const sourcesOf = (vehicleId: string) => ({ statuses: [vehicleId], vehicles: [vehicleId] });
  return {
    of: (vehicleId) =>
      statuses.read(
        vehicleId,
        () => findLastStatus(db, vehicleId),
        () => sourcesOf(vehicleId),
      ),
    async readWith(vehicleId, load, statusOf) {
      let value: Awaited<ReturnType<typeof load>> | undefined;
      let found = false;
      await statuses.keep(
        vehicleId,
        async () => {
          value = await load();
          const status = statusOf(value);
          found = status !== undefined;
          return status ?? null;
        },
        () => (found ? sourcesOf(vehicleId) : null),
      );
      return value!;
    },
  };
}
