/** Language ids on the wire: header `language`, query `lang` and the account preference. */
export const LANGUAGE_IDS = { en: 0, fr: 1 } as const;
export type LanguageId = 0 | 1;
export type LanguageCode = keyof typeof LANGUAGE_IDS;

export function languageCode(id: LanguageId): LanguageCode {
  return id === 1 ? "fr" : "en";
}

/** Reads a header or query value ("0", "1", 1, "fr"...) as a language id; anything else is English. */
export function parseLanguageId(value: unknown): LanguageId {
  if (value === 1 || value === "1" || value === "fr") return 1;
  return 0;
}
