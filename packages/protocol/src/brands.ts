/**
 * The brands Carport serves; accounts and vehicles belong to one of them. `other` is the further
 * brand: any brand value that names none of the others (account-and-enrollment.md 9).
 */
export const BRAND_CODES = ["hacc", "kci", "gen", "other"] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

/** The name owners know each brand by: the portal's header, the sender of its mail, its terms. */
export const BRAND_NAMES: Record<BrandCode, string> = {
  hacc: "Halcyon Connect",
  kci: "Kestrel Connect",
  gen: "Genova Connect",
  other: "Carport Connect",
};

/** The brand every unknown brand value is treated as. */
export const FURTHER_BRAND = "other" satisfies BrandCode;

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === "string" && (BRAND_CODES as readonly string[]).includes(value);
}

/**
 * The brand a brand value from a request names: one of the brands by its code, the further brand
 * for any other non-empty value; null when there is none (the default brand applies).
 */
export function brandOfValue(value: unknown): BrandCode | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const code = value.trim().toLowerCase();
  return isBrandCode(code) ? code : FURTHER_BRAND;
}

/** Dealer service appointments are booked through single sign-on for this brand only (vehicle-area.md 2). */
export const DEALER_SERVICE_BRAND = "hacc" satisfies BrandCode;
