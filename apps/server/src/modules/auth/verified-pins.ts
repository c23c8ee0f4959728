import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";

/** What vrfypin found right for one pAuth: asks whether a PIN is that one, against the account's PIN hash now. */
export interface VerifiedPin {
  matches(pinHash: string, pin: string): boolean;
}

/** pAuths issued at once whose PINs this process keeps; past it the oldest go (their commands take the full check). */
const MOST_KEPT = 100_000;

/**
 * The PINs vrfypin has just found right, one per pAuth it issued, in this process's memory only
 * (never written anywhere): a salted SHA-256 of the PIN beside the account's PIN hash it was checked
 * against. The command that uses the pAuth and repeats the PIN in its body (the browser app and
 * bluelinky both do) is checked against it instead of by a second argon2 verify, which costs more
 * than the rest of the command together. A PIN that differs, an account PIN changed since, or a
 * command on another instance takes the full check, a wrong PIN counting as before.
 */
export function openVerifiedPins(ttlMs: number) {
  const kept = new LRUCache<string, { pinHash: string; salt: Buffer; digest: Buffer }>({ max: MOST_KEPT, ttl: ttlMs });
  const digestOf = (salt: Buffer, pin: string) => createHash("sha256").update(salt).update(pin).digest();
  return {
    remember(pAuthHash: string, pinHash: string, pin: string): void {
      const salt = randomBytes(16);
      kept.set(pAuthHash, { pinHash, salt, digest: digestOf(salt, pin) });
    },
    /** What was kept for this pAuth, kept on until the command that takes the pAuth is recorded. */
    find(pAuthHash: string): VerifiedPin | null {
      const entry = kept.get(pAuthHash);
      if (!entry) return null;
      return {
        matches: (pinHash, pin) => pinHash === entry.pinHash && timingSafeEqual(digestOf(entry.salt, pin), entry.digest),
      };
    },
    /** Like the pAuth, it serves one command: gone once that command is recorded. */
    forget(pAuthHash: string): void {
      kept.delete(pAuthHash);
    },
  };
}
export type VerifiedPins = ReturnType<typeof openVerifiedPins>;
