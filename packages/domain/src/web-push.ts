import { LOOPBACK_HOSTS } from "./notification-channels.ts";

/**
 * A browser's Web Push subscription as the owner's browser hands it over (PushSubscription.toJSON):
 * the push service's endpoint and the keys the server encrypts with (RFC 8291).
 */

/** Longest endpoint kept (the push services' URLs are well under it). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

/** Subscriptions kept per account (a browser each); a new one past it drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * The push services the browsers use (Chrome, Edge's Chromium and other Chromium browsers: FCM;
 * Firefox: Mozilla's autopush; legacy Edge: WNS; Safari: Apple's). `*.` takes any subdomain.
 * The operator may add others (WEB_PUSH_SERVICE_HOSTS).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
];

/** Where the server may send pushes. */
export interface PushServiceRules {
  /** Host names (or `*.domain` for any subdomain) of the push services. */
  hosts: readonly string[];
  /** A push service on this machine over http (development and tests only; production refuses the setting). */
  localService: boolean;
}

export type PushEndpointProblem = "ENDPOINT_INVALID" | "TOO_LONG" | "NOT_A_PUSH_SERVICE";

/** Whether the host is one of the push services' (`*.domain` matching any subdomain of domain). */
export function isPushServiceHost(host: string, hosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  return hosts.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted.startsWith("*.") ? name.endsWith(wanted.slice(1)) : name === wanted;
  });
}

/**
 * Push services are reached over https, on their default port, at one of the known push services'
 * hosts; a local push service on this machine (http or https, any port) only when the rules allow
 * one. Answers a reason code, or null when the endpoint is usable. Where its name leads (a private
 * address) is the server's check, at subscription and at every send.
 */
export function pushEndpointProblem(endpoint: string, rules: PushServiceRules): PushEndpointProblem | null {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return "TOO_LONG";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "ENDPOINT_INVALID";
  }
  if (url.username || url.password) return "ENDPOINT_INVALID";
  if (url.protocol !== "https:" && url.protocol !== "http:") return "ENDPOINT_INVALID";
  if (rules.localService && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== "https:" || url.port !== "") return "NOT_A_PUSH_SERVICE";
  return isPushServiceHost(url.hostname, rules.hosts) ? null : "NOT_A_PUSH_SERVICE";
}

/** base64url of a P-256 public key: 65 bytes, uncompressed (first byte 4). */
export function isPushPublicKey(p256dh: string): boolean {
  return /^B[A-Za-z0-9_-]{86}={0,1}$/.test(p256dh);
}

/** base64url of the 16-byte authentication secret. */
export function isPushAuthSecret(auth: string): boolean {
  return /^[A-Za-z0-9_-]{22}(==)?$/.test(auth);
}
