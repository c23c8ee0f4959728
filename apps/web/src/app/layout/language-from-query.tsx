import { parseLanguageId } from "@carport/protocol";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { getLanguageId } from "../../lib/current-language.ts";
import { markLanguageChosen } from "../../lib/remembered-choices.ts";
import { changeLanguage } from "../../i18n/i18n.ts";

/** `?lang=0|1` on any page switches the language (and is remembered like the switch). */
export function LanguageFromQuery() {
  const [params] = useSearchParams();
  const lang = params.get("lang");
  useEffect(() => {
    if (lang !== "0" && lang !== "1") return;
    markLanguageChosen();
    const wanted = parseLanguageId(lang);
    if (wanted !== getLanguageId()) void changeLanguage(wanted);
  }, [lang]);
  return null;
}
