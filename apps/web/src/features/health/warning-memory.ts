import { readStored, writeStored } from "../../lib/storage.ts";

/** Where the safety warnings the owner has already seen are remembered: this device only. */
const SEEN_KEY = "carport.safetyWarnings.seen";
/** Only the latest few: a warning message id is never reused, old ones need no memory. */
const KEPT = 20;

function seenIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored("local", SEEN_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Whether the safety warning dialog already opened for this warning on this device: closed with
 * Escape or left by "Learn more", it does not open again on every visit (the issues card keeps
 * saying it until the owner dismisses it).
 */
export function wasWarningSeen(warningMessageId: string): boolean {
  return seenIds().includes(warningMessageId);
}

export function rememberWarningSeen(warningMessageId: string): void {
  const ids = seenIds().filter((id) => id !== warningMessageId);
  ids.push(warningMessageId);
  writeStored("local", SEEN_KEY, JSON.stringify(ids.slice(-KEPT)));
}
