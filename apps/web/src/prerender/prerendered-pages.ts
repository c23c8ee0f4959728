import { signInPageKey, type AppOffer } from "@carport/domain";
import { languageCode, type BrandCode, type LanguageId } from "@carport/protocol";

/**
 * What the build writes beside index.html (dist/prerendered-pages.json) and the server reads:
 * the sign-in page's markup per brand, language, app offer and remembered e-mail or none, and each
 * brand's colour tokens as CSS.
 */
export interface PrerenderedPages {
  login: Record<string, { html: string; title: string }>;
  brandColors: Record<BrandCode, string>;
  /**
   * CSP hash sources ('sha256-…') of the markup's style attributes (React Aria's visually hidden
   * inputs): the page's policy allows exactly these with 'unsafe-hashes'.
   */
  styleAttributeHashes: string[];
}

export const PRERENDERED_PAGES_FILE = "prerendered-pages.json";
export const PRERENDERED_LANGUAGES: readonly LanguageId[] = [0, 1];

/** `hacc/en`, `kci/fr/ios`: the key of a page in PrerenderedPages, also written on #root as `data-prerendered`. */
export function prerenderedPageKey(brand: BrandCode, language: LanguageId, offer: AppOffer, remembered: boolean): string {
  return signInPageKey({ brand, language: languageCode(language), offer, remembered });
}
