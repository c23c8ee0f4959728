import { languageCode, parseLanguageId, type LanguageCode, type LanguageId } from "@carport/protocol";
import { readStored, writeStored } from "../api/storage.ts";

const LANGUAGE_KEY = "carport.language";
/** The same, as a cookie the server reads to draw the sign-in page in it before the app runs. */
const LANGUAGE_COOKIE = "carport_lang";
const YEAR_SECONDS = 365 * 24 * 3600;
const CHOSEN_KEY = "carport.languageChosen";

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
  writeStored("local", LANGUAGE_KEY, String(id));
  if (typeof document === "undefined") return;
  document.documentElement.lang = languageCode(id);
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${id}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

export function getLanguageId(): LanguageId {
  return current;
}

export function getLanguageCode(): LanguageCode {
  return languageCode(current);
}

/**
 * The user picked the language during this visit (`?lang=` or the switch). Such a choice beats
 * the account's preference at sign-in; a language merely remembered from an earlier visit does not.
 */
export function markLanguageChosen(): void {
  writeStored("session", CHOSEN_KEY, "1");
}

export function wasLanguageChosen(): boolean {
  return readStored("session", CHOSEN_KEY) === "1";
}
