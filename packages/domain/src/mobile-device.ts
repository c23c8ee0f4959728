/**
 * Is the client a phone or tablet, by its user agent: code login is mobile-only and mobile
 * visitors are offered the brand's app (vehicle-area.md sections 1, 2 and 6). Server and browser
 * decide with this one rule. iPadOS reports a desktop Safari agent; it is caught by the browser
 * through touch points, which a user agent cannot show.
 */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry|webOS/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && MOBILE_AGENT.test(userAgent);
}

/** The app store a mobile visitor is offered: Apple's on iOS, Google's on Android, none otherwise. */
export type MobilePlatform = "ios" | "android" | "other";

export function mobilePlatformOf(userAgent: string | null | undefined): MobilePlatform {
  if (typeof userAgent !== "string") return "other";
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "other";
}
