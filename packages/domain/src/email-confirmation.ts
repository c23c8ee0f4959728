import { z } from "zod";

/** The code mailed to confirm an account's e-mail address: six digits, typed or carried by the mail's link. */
export const EMAIL_CONFIRMATION_CODE_PATTERN = /^\d{6}$/;

/** The code as people type it: spaces and dashes between digit groups dropped. */
export function normalizeConfirmationCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** True when the typed text can be a confirmation code (checked before any call is made). */
export function isConfirmationCodeShaped(value: string): boolean {
  return EMAIL_CONFIRMATION_CODE_PATTERN.test(normalizeConfirmationCode(value));
}

/** Server-side shape check of `cnfrmeml`'s code: 7998 naming `code` with CODE_FORMAT otherwise. */
export const emailConfirmationCodeSchema = z
  .string()
  .max(20)
  .transform(normalizeConfirmationCode)
  .refine((v) => EMAIL_CONFIRMATION_CODE_PATTERN.test(v), "CODE_FORMAT");
