import type { VehicleStatus } from "@carport/protocol";
import type { ResultMessage, StatusMessage } from "@carport/telematics";

/** What a car sent: the result of a command, or a report of its status. */
export type CarReport = { vin: string; result: ResultMessage } | { vin: string; report: StatusMessage };

export interface SavedStatus {
  vin: string;
  status: VehicleStatus;
  at: Date;
}

/**
 * The statuses to save of those written together: one is left out when a later one of the same
 * car in the same transaction says the same (a car reports its status again right after a
 * command's result). The vehicle's status ends the same and the history keeps the same values.
 */
export function withoutRepeats(statuses: SavedStatus[]): SavedStatus[] {
  const texts = statuses.map((s) => JSON.stringify(s.status));
  return statuses.filter(
    (saved, i) => !statuses.some((later, j) => j > i && later.vin === saved.vin && texts[j] === texts[i] && later.at >= saved.at),
  );
}
