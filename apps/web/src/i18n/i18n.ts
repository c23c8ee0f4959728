import type { LanguageId } from "@carport/protocol";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { partOfGroup, PARTS_AFTER_FIRST, type CataloguePart } from "./catalogue-parts.ts";
import { getLanguageId, setCurrentLanguage } from "../lib/current-language.ts";
import { addCatalogueFormatters } from "./french-elision.ts";

type LanguageCode = "en" | "fr";
type Texts = { default: Record<string, unknown> };

/**
 * Each part of each language's catalogue is its own chunk (see catalogue-parts.ts): a page
 * downloads only the language it shows, and only the parts holding the texts it renders.
 */
const PARTS: Record<LanguageCode, Record<CataloguePart, () => Promise<Texts>>> = {
  en: {
    first: () => import("virtual:catalogue/en/first"),
    shell: () => import("virtual:catalogue/en/shell"),
    landing: () => import("virtual:catalogue/en/landing"),
    rest: () => import("virtual:catalogue/en/rest"),
  },
  fr: {
    first: () => import("virtual:catalogue/fr/first"),
    shell: () => import("virtual:catalogue/fr/shell"),
    landing: () => import("virtual:catalogue/fr/landing"),
    rest: () => import("virtual:catalogue/fr/rest"),
  },
};

function codeOf(id: LanguageId): LanguageCode {
  return id === 1 ? "fr" : "en";
}

const loaded = new Map<string, Promise<void>>();
/** The parts beyond the first that pages have needed: every language switch loads them too. */
const wanted = new Set<CataloguePart>();

function loadPart(code: LanguageCode, part: CataloguePart): Promise<void> {
  const key = `${code}/${part}`;
  let done = loaded.get(key);
  if (!done) {
    done = PARTS[code][part]().then(({ default: texts }) => {
      i18next.addResourceBundle(code, "translation", texts, true, false);
    });
    // A part that failed to download is asked for again next time.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/** Loads parts of the texts beyond the sign-in page's, in the language shown. */
export async function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  const code = codeOf(getLanguageId());
  for (const part of parts) wanted.add(part);
  await Promise.all(parts.map((part) => loadPart(code, part)));
}

/** A lazy import that also has these catalogue parts (by default all beyond the first) loaded before it resolves. */
export function withCatalogueParts<T>(load: () => Promise<T>, parts: readonly CataloguePart[] = PARTS_AFTER_FIRST): () => Promise<T> {
  return async () => (await Promise.all([load(), loadCatalogueParts(parts)]))[0];
}

/** Starts i18next in the given language; resolves once the first page's texts are loaded. */
export async function initI18n(id: LanguageId): Promise<void> {
  setCurrentLanguage(id);
  await i18next.use(initReactI18next).init({
    lng: codeOf(id),
    // en and fr have the same keys (catalogues.test.ts), so no fallback is ever needed.
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A text of a part not loaded yet (a component outside the lazy pages) loads that part, shows
    // nothing meanwhile, and its component renders again once the part is added.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => void loadCatalogueParts([partOfGroup(key.split(".")[0]!)]),
    parseMissingKeyHandler: () => "",
    react: { useSuspense: false, bindI18nStore: "added" },
  });
  addCatalogueFormatters(i18next);
  await loadPart(codeOf(id), "first");
}

/** Switches the whole app to another language, loading its catalogue parts first when needed. */
export async function changeLanguage(id: LanguageId): Promise<void> {
  const code = codeOf(id);
  await Promise.all([loadPart(code, "first"), ...[...wanted].map((part) => loadPart(code, part))]);
  setCurrentLanguage(id);
  await i18next.changeLanguage(code);
}
