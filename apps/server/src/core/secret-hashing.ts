import { createHash, randomBytes } from "node:crypto";
import argon2 from "argon2";

/** Passwords and PINs are kept only as argon2id hashes. */
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
  return createHash("sha256").update(token).digest("hex");
}
