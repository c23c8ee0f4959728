import type { LanguageId } from "@carport/protocol";
import { textsOf } from "../../texts/server-texts.ts";

/** The digital key's terms of use (dktnc), per language. */
export const DIGITAL_KEY_TERMS_VERSION = "1.0";

/** The terms in the request's language. */
export function digitalKeyTerms(language: LanguageId) {
  const terms = textsOf(language).digitalKeyTerms;
  return { title: terms.title, termAndCondition: terms.text, version: DIGITAL_KEY_TERMS_VERSION };
}
