import type { BrandCode } from "@carport/protocol";
import { BRAND_COLORS, cssVariableName, type BrandColors } from "./brand-tokens.ts";

/**
 * Writes the brand's colour tokens as custom properties on <html>. Done through the CSSOM,
 * which a strict `style-src 'self'` policy allows (unlike inline style attributes).
 */
export function applyBrandColors(brand: BrandCode, root: HTMLElement = document.documentElement): void {
  const colors = BRAND_COLORS[brand];
  for (const role of Object.keys(colors) as Array<keyof BrandColors>) {
    root.style.setProperty(cssVariableName(role), colors[role]);
  }
}
