import { languageCode, parseLanguageId, type LanguageCode, type LanguageId } from "@carport/protocol";
import { LANGUAGE_KEY, rememberLanguage } from "./remembered-choices.ts";
import { readStored } from "./storage.ts";

/**
 * Decides the start-up language: `?lang=0|1` wins, then the language remembered in
 * localStorage, then English (the specification's default).
 */
export function resolveInitialLanguage(search: string, remembered: string | null): LanguageId {
  const fromQuery = new URLSearchParams(search).get("lang");
  if (fromQuery === "0" || fromQuery === "1") return parseLanguageId(fromQuery);
  if (remembered === "0" || remembered === "1") return parseLanguageId(remembered);
  return 0;
}

let current: LanguageId = 0;

export function readRememberedLanguage(): string | null {
  return readStored("local", LANGUAGE_KEY);
}

/** Records the language in use: sent as the `language` header, remembered, and set on <html lang>. */
export function setCurrentLanguage(id: LanguageId): void {
  current = id;
  rememberLanguage(id === 1 ? "1" : "0");
  if (typeof document !== "undefined") document.documentElement.lang = languageCode(id);
}

export function getLanguageId(): LanguageId {
  return current;
}

export function getLanguageCode(): LanguageCode {
  return languageCode(current);
}
