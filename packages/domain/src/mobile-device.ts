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

/**
 * What the sign-in page offers this visitor (vehicle-area.md section 1): the brand's app for the
 * platform of a phone or tablet, nothing on a desktop.
 */
export type AppOffer = "none" | MobilePlatform;

export const APP_OFFERS: readonly AppOffer[] = ["none", "ios", "android", "other"];

export function appOfferOf(userAgent: string | null | undefined): AppOffer {
  return isMobileUserAgent(userAgent) ? mobilePlatformOf(userAgent) : "none";
}

/** A user agent as an owner recognises it: the browser (or app) and the system, when known. */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera agents also name Chrome, Chrome agents also name Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceNameOf(userAgent: string | null | undefined): DeviceName {
  const agent = typeof userAgent === "string" ? userAgent : "";
  const find = (table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
