import { languageCode, type LanguageId } from "@carport/protocol";
import { en, type ServerTexts } from "./en.ts";
import { fr } from "./fr.ts";

export type { ServerTexts };

const CATALOGUES: Record<LanguageId, ServerTexts> = { 0: en, 1: fr };

/** The server's texts in a language (0 English, 1 French). */
export function textsOf(language: LanguageId): ServerTexts {
  return CATALOGUES[language];
}

/** The locale dates and numbers are formatted in for a language. */
export function localeOf(language: LanguageId): "en-CA" | "fr-CA" {
  return `${languageCode(language)}-CA`;
}

/** A text kept with its data in both languages (content tables, database columns), in one of them. */
export function inLanguage(text: { en: string; fr: string }, language: LanguageId): string {
  return text[languageCode(language)];
}
