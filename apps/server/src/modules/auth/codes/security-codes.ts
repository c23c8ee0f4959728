import { createHash, randomInt, timingSafeEqual } from "node:crypto";

/** A code of `length` digits from the crypto random source, leading zeros kept. */
export function digitCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/** A 6-digit code: sign-in and reset codes. */
export function sixDigitCode(): string {
  return digitCode(6);
}

/**
 * SHA-256 of a short secret salted with the random key it belongs to. The key itself is stored
 * only as its own hash, so a copy of the database does not let anyone try the million codes.
 */
export function saltedHash(key: string, secret: string): string {
  return createHash("sha256").update(key).update("\u0000").update(secret).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
