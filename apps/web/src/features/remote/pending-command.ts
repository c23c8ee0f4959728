import { readStored, writeStored } from "../../lib/storage.ts";
import { isCommandName, type CommandName } from "./commands.ts";

/**
 * The per-vehicle "pending" flag (vehicle-area.md section 4): a command in progress for the
 * vehicle, kept in sessionStorage with its transaction id, so that every remote page of the tab
 * (after a reload or a move to another page) shows it pending and resumes polling it.
 */
export interface PendingCommand {
  transactionId: string;
  name: CommandName;
  /** Epoch milliseconds when the command was accepted. */
  startedAt: number;
}

const pendingKey = (vehicleId: string) => `carport.remotePending.${vehicleId}`;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Reads a stored flag; anything malformed counts as no flag. */
export function parsePendingCommand(raw: string | null): PendingCommand | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingCommand>;
    if (typeof value.transactionId !== "string" || value.transactionId === "" || !isCommandName(value.name)) return null;
    return {
      transactionId: value.transactionId,
      name: value.name,
      startedAt: typeof value.startedAt === "number" ? value.startedAt : 0,
    };
  } catch {
    return null;
  }
}

/** The raw stored flag (a string, so React can compare snapshots). */
export function readPendingRaw(vehicleId: string): string | null {
  return readStored("session", pendingKey(vehicleId));
}

export function readPendingCommand(vehicleId: string): PendingCommand | null {
  return parsePendingCommand(readPendingRaw(vehicleId));
}

/** Sets the flag once the server accepted a command. */
export function markCommandPending(vehicleId: string, pending: PendingCommand): void {
  writeStored("session", pendingKey(vehicleId), JSON.stringify(pending));
  notify();
}

/** Releases the flag when its command finished; a newer command's flag is left alone. */
export function releasePendingCommand(vehicleId: string, transactionId: string): void {
  const current = readPendingCommand(vehicleId);
  if (current && current.transactionId !== transactionId) return;
  writeStored("session", pendingKey(vehicleId), null);
  notify();
}

/** For useSyncExternalStore: any change of a pending flag in this tab. */
export function subscribePendingCommands(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
