import { createHash, timingSafeEqual } from "node:crypto";

/**
 * True when an Authorization header is `Bearer <expected>`. Compared as hashes in constant time,
 * so the answer's timing tells nothing of the configured token.
 */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(expected));
}
