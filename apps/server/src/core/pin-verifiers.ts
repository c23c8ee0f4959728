import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../config.ts";
import { verifySecret } from "./secret-hashing.ts";

/**
 * PIN verifiers: HMAC-SHA256 under the site's PIN key (PIN_KEY, kept outside the database) of a
 * random salt of the account's followed by the PIN. A 4-digit PIN has 10,000 values, so no hash cost
 * keeps it from whoever holds the database; without the key a verifier tells nothing, and online the
 * lock after five wrong PINs is the guard. A verify costs microseconds, where argon2id cost most of a
 * remote command. Verifiers made before (argon2id, `$argon2id$…`) are still checked, slowly, and
 * replaced by this kind once found right (pin-service.ts).
 */
const PREFIX = "$pin-hmac-sha256$v=1$";
const SALT_BYTES = 16;

/** The key of demos and tests: published here, so worth nothing; a production start (DEMO=0) requires PIN_KEY. */
export const DEMO_PIN_KEY = "carport-demo-pin-key: published in the source, never for production";

/** Why a production start (DEMO=0) refuses to run without PIN_KEY. */
export class PinKeyMissingError extends Error {
  constructor() {
    super(
      "Refusing to start with DEMO=0 without PIN_KEY: the key (32+ characters, e.g. `openssl rand -base64 32`) PIN verifiers are made with, " +
        "kept outside the database so that a copy of it does not give away the PINs. Every instance of a site needs the same one; changing it means every owner sets a new PIN.",
    );
  }
}

/** The site's PIN key: PIN_KEY, or in a demo without it the published demo key. */
export function pinKeyOf(config: Pick<Config, "PIN_KEY" | "DEMO">): Buffer {
  if (config.PIN_KEY) return Buffer.from(config.PIN_KEY, "utf8");
  if (!config.DEMO) throw new PinKeyMissingError();
  return Buffer.from(DEMO_PIN_KEY, "utf8");
}

/** One key for the process, set at start from the configuration (server start, admin tool, tests). */
let pinKey: Buffer = Buffer.from(DEMO_PIN_KEY, "utf8");
export function usePinKey(key: Buffer): void {
  pinKey = key;
}

const macOf = (salt: Buffer, pin: string) => createHmac("sha256", pinKey).update(salt).update(pin, "utf8").digest();

/** A new verifier for a PIN, with a salt of its own. */
export function hashPin(pin: string): string {
  const salt = randomBytes(SALT_BYTES);
  return `${PREFIX}${salt.toString("base64url")}$${macOf(salt, pin).toString("base64url")}`;
}

/** Whether the PIN is the one the verifier was made of; an argon2id verifier of before is checked as such. */
export async function verifyPin(verifier: string, pin: string): Promise<boolean> {
  if (!verifier.startsWith(PREFIX)) return verifySecret(verifier, pin);
  const [salt, mac, ...rest] = verifier.slice(PREFIX.length).split("$");
  if (!salt || !mac || rest.length > 0) return false;
  const expected = macOf(Buffer.from(salt, "base64url"), pin);
  const kept = Buffer.from(mac, "base64url");
  return kept.length === expected.length && timingSafeEqual(kept, expected);
}

/** True for a verifier of before the keyed kind (argon2id): replaced once found right. */
export function pinVerifierIsOutdated(verifier: string): boolean {
  return !verifier.startsWith(PREFIX);
}
