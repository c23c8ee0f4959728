import { readStored, writeStored } from "./storage.ts";

/**
 * Where the app remembers a visitor's brand (for the tab) and language (for good, with whether it
 * was chosen during this visit). The page's first script (start.ts) uses this too, so it imports
 * nothing but storage: the sign-in page must stay light until the app arrives.
 */
export const BRAND_KEY = "carport.brand";
export const LANGUAGE_KEY = "carport.language";
const LANGUAGE_CHOSEN_KEY = "carport.languageChosen";
/** @carport/domain's LANGUAGE_COOKIE (the server draws the sign-in page in it), written out here: see above; a test keeps them equal. */
export const LANGUAGE_COOKIE_NAME = "carport_lang";
const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers the language in the browser and in the cookie the server reads. */
export function rememberLanguage(id: "0" | "1"): void {
  writeStored("local", LANGUAGE_KEY, id);
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${id}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

/**
 * The user picked the language during this visit (`?lang=` or the switch). Such a choice beats
 * the account's preference at sign-in; a language merely remembered from an earlier visit does not.
 */
export function markLanguageChosen(): void {
  writeStored("session", LANGUAGE_CHOSEN_KEY, "1");
}

export function wasLanguageChosen(): boolean {
  return readStored("session", LANGUAGE_CHOSEN_KEY) === "1";
}

/**
 * What the address chooses, remembered at once: `?lang=0|1`, and the brand the server made of
 * `?brand=` (written on <html>), so a visitor who follows a link before the app arrives keeps both.
 */
export function rememberAddressChoices(search: string, drawnBrand: string | undefined): void {
  const query = new URLSearchParams(search);
  if (query.has("brand") && drawnBrand) writeStored("session", BRAND_KEY, drawnBrand);
  const lang = query.get("lang");
  if (lang === "0" || lang === "1") {
    rememberLanguage(lang);
    markLanguageChosen();
  }
}
