/**
 * A browser's Web Push subscription as the owner's browser hands it over (PushSubscription.toJSON):
 * the push service's endpoint and the keys the server encrypts with (RFC 8291).
 */

/** Longest endpoint kept (the push services' URLs are well under it). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Push services are reached over https; plain http only on this machine (a local push service in
 * development and tests). Answers a reason code, or null when the endpoint is usable.
 */
export function pushEndpointProblem(endpoint: string): "ENDPOINT_INVALID" | "TOO_LONG" | null {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return "TOO_LONG";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "ENDPOINT_INVALID";
  }
  if (url.username || url.password) return "ENDPOINT_INVALID";
  if (url.protocol === "https:") return null;
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname) ? null : "ENDPOINT_INVALID";
}

/** base64url of a P-256 public key: 65 bytes, uncompressed (first byte 4). */
export function isPushPublicKey(p256dh: string): boolean {
  return /^B[A-Za-z0-9_-]{86}={0,1}$/.test(p256dh);
}

/** base64url of the 16-byte authentication secret. */
export function isPushAuthSecret(auth: string): boolean {
  return /^[A-Za-z0-9_-]{22}(==)?$/.test(auth);
}
