import type { LanguageId } from "@carport/protocol";
import { useTranslation } from "react-i18next";

/** The language the page shows, as the protocol's language id; re-renders on a switch. */
export function useLanguageId(): LanguageId {
  const { i18n } = useTranslation();
  return i18n.language === "fr" ? 1 : 0;
}
