import { appOfferOf } from "@carport/domain";
import { BRAND_CODES } from "@carport/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BRANDS } from "../../brands/brands.ts";
import { dismissMobileOffer, isMobileOfferDismissed, mobileOfferFor } from "./mobile-offer.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const OTHER_MOBILE = "Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

describe.each(BRAND_CODES)("the mobile offer of brand %s", (brand) => {
  it("sends an iPhone to the App Store, Android to Google Play and other phones to the home site", () => {
    expect(mobileOfferFor(brand, appOfferOf(IPHONE))).toEqual({
      href: BRANDS[brand].mobileApp.appStore,
      label: "login.mobileOffer.appStore",
    });
    expect(mobileOfferFor(brand, appOfferOf(ANDROID))).toEqual({
      href: BRANDS[brand].mobileApp.googlePlay,
      label: "login.mobileOffer.googlePlay",
    });
    expect(mobileOfferFor(brand, appOfferOf(OTHER_MOBILE))).toEqual({
      href: BRANDS[brand].mobileApp.homeSite,
      label: "login.mobileOffer.homeSite",
    });
  });

  it("offers nothing on a desktop", () => {
    expect(mobileOfferFor(brand, appOfferOf(DESKTOP))).toBeNull();
  });
});

describe("brand targets", () => {
  it("are https addresses of the brand's own app and site, different per brand", () => {
    const all = BRAND_CODES.flatMap((brand) => Object.values(BRANDS[brand].mobileApp));
    expect(all.every((url) => new URL(url).protocol === "https:")).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("dismissing the offer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("holds for the rest of the visit, in a session cookie the server reads too", () => {
    let cookies = "carport_lang=0";
    vi.stubGlobal("window", { location: { protocol: "http:" } });
    vi.stubGlobal("document", {
      get cookie() {
        return cookies;
      },
      set cookie(text: string) {
        cookies = `${cookies}; ${text.split(";")[0]}`;
        expect(text).not.toMatch(/Max-Age|Expires/);
      },
    });
    expect(isMobileOfferDismissed()).toBe(false);
    dismissMobileOffer();
    expect(isMobileOfferDismissed()).toBe(true);
    expect(cookies).toContain("carport_app_offer=1");
  });
});
