import type { BrandCode } from "@carport/protocol";

/** The brand line `getfodssotkn` takes: G for gen, H for the other brands. */
export function manualBrandLine(brand: BrandCode): "G" | "H" {
  return brand === "gen" ? "G" : "H";
}
