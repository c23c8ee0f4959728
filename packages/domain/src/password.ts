import { z } from "zod";

/** Shortest password accepted (the spec names a minimum without the figure; 8 is Carport's). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted, so hashing cost and storage stay bounded. */
export const PASSWORD_MAX_LENGTH = 64;

/** Stable keys of the password rules (account-and-enrollment.md 5), in the order they are checked. */
export const PASSWORD_RULES = ["minLength", "maxLength", "number", "uppercase", "special", "forbidden", "repetitive"] as const;
/** One password rule, named by its stable key. */
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Whitespace, control or invisible format characters, and the markup/quote characters < > " ' `. */
const FORBIDDEN = /[\s\p{Cc}\p{Cf}<>"'`]/u;
const DIGIT = /[0-9]/;
const UPPERCASE = /\p{Lu}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The characters of a string as code points, so an emoji counts once and is never split. */
function codePoints(value: string): string[] {
  return Array.from(value);
}

/** True when the character is a special character the rule counts: not a letter or digit, and not forbidden. */
function isSpecial(ch: string): boolean {
  return !LETTER_OR_DIGIT.test(ch) && !FORBIDDEN.test(ch);
}

/** Which run an ascending/descending sequence may live in: digits, lower-case or upper-case ASCII letters. */
function sequenceClass(ch: string): "digit" | "lower" | "upper" | null {
  if (ch >= "0" && ch <= "9") return "digit";
  if (ch >= "a" && ch <= "z") return "lower";
  if (ch >= "A" && ch <= "Z") return "upper";
  return null;
}

/**
 * The "no repetitive pattern" rule: the same character 3 or more times in a row ("aaa", "!!!"),
 * or 3 or more consecutive characters ascending or descending by one within digits, lower-case
 * letters or upper-case letters ("123", "abc", "CBA", "987"). Case and classes are not mixed:
 * "aBc" and "89:" are not runs.
 */
export function hasRepetitivePattern(value: string): boolean {
  const chars = codePoints(value);
  for (let i = 2; i < chars.length; i++) {
    const a = chars[i - 2]!;
    const b = chars[i - 1]!;
    const c = chars[i]!;
    if (a === b && b === c) return true;
    const cls = sequenceClass(a);
    if (cls === null || sequenceClass(b) !== cls || sequenceClass(c) !== cls) continue;
    const step1 = b.charCodeAt(0) - a.charCodeAt(0);
    const step2 = c.charCodeAt(0) - b.charCodeAt(0);
    if ((step1 === 1 || step1 === -1) && step1 === step2) return true;
  }
  return false;
}

/**
 * The password rules a value breaks, as stable keys in PASSWORD_RULES order (empty when valid).
 * Lengths count code points. A forbidden character does not count as the special character.
 */
export function passwordFailures(value: string): PasswordRule[] {
  const chars = codePoints(value);
  const failures: PasswordRule[] = [];
  if (chars.length < PASSWORD_MIN_LENGTH) failures.push("minLength");
  if (chars.length > PASSWORD_MAX_LENGTH) failures.push("maxLength");
  if (!DIGIT.test(value)) failures.push("number");
  if (!UPPERCASE.test(value)) failures.push("uppercase");
  if (!chars.some(isSpecial)) failures.push("special");
  if (FORBIDDEN.test(value)) failures.push("forbidden");
  if (hasRepetitivePattern(value)) failures.push("repetitive");
  return failures;
}

/**
 * The rules a live checklist shows as met while the owner types: none for an empty field, since
 * the rules about what a password must not hold (maxLength, forbidden, repetitive) are not met by
 * no password at all.
 */
export function metPasswordRules(value: string): PasswordRule[] {
  if (value === "") return [];
  const failures = passwordFailures(value);
  return PASSWORD_RULES.filter((rule) => !failures.includes(rule));
}

/** A rule of a live checklist and whether the value meets it. */
export interface RuleCheck<Rule extends string> {
  rule: Rule;
  met: boolean;
}

/** The live checklist of a new password: every rule in order, met or not (none met while empty). */
export function passwordChecklist(value: string): RuleCheck<PasswordRule>[] {
  const met = metPasswordRules(value);
  return PASSWORD_RULES.map((rule) => ({ rule, met: met.includes(rule) }));
}

/** True when the password meets every rule of account-and-enrollment.md 5. */
export function isValidPassword(value: string): boolean {
  return passwordFailures(value).length === 0;
}

/** Server-side password check: one issue per broken rule, each message a PasswordRule key. */
export const passwordSchema = z.string({ error: "minLength" }).superRefine((value, ctx) => {
  for (const rule of passwordFailures(value)) ctx.addIssue({ code: "custom", message: rule });
});

/** Stable keys of the rules for a password set after a one-time code (account-and-enrollment.md 5). */
export type OtpPasswordRule = "letter" | "number" | "whitespace";

/** The one-time-code password rules a value breaks: it needs a letter and a digit, and no whitespace. */
export function otpPasswordFailures(value: string): OtpPasswordRule[] {
  const failures: OtpPasswordRule[] = [];
  if (!/\p{L}/u.test(value)) failures.push("letter");
  if (!DIGIT.test(value)) failures.push("number");
  if (/\s/.test(value)) failures.push("whitespace");
  return failures;
}

/** The one-time-code password rules in the order a checklist shows them. */
export const OTP_PASSWORD_RULES = ["letter", "number", "whitespace"] as const satisfies readonly OtpPasswordRule[];

/** The one-time-code rules a live checklist shows as met: none for an empty field (see metPasswordRules). */
export function metOtpPasswordRules(value: string): OtpPasswordRule[] {
  if (value === "") return [];
  const failures = otpPasswordFailures(value);
  return OTP_PASSWORD_RULES.filter((rule) => !failures.includes(rule));
}

/** The live checklist of a password set by one-time code: every rule in order, met or not (none met while empty). */
export function otpPasswordChecklist(value: string): RuleCheck<OtpPasswordRule>[] {
  const met = metOtpPasswordRules(value);
  return OTP_PASSWORD_RULES.map((rule) => ({ rule, met: met.includes(rule) }));
}

/** True when a password set by one-time code (rstpsswdotp) is acceptable. */
export function isValidOtpPassword(value: string): boolean {
  return otpPasswordFailures(value).length === 0;
}

/** Server-side check of a password set by one-time code; messages are OtpPasswordRule keys. */
export const otpPasswordSchema = z.string({ error: "letter" }).superRefine((value, ctx) => {
  for (const rule of otpPasswordFailures(value)) ctx.addIssue({ code: "custom", message: rule });
});

/** Key reported when the confirmation differs from the new password. */
export const PASSWORD_CONFIRM_MISMATCH = "confirmMismatch";

/** The confirmation field must repeat the new password exactly (chngpsswd, rgacct, rstpsswdotp). */
export function passwordMatchesConfirmation(password: string, confirmation: string): boolean {
  return password === confirmation;
}
