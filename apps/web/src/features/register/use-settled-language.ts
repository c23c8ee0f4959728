import type { LanguageId } from "@carport/protocol";
import { useEffect, useRef, useState } from "react";
import { useLanguageId } from "../../i18n/use-language.ts";
import { REGISTRATION_LANGUAGE_DELAY_MS, settleAfter } from "./language-settle.ts";

/** The page's language as the registration wizard follows it: a switch counts 3 seconds after it settles. */
export function useSettledLanguageId(): LanguageId {
  const current = useLanguageId();
  const [settled, setSettled] = useState(current);
  const follower = useRef<ReturnType<typeof settleAfter<LanguageId>> | null>(null);
  useEffect(() => {
    const created = settleAfter<LanguageId>(REGISTRATION_LANGUAGE_DELAY_MS, setSettled);
    follower.current = created;
    return created.cancel;
  }, []);
  useEffect(() => {
    if (current === settled) follower.current?.cancel();
    else follower.current?.change(current);
  }, [current, settled]);
  return settled;
}
