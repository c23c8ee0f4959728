import { useCallback, useRef, useState } from "react";
import { fetchCaptcha } from "./api/captcha.ts";
import { fetchTextCaptcha } from "./api/text-captcha.ts";

/** The image (`gtcptch`), or its text alternative for owners who cannot see it (`gttxtcptch`). */
export type CaptchaMode = "image" | "text";

/** A captcha on screen: its key, and the image or the question. */
export interface ShownCaptcha {
  captchaKey: string;
  image?: string;
  question?: string;
}

export interface CaptchaState {
  /** The last login answer said `captchayn: Y`: the next attempt must carry a solved captcha. */
  required: boolean;
  mode: CaptchaMode;
  /** The captcha on screen; null while a new one loads (a used one is never shown again). */
  captcha: ShownCaptcha | null;
  loading: boolean;
  failed: boolean;
}

const NONE = { required: false, captcha: null, loading: false, failed: false } as const;

/**
 * The login form's captcha: asked for when required and after every attempt, dropped when not.
 * The owner's choice of image or text question holds for the following captchas of the visit.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ ...NONE, mode: "image" });
  // Only the newest request may fill the field: an older answer arriving late is ignored.
  const latest = useRef(0);
  const mode = useRef<CaptchaMode>("image");

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    const wanted = mode.current;
    setState({ required: true, mode: wanted, captcha: null, loading: true, failed: false });
    try {
      const captcha: ShownCaptcha = wanted === "text" ? await fetchTextCaptcha() : await fetchCaptcha();
      if (request === latest.current) setState({ required: true, mode: wanted, captcha, loading: false, failed: false });
    } catch {
      if (request === latest.current) setState({ required: true, mode: wanted, captcha: null, loading: false, failed: true });
    }
  }, []);

  /** Switches between the image and the text question, with a new captcha of that kind. */
  const switchMode = useCallback(
    (next: CaptchaMode) => {
      mode.current = next;
      void refresh();
    },
    [refresh],
  );

  const clear = useCallback(() => {
    latest.current++;
    setState({ ...NONE, mode: mode.current });
  }, []);

  return { ...state, refresh, clear, switchMode };
}
