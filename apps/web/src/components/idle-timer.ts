/** The delays of an inactivity timeout: the warning after `warnAfterMs` without activity, the end `warningMs` later. */
export interface IdleDelays {
  warnAfterMs: number;
  warningMs: number;
}

export interface IdleTimerOptions extends IdleDelays {
  /** The warning starts; `deadline` is when the timeout comes (epoch ms). */
  onWarn: (deadline: number) => void;
  onTimeout: () => void;
  now?: () => number;
}

export interface IdleTimer {
  /** The user did something: while no warning shows, the wait starts again. */
  activity(): void;
  /** The user answered the warning ("stay"): the wait starts again from now. */
  reset(): void;
  /** Looks at the clock again (a tab coming back into view, whose timers the browser slowed down). */
  check(): void;
  stop(): void;
}

/**
 * An inactivity timeout as a small state machine: active, then warning, then timed out. Activity
 * only notes the time; the one timer re-reads it when it fires, so a busy page costs no timer
 * churn. The delays are parameters: the session timeout and the registration wizard's prompt
 * (9 minutes, then 1) use the same timer.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now;
  let lastActivity = now();
  let phase: "active" | "warning" | "timedOut" | "stopped" = "active";
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(at: number): void {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, at - now()));
  }

  function check(): void {
    if (phase === "timedOut" || phase === "stopped") return;
    const warnAt = lastActivity + options.warnAfterMs;
    const timeoutAt = warnAt + options.warningMs;
    const time = now();
    if (time >= timeoutAt) {
      phase = "timedOut";
      clearTimeout(timer);
      options.onTimeout();
      return;
    }
    if (time >= warnAt) {
      if (phase === "active") {
        phase = "warning";
        options.onWarn(timeoutAt);
      }
      schedule(timeoutAt);
      return;
    }
    schedule(warnAt);
  }

  check();
  return {
    activity() {
      if (phase === "active") lastActivity = now();
    },
    reset() {
      if (phase === "stopped" || phase === "timedOut") return;
      phase = "active";
      lastActivity = now();
      check();
    },
    check,
    stop() {
      phase = "stopped";
      clearTimeout(timer);
    },
  };
}
