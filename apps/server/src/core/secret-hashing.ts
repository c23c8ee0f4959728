import { hash, randomBytes } from "node:crypto";
import argon2 from "argon2";

/** Passwords and one-time codes are kept only as argon2id hashes (the library's defaults: 64 MiB, 3 passes); PINs: pin-verifiers.ts. */
export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, { type: argon2.argon2id });
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
