import { appOfferOf, MOBILE_OFFER_DISMISSED_COOKIE, readCookie, type AppOffer } from "@carport/domain";
import type { BrandCode } from "@carport/protocol";
import { BRANDS } from "../../brands/brands.ts";
import type { MessageKey } from "../../i18n/error-messages.ts";

/** What the login page offers a mobile visitor: the brand's app in their store, or its home site. */
export interface MobileOffer {
  href: string;
  label: MessageKey;
}

/**
 * The offer of this brand for a device's platform (vehicle-area.md section 1), or null on a
 * desktop: an iPhone or iPad gets the App Store, Android Google Play, any other mobile the
 * brand's home site.
 */
export function mobileOfferFor(brand: BrandCode, offer: AppOffer): MobileOffer | null {
  const targets = BRANDS[brand].mobileApp;
  switch (offer) {
    case "none":
      return null;
    case "ios":
      return { href: targets.appStore, label: "login.mobileOffer.appStore" };
    case "android":
      return { href: targets.googlePlay, label: "login.mobileOffer.googlePlay" };
    case "other":
      return { href: targets.homeSite, label: "login.mobileOffer.homeSite" };
  }
}

/** Set while the build draws the sign-in page for each offer (src/prerender/), which has no navigator. */
let offerForPrerender: AppOffer | null = null;

export function setAppOfferForPrerender(offer: AppOffer): void {
  offerForPrerender = offer;
}

/** What this visit's sign-in page offers: this device's platform's app, unless dismissed in this visit. */
export function appOfferShown(): AppOffer {
  if (offerForPrerender !== null) return offerForPrerender;
  if (typeof navigator === "undefined" || isMobileOfferDismissed()) return "none";
  return appOfferOf(navigator.userAgent);
}

/** "Not now" holds for the rest of the visit: a session cookie, which the server reads too (web-app.ts). */
export function isMobileOfferDismissed(): boolean {
  return readCookie(document.cookie, MOBILE_OFFER_DISMISSED_COOKIE) === "1";
}

export function dismissMobileOffer(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${MOBILE_OFFER_DISMISSED_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
}
