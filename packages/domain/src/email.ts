import { z } from "zod";

/** Longest address accepted (RFC 5321 path limit), so a stored e-mail always fits a mail header. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The e-mail rule of both specs (account-and-enrollment.md 5, vehicle-area.md 5): a local part of
 * letters, digits, `_`, `-` or `+` in dot-separated segments, then `@`, then dot-separated domain
 * labels (letters, digits, hyphen) ending in a top-level label of 2 or more letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** Why an e-mail was refused: empty, not the spec's shape, or longer than a mail path allows. */
export type EmailReason = "EMAIL_REQUIRED" | "EMAIL_INVALID" | "EMAIL_TOO_LONG";

/** The reason an e-mail breaks the spec's e-mail rule, or null when it is acceptable. */
export function emailReason(value: string | null | undefined): EmailReason | null {
  if (value === null || value === undefined || value === "") return "EMAIL_REQUIRED";
  if (value.length > EMAIL_MAX_LENGTH) return "EMAIL_TOO_LONG";
  return EMAIL_PATTERN.test(value) ? null : "EMAIL_INVALID";
}

/** True when the value follows the spec's e-mail rule (login id, notification e-mail). */
export function isValidEmail(value: string | null | undefined): boolean {
  return emailReason(value) === null;
}

/** The secondary-driver invitation e-mail follows the same rule (vehicle-area.md 5, "Generic"). */
export function isValidSecondaryDriverEmail(value: string | null | undefined): boolean {
  return isValidEmail(value);
}

/** Server-side e-mail check; the issue message is the stable reason key. */
export const emailSchema = z.string({ error: "EMAIL_REQUIRED" }).superRefine((value, ctx) => {
  const reason = emailReason(value);
  if (reason) ctx.addIssue({ code: "custom", message: reason });
});

/** Secondary-driver e-mail (inviteseconduser and friends): same rule as every other e-mail. */
export const secondaryDriverEmailSchema = emailSchema;
