import { useTranslation } from "react-i18next";
import type { ErrorMessage } from "../i18n/error-messages.ts";

/** Renders an error message: the server's own text, or a catalogue key translated. */
export function useMessageText(): (message: ErrorMessage) => string {
  const { t } = useTranslation();
  return (message) => ("text" in message ? message.text : t(message.key));
}
