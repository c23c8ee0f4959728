import { isMobileUserAgent, mobilePlatformOf } from "@carport/domain";
import type { BrandCode } from "@carport/protocol";
import { readStored, writeStored } from "../../api/storage.ts";
import { BRANDS } from "../../brands/brands.ts";
import type { MessageKey } from "../../i18n/error-messages.ts";

/** What the login page offers a mobile visitor: the brand's app in their store, or its home site. */
export interface MobileOffer {
  href: string;
  label: MessageKey;
}

/**
 * The offer for this brand and device (vehicle-area.md section 1), or null on a desktop: an
 * iPhone or iPad gets the App Store, Android Google Play, any other mobile the brand's home site.
 */
export function mobileOfferFor(brand: BrandCode, userAgent: string): MobileOffer | null {
  if (!isMobileUserAgent(userAgent)) return null;
  const targets = BRANDS[brand].mobileApp;
  switch (mobilePlatformOf(userAgent)) {
    case "ios":
      return { href: targets.appStore, label: "login.mobileOffer.appStore" };
    case "android":
      return { href: targets.googlePlay, label: "login.mobileOffer.googlePlay" };
    default:
      return { href: targets.homeSite, label: "login.mobileOffer.homeSite" };
  }
}

const DISMISSED_KEY = "carport.mobileOfferDismissed";

/** "Not now" holds for the rest of the visit (the tab's session storage). */
export function isMobileOfferDismissed(): boolean {
  return readStored("session", DISMISSED_KEY) === "1";
}

export function dismissMobileOffer(): void {
  writeStored("session", DISMISSED_KEY, "1");
}
