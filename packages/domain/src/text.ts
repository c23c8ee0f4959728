/**
 * The alphanumeric-text rule (vehicle-area.md 5, "Generic"): Latin letters (accented ones too),
 * Korean Hangul, digits, space and the punctuation & : / ' - . , only.
 */
export const ALPHANUMERIC_TEXT_PATTERN = /^[\p{Script=Latin}\p{Script=Hangul}0-9 &:/'.,-]*$/u;

/**
 * True when the text follows the alphanumeric-text rule. Letters typed as a base letter plus a
 * combining accent are composed first, so "é" passes either way. Empty text passes: whether a
 * field is required is a separate rule.
 */
export function isAlphanumericText(value: string): boolean {
  return ALPHANUMERIC_TEXT_PATTERN.test(value.normalize("NFC"));
}

/** What a textarea with a max length keeps: the first `maxLength` characters, never half an emoji. */
export function truncateToMaxLength(value: string, maxLength: number): string {
  const limit = Math.max(0, Math.floor(maxLength));
  const chars = Array.from(value);
  return chars.length <= limit ? value : chars.slice(0, limit).join("");
}

/** The "match another value" rule (a confirmation field must equal its original exactly). */
export function matchesOtherValue(value: string, other: string): boolean {
  return value === other;
}
