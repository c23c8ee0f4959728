import { brandOfValue, isBrandCode, type BrandCode } from "@carport/protocol";
import { BRAND_KEY } from "../lib/remembered-choices.ts";
import { readStored, writeStored } from "../lib/storage.ts";

/** The brand a page shows when neither the server nor the address names one. */
export const DEFAULT_BRAND: BrandCode = "hacc";

/**
 * Decides the brand: a `?brand=` query wins (an unknown value meaning the further brand `other`) (and is remembered for the tab, so a reload or a
 * full-page link keeps it), then a brand remembered that way, then the `data-brand` the server
 * wrote on <html>, then hacc.
 */
export function resolveBrand(input: { search: string; documentBrand: string | undefined; rememberedBrand: string | null }): {
  brand: BrandCode;
  remember: BrandCode | null;
} {
  // Any brand value naming none of the brands is the further brand, as on the server.
  const fromQuery = brandOfValue(new URLSearchParams(input.search).get("brand"));
  if (fromQuery) return { brand: fromQuery, remember: fromQuery };
  if (isBrandCode(input.rememberedBrand)) return { brand: input.rememberedBrand, remember: null };
  if (isBrandCode(input.documentBrand)) return { brand: input.documentBrand, remember: null };
  return { brand: DEFAULT_BRAND, remember: null };
}

let current: BrandCode = DEFAULT_BRAND;

/** Runs once at start-up, before the first render and the first call. */
export function initBrand(): BrandCode {
  const decided = resolveBrand({
    search: window.location.search,
    documentBrand: document.documentElement.dataset.brand,
    rememberedBrand: readStored("session", BRAND_KEY),
  });
  if (decided.remember) writeStored("session", BRAND_KEY, decided.remember);
  current = decided.brand;
  document.documentElement.dataset.brand = current;
  return current;
}

/** Sets the brand without a document: the build renders the sign-in page once per brand. */
export function setBrandForPrerender(brand: BrandCode): void {
  current = brand;
}

/** The brand of this page: sent as the `brand` header and used for logo, colours and texts. */
export function getBrandCode(): BrandCode {
  return current;
}
