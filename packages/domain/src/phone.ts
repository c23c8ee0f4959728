import { z } from "zod";

/** A phone number is 10 digits (account-and-enrollment.md 9). */
export const PHONE_DIGITS = 10;

/** The digits of a value, everything else dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/[^0-9]/g, "");
}

/**
 * Format-as-you-type for phone fields: keep the first 10 digits and show them 3-3-4 with dashes
 * ("5145" -> "514-5", "5145550123" -> "514-555-0123"), as both specs' section 5 require.
 */
export function formatPhoneAsTyped(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A complete phone field: 10 digits, either bare or in the displayed 3-3-4 dashed form. */
export function isValidPhone(value: string | null | undefined): boolean {
  return typeof value === "string" && /^(?:[0-9]{10}|[0-9]{3}-[0-9]{3}-[0-9]{4})$/.test(value);
}

/** Why a phone field was refused. */
export type PhoneReason = "PHONE_REQUIRED" | "PHONE_INVALID";

/** The reason a phone field is refused, or null when it holds 10 digits. */
export function phoneReason(value: string | null | undefined): PhoneReason | null {
  if (value === null || value === undefined || value === "") return "PHONE_REQUIRED";
  return isValidPhone(value) ? null : "PHONE_INVALID";
}

/** Server-side phone check (profile phones.primary, digital-key phoneNumber); message is the reason key. */
export const phoneSchema = z.string({ error: "PHONE_REQUIRED" }).superRefine((value, ctx) => {
  const reason = phoneReason(value);
  if (reason) ctx.addIssue({ code: "custom", message: reason });
});

/**
 * The generic phone rule (vehicle-area.md 5): only digits, spaces, ( ) - + are allowed, and the
 * digits are 10, optionally preceded by the country code 1 ("+1 (514) 555-0123").
 */
export function isValidGenericPhone(value: string | null | undefined): boolean {
  if (typeof value !== "string" || !/^[0-9 ()+-]+$/.test(value)) return false;
  return /^1?[0-9]{10}$/.test(phoneDigits(value));
}

/** Server-side generic phone check; message PHONE_INVALID (or PHONE_REQUIRED when not a string). */
export const genericPhoneSchema = z.string({ error: "PHONE_REQUIRED" }).refine(isValidGenericPhone, { message: "PHONE_INVALID" });
