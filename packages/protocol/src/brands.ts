/** The brands Carport serves; accounts and vehicles belong to one of them. */
export const BRAND_CODES = ["hacc", "kci", "gen"] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === "string" && (BRAND_CODES as readonly string[]).includes(value);
}
