import type { i18n } from "i18next";

/** A name starting with a vowel sound takes "d'" in French: "d'Aurora", "de Kite" (h left as written: aspiré or not, a name cannot tell). */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/** French "de" before a name, elided where French elides it. */
export function deBeforeName(name: string): string {
  return VOWEL_START.test(name.trim()) ? `d'${name}` : `de ${name}`;
}

/**
 * The catalogues' own formatters: `{{name, de}}` writes "de Kite" or "d'Aurora" (French texts
 * only use it; in another language it writes the name alone).
 */
export function addCatalogueFormatters(instance: i18n): void {
  instance.services.formatter?.add("de", (value: unknown, lng: string | undefined) => {
    const name = String(value ?? "");
    return lng?.startsWith("fr") ? deBeforeName(name) : name;
  });
}
