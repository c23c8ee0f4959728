import { useCallback, useEffect, useRef, useState } from "react";
import { createIdleTimer, type IdleDelays, type IdleTimer } from "./idle-timer.ts";

/** What counts as the user being there. */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

/**
 * An inactivity timeout for a screen or the whole session: the warning's deadline (null while
 * none shows), and `stay` for the warning's "stay" answer. The delays are parameters.
 */
export function useIdleTimer(
  options: IdleDelays & {
    onTimeout: () => void;
    /** Each sign of activity while no warning shows (the session uses it to keep its token alive). */
    onActivity?: () => void;
    enabled?: boolean;
  },
): { deadline: number | null; stay: () => void; nudge: () => void } {
  const { warnAfterMs, warningMs, enabled = true } = options;
  const [deadline, setDeadline] = useState<number | null>(null);
  const timer = useRef<IdleTimer | null>(null);
  /** While the warning shows, activity is not an answer: only "stay" is. */
  const warning = useRef(false);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (!enabled) return;
    const idle = createIdleTimer({
      warnAfterMs,
      warningMs,
      onWarn: (at) => {
        warning.current = true;
        setDeadline(at);
      },
      onTimeout: () => {
        warning.current = false;
        setDeadline(null);
        callbacks.current.onTimeout();
      },
    });
    timer.current = idle;
    const onActivity = () => {
      if (warning.current) return;
      idle.activity();
      callbacks.current.onActivity?.();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") idle.check();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      idle.stop();
      timer.current = null;
      warning.current = false;
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener("visibilitychange", onVisibility);
      setDeadline(null);
    };
  }, [warnAfterMs, warningMs, enabled]);

  const stay = useCallback(() => {
    warning.current = false;
    setDeadline(null);
    timer.current?.reset();
  }, []);

  /** Activity seen elsewhere (another tab of the session): counts unless the warning shows. */
  const nudge = useCallback(() => {
    if (!warning.current) timer.current?.activity();
  }, []);

  return { deadline, stay, nudge };
}
