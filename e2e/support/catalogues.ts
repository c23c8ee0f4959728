import i18next, { type TFunction } from "i18next";
import en from "../../apps/web/src/i18n/en.json";
import fr from "../../apps/web/src/i18n/fr.json";
import { addCatalogueFormatters } from "../../apps/web/src/i18n/french-elision.ts";

/**
 * The web app's own catalogues, read as the app reads them (i18next, plurals and {{placeholders}}),
 * so journeys assert the texts a user sees without copying them.
 */
function translator(language: "en" | "fr", catalogue: object): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addCatalogueFormatters(instance);
  return instance.t;
}

export const tFr = translator("fr", fr);
export const tEn = translator("en", en);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const frTexts = new Set(leaves(fr as Tree).map(([, text]) => text));

/** The catalogue's top-level sections ("profiles", "header"…): a key name on screen starts with one of them. */
const SECTIONS = Object.keys(en).join("|");
const KEY_NAME = new RegExp(`\\b(?:${SECTIONS})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*\\b`);

/**
 * English texts of the catalogue a French screen must not show: each English text (its parts
 * between placeholders) that the French catalogue does not also use ("OK", "Audio", "English" on
 * the language switch…), at least two words long so a word both languages share cannot match.
 */
const ENGLISH_ONLY = leaves(en as Tree)
  .filter(([key, text]) => {
    const frText = leaves(fr as Tree).find(([k]) => k === key)?.[1];
    return frText !== text && !frTexts.has(text);
  })
  .flatMap(([, text]) => text.split(/\{\{[^}]+\}\}/))
  .map((part) => part.trim().replace(/^[\s.,:;!?()–-]+|[\s.,:;!?()–-]+$/g, ""))
  .filter((part) => part.includes(" ") && part.length >= 8 && ![...frTexts].some((text) => text.includes(part)));

/**
 * What of `screen` (the page's visible text and its labels) is English or a key name: empty on a
 * well translated French screen. `extraEnglish` adds English texts the server would send.
 */
export function englishLeaks(screen: string, extraEnglish: readonly string[] = []): string[] {
  const found: string[] = [];
  const keyName = KEY_NAME.exec(screen);
  if (keyName) found.push(`key name ${keyName[0]}`);
  for (const text of [...ENGLISH_ONLY, ...extraEnglish]) if (screen.includes(text)) found.push(text);
  return found;
}
