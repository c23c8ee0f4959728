import type { CaptchaResult } from "@carport/protocol";
import { useCallback, useRef, useState } from "react";
import { fetchCaptcha } from "./api/captcha.ts";

export interface CaptchaState {
  /** The last login answer said `captchayn: Y`: the next attempt must carry a solved captcha. */
  required: boolean;
  /** The captcha on screen; null while a new one loads (a used one is never shown again). */
  captcha: CaptchaResult | null;
  loading: boolean;
  failed: boolean;
}

const NONE: CaptchaState = { required: false, captcha: null, loading: false, failed: false };

/** The login form's captcha: asked for (`gtcptch`) when required and after every attempt, dropped when not. */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>(NONE);
  // Only the newest request may fill the field: an older answer arriving late is ignored.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setState({ required: true, captcha: null, loading: true, failed: false });
    try {
      const captcha = await fetchCaptcha();
      if (request === latest.current) setState({ required: true, captcha, loading: false, failed: false });
    } catch {
      if (request === latest.current) setState({ required: true, captcha: null, loading: false, failed: true });
    }
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    setState(NONE);
  }, []);

  return { ...state, refresh, clear };
}
