import { getBrandCode } from "../../brands/current-brand.ts";
import { isMobileOfferDismissed, mobileOfferFor } from "./mobile-offer.ts";
import { readRememberedEmail } from "./remember-me.ts";

/**
 * The login page's first render is the one rendered at build time (src/prerender/): no e-mail
 * remembered on this browser and no offer of the brand's app (a desktop, or the offer dismissed).
 */
export function loginPageShowsDefaults(): boolean {
  const noOffer = isMobileOfferDismissed() || mobileOfferFor(getBrandCode(), navigator.userAgent) === null;
  return noOffer && readRememberedEmail() === null;
}
