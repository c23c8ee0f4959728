import type { BrandCode } from "@carport/protocol";

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
  /** Catalogue keys of the brand's texts, named literally so a search finds every use. */
  textKeys: {
    tagline: "brands.hacc.tagline" | "brands.kci.tagline" | "brands.gen.tagline";
    supportPhone: "brands.hacc.supportPhone" | "brands.kci.supportPhone" | "brands.gen.supportPhone";
  };
}

export const BRANDS: Record<BrandCode, BrandDefinition> = {
  hacc: {
    code: "hacc",
    displayName: "Halcyon Connect",
    sendsPolicyConsent: false,
    hasReleaseNotes: true,
    offersDealerAppointment: true,
    textKeys: { tagline: "brands.hacc.tagline", supportPhone: "brands.hacc.supportPhone" },
  },
  kci: {
    code: "kci",
    displayName: "Kestrel Connect",
    sendsPolicyConsent: true,
    hasReleaseNotes: false,
    offersDealerAppointment: false,
    textKeys: { tagline: "brands.kci.tagline", supportPhone: "brands.kci.supportPhone" },
  },
  gen: {
    code: "gen",
    displayName: "Genova Connect",
    sendsPolicyConsent: false,
    hasReleaseNotes: true,
    offersDealerAppointment: false,
    textKeys: { tagline: "brands.gen.tagline", supportPhone: "brands.gen.supportPhone" },
  },
};
