import { z } from "zod";

/** Characters of a Canadian postal code without its separating space. */
export const POSTAL_CODE_CHARACTERS = 6;

/** The Canadian postal code shape: letter digit letter, a space, digit letter digit ("K1A 0B1"). */
export const POSTAL_CODE_PATTERN = /^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$/;

/**
 * Format-as-you-type for postal codes (both specs' section 5): upper-case, keep the first 6
 * letters/digits, and insert a space after the 3rd when 4 to 6 are typed ("k1a0" -> "K1A 0").
 */
export function formatPostalCodeAsTyped(value: string): string {
  const chars = value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, POSTAL_CODE_CHARACTERS);
  return chars.length > 3 ? `${chars.slice(0, 3)} ${chars.slice(3)}` : chars;
}

/** True when the value is a complete postal code as shown: "A1A 1A1", upper case, with the space. */
export function isValidPostalCode(value: string | null | undefined): boolean {
  return typeof value === "string" && POSTAL_CODE_PATTERN.test(value);
}

/** Why a postal code was refused. */
export type PostalCodeReason = "POSTAL_CODE_REQUIRED" | "POSTAL_CODE_INVALID";

/** The reason a postal code is refused, or null when it is complete and well formed. */
export function postalCodeReason(value: string | null | undefined): PostalCodeReason | null {
  if (value === null || value === undefined || value.trim() === "") return "POSTAL_CODE_REQUIRED";
  return isValidPostalCode(value) ? null : "POSTAL_CODE_INVALID";
}

/**
 * Server-side postal code check: the input is first put in the displayed form (upper case, one
 * space), so "k1a0b1" is stored as "K1A 0B1"; the issue message is the reason key.
 */
export const postalCodeSchema = z
  .string({ error: "POSTAL_CODE_REQUIRED" })
  .overwrite((value) => (/^[A-Za-z0-9]{3} ?[A-Za-z0-9]{3}$/.test(value.trim()) ? formatPostalCodeAsTyped(value) : value))
  .superRefine((value, ctx) => {
    const reason = postalCodeReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });

/** A US zip code: exactly 5 digits (vehicle-area.md 5 and 9). */
export function isValidZip(value: string | null | undefined): boolean {
  return typeof value === "string" && /^[0-9]{5}$/.test(value);
}

/** Server-side zip check; message ZIP_INVALID (or ZIP_REQUIRED when not a string). */
export const zipSchema = z.string({ error: "ZIP_REQUIRED" }).refine(isValidZip, { message: "ZIP_INVALID" });
