import { z } from "zod";

/** A VIN is exactly 17 characters. */
export const VIN_LENGTH = 17;

/** VIN characters: digits and capital letters except I, O and Q (they read as 1 and 0). */
export const VIN_CHARACTERS_PATTERN = /^[A-HJ-NPR-Z0-9]*$/;

/** Why a VIN was refused (vehicle-area.md 5, "Add vehicle VIN"). */
export type VinReason = "VIN_REQUIRED" | "VIN_MIN_LENGTH" | "VIN_MAX_LENGTH" | "VIN_INVALID_CHARACTERS";

/** The VIN as it is checked and stored: surrounding spaces dropped, upper-cased. */
export function normalizeVin(value: string): string {
  return value.trim().toUpperCase();
}

/** The reason a VIN is refused once normalized, or null: required, 17 characters, allowed characters. */
export function vinReason(value: string | null | undefined): VinReason | null {
  if (value === null || value === undefined) return "VIN_REQUIRED";
  const vin = normalizeVin(value);
  if (vin === "") return "VIN_REQUIRED";
  if (vin.length < VIN_LENGTH) return "VIN_MIN_LENGTH";
  if (vin.length > VIN_LENGTH) return "VIN_MAX_LENGTH";
  return VIN_CHARACTERS_PATTERN.test(vin) ? null : "VIN_INVALID_CHARACTERS";
}

/** True when the (normalized) VIN is well formed; whether it exists is the server's question. */
export function isValidVin(value: string | null | undefined): boolean {
  return vinReason(value) === null;
}

/** Server-side VIN check: trims and upper-cases, then reports the VinReason key as the message. */
export const vinSchema = z
  .string({ error: "VIN_REQUIRED" })
  .overwrite(normalizeVin)
  .superRefine((value, ctx) => {
    const reason = vinReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });

/** The last 4 characters of a VIN, the part screens show to tell vehicles apart. */
export function vinLast4(vin: string): string {
  return normalizeVin(vin).slice(-4);
}
