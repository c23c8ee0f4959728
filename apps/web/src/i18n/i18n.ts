import type { LanguageId } from "@carport/protocol";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { CataloguePart } from "./catalogue-parts.ts";
import { getLanguageId, setCurrentLanguage } from "./current-language.ts";

type LanguageCode = "en" | "fr";
type Texts = { default: Record<string, unknown> };

/**
 * Each part of each language's catalogue is its own chunk (see catalogue-parts.ts): a page
 * downloads only the language it shows, and the sign-in page only the texts it renders.
 */
const PARTS: Record<LanguageCode, Record<CataloguePart, () => Promise<Texts>>> = {
  en: { first: () => import("virtual:catalogue/en/first"), rest: () => import("virtual:catalogue/en/rest") },
  fr: { first: () => import("virtual:catalogue/fr/first"), rest: () => import("virtual:catalogue/fr/rest") },
};

function codeOf(id: LanguageId): LanguageCode {
  return id === 1 ? "fr" : "en";
}

const loaded = new Map<string, Promise<void>>();
/** Once any page beyond the first needed the rest of the texts, every language switch loads them too. */
let restWanted = false;

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

/** Loads the texts beyond the sign-in page's, in the language shown; every lazy page waits for them. */
export function loadRestOfCatalogue(): Promise<void> {
  restWanted = true;
  return loadPart(codeOf(getLanguageId()), "rest");
}

/** A lazy import that also has the rest of the catalogue loaded before it resolves. */
export function withRestOfCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadRestOfCatalogue()]))[0];
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
    missingKeyHandler: () => void loadRestOfCatalogue(),
    parseMissingKeyHandler: () => "",
    react: { useSuspense: false, bindI18nStore: "added" },
  });
  await loadPart(codeOf(id), "first");
}

/** Switches the whole app to another language, loading its catalogue parts first when needed. */
export async function changeLanguage(id: LanguageId): Promise<void> {
  const code = codeOf(id);
  await Promise.all([loadPart(code, "first"), restWanted ? loadPart(code, "rest") : null]);
  setCurrentLanguage(id);
  await i18next.changeLanguage(code);
}
