import type { LanguageId } from "@carport/protocol";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { setCurrentLanguage } from "./current-language.ts";

type Catalogue = typeof import("./en.json");

/** Each catalogue is its own chunk, so a page downloads only the language it shows. */
function loadCatalogue(id: LanguageId): Promise<Catalogue> {
  return id === 1
    ? import("./fr.json").then((m) => m.default)
    : import("./en.json").then((m) => m.default);
}

function codeOf(id: LanguageId): "en" | "fr" {
  return id === 1 ? "fr" : "en";
}

/** Starts i18next in the given language; resolves once its catalogue is loaded. */
export async function initI18n(id: LanguageId): Promise<void> {
  const catalogue = await loadCatalogue(id);
  setCurrentLanguage(id);
  await i18next.use(initReactI18next).init({
    lng: codeOf(id),
    // en and fr have the same keys (catalogues.test.ts), so no fallback is ever needed.
    fallbackLng: false,
    resources: { [codeOf(id)]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}

/** Switches the whole app to another language, loading its catalogue first when needed. */
export async function changeLanguage(id: LanguageId): Promise<void> {
  const code = codeOf(id);
  if (!i18next.hasResourceBundle(code, "translation")) {
    i18next.addResourceBundle(code, "translation", await loadCatalogue(id));
  }
  setCurrentLanguage(id);
  await i18next.changeLanguage(code);
}
