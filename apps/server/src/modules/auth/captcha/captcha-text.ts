import { randomInt } from "node:crypto";

/** Characters a captcha uses: upper-case letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CAPTCHA_LENGTH = 5;

/** The text of a new captcha, from the crypto random source. */
export function randomCaptchaText(): string {
  let text = "";
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** What the owner typed, compared as the captcha shows it: case and surrounding spaces ignored. */
export function normalizeCaptchaAnswer(typed: string): string {
  return typed.trim().toUpperCase();
}
