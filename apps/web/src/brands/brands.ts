import { BRAND_NAMES, type BrandCode } from "@carport/protocol";

/** What differs between brands besides colours and logo. */
export interface BrandDefinition {
  code: BrandCode;
  /** The product name shown next to the logo; a proper name, the same in both languages. */
  displayName: string;
  /** Terms confirmation also sends the privacy-policy consent (account-and-enrollment.md section 5). */
  sendsPolicyConsent: boolean;
  /** Over-the-air release notes exist (vehicle-area.md section 2: not for kci). */
  hasReleaseNotes: boolean;
  /** Service appointments are booked with the vehicle's dealer through single sign-on (vehicle-area.md 2: the dealer-service brand). */
  offersDealerAppointment: boolean;
  /**
   * Where a mobile visitor is offered to go instead (vehicle-area.md section 1): the brand's app
   * in each store, and the brand's home site for other devices.
   */
  mobileApp: { appStore: string; googlePlay: string; homeSite: string };
  /** The brand's tutorial on using the portal, per language (account-and-enrollment.md 6: gen has one); null: none. */
  tutorial: { en: string; fr: string } | null;
  /** Catalogue keys of the brand's texts, named literally so a search finds every use. */
  textKeys: {
    tagline: "brands.hacc.tagline" | "brands.kci.tagline" | "brands.gen.tagline" | "brands.other.tagline";
    supportPhone: "brands.hacc.supportPhone" | "brands.kci.supportPhone" | "brands.gen.supportPhone" | "brands.other.supportPhone";
  };
}

export const BRANDS: Record<BrandCode, BrandDefinition> = {
  hacc: {
    code: "hacc",
    displayName: BRAND_NAMES.hacc,
    sendsPolicyConsent: false,
    hasReleaseNotes: true,
    offersDealerAppointment: true,
    mobileApp: {
      appStore: "https://apps.apple.com/ca/app/halcyon-connect/id6450000101",
      googlePlay: "https://play.google.com/store/apps/details?id=ca.halcyon.connect",
      homeSite: "https://www.halcyon-auto.ca/",
    },
    tutorial: null,
    textKeys: { tagline: "brands.hacc.tagline", supportPhone: "brands.hacc.supportPhone" },
  },
  kci: {
    code: "kci",
    displayName: BRAND_NAMES.kci,
    sendsPolicyConsent: true,
    hasReleaseNotes: false,
    offersDealerAppointment: false,
    mobileApp: {
      appStore: "https://apps.apple.com/ca/app/kestrel-connect/id6450000102",
      googlePlay: "https://play.google.com/store/apps/details?id=ca.kestrel.connect",
      homeSite: "https://www.kestrel-auto.ca/",
    },
    tutorial: null,
    textKeys: { tagline: "brands.kci.tagline", supportPhone: "brands.kci.supportPhone" },
  },
  gen: {
    code: "gen",
    displayName: BRAND_NAMES.gen,
    sendsPolicyConsent: false,
    hasReleaseNotes: true,
    offersDealerAppointment: false,
    mobileApp: {
      appStore: "https://apps.apple.com/ca/app/genova-connect/id6450000103",
      googlePlay: "https://play.google.com/store/apps/details?id=ca.genova.connect",
      homeSite: "https://www.genova-auto.ca/",
    },
    tutorial: { en: "https://www.genova-auto.ca/en/connect/tutorial", fr: "https://www.genova-auto.ca/fr/connect/tutoriel" },
    textKeys: { tagline: "brands.gen.tagline", supportPhone: "brands.gen.supportPhone" },
  },
  // The further brand, for any brand value naming none of the others (account-and-enrollment.md 9):
  // none of their particular rules (no policy consent as kci, no dealer appointment as hacc, the
  // common notification history and manual line), release notes as every brand but kci.
  other: {
    code: "other",
    displayName: BRAND_NAMES.other,
    sendsPolicyConsent: false,
    hasReleaseNotes: true,
    offersDealerAppointment: false,
    tutorial: null,
    mobileApp: {
      appStore: "https://apps.apple.com/ca/app/carport-connect/id6450000104",
      googlePlay: "https://play.google.com/store/apps/details?id=ca.carport.connect",
      homeSite: "https://www.carport-connect.ca/",
    },
    textKeys: { tagline: "brands.other.tagline", supportPhone: "brands.other.supportPhone" },
  },
};
