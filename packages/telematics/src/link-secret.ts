import { pbkdf2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const derive = promisify(pbkdf2);
/** Link secrets are 256 random bits: the hash's work factor guards nothing a guess could reach, so it stays small. */
const ITERATIONS = 1000;

/** A new link secret (shown once to the operator, then stored only as its hash). */
export function newLinkSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret's hash in Mosquitto's password-file format ($7$: PBKDF2-SHA512), so the same row
 * serves the embedded broker and a Mosquitto password file.
 */
export async function hashLinkSecret(secret: string): Promise<string> {
  const salt = randomBytes(12);
  const hash = await derive(secret, salt, ITERATIONS, 64, "sha512");
  return `$7$${ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyLinkSecret(secret: string, stored: string): Promise<boolean> {
  const [, kind, iterations, salt, hash] = stored.split("$");
  if (kind !== "7" || !iterations || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(secret, Buffer.from(salt, "base64"), Number(iterations), expected.length, "sha512");
  return timingSafeEqual(actual, expected);
}
