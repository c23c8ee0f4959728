import { hash, randomBytes } from "node:crypto";
import argon2 from "argon2";

/** Passwords and one-time codes are kept only as argon2id hashes (the library's defaults: 64 MiB, 3 passes, 4 lanes); PINs: pin-verifiers.ts. */
const SECRET_HASHING = { type: argon2.argon2id } as const;
/** The tests' (hashSecretsCheaplyInTests): the least argon2id allows, as a hash of these is checked the same way. */
const CHEAP_SECRET_HASHING = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
let secretHashing: typeof SECRET_HASHING | typeof CHEAP_SECRET_HASHING = SECRET_HASHING;

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, secretHashing);
}

/**
 * Tests only (the server tests' setup file): passwords and codes hashed from now on cost about a
 * millisecond instead of a core's fifth of a second, which a suite signing in thousands of times
 * spends on nothing it checks. PINs are keyed hashes (pin-verifiers.ts); secret-hashing.test.ts checks the defaults.
 */
export function hashSecretsCheaplyInTests(): void {
  secretHashing = CHEAP_SECRET_HASHING;
}

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both cases take as long. */
let decoyHash: Promise<string> | undefined;
export function decoySecretHash(): Promise<string> {
  decoyHash ??= hashSecret(randomBytes(16).toString("hex"));
  return decoyHash;
}

/** 256 random bits, URL-safe: an access or refresh token. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are looked up by their SHA-256, never stored in clear. */
export function tokenHash(token: string): string {
  return hash("sha256", token, "hex");
}
