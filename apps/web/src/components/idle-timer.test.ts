import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTimer } from "./idle-timer.ts";

const MINUTE = 60_000;

describe("idle timer", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  function start(warnAfterMs = 25 * MINUTE, warningMs = 2 * MINUTE) {
    const onWarn = vi.fn<(deadline: number) => void>();
    const onTimeout = vi.fn<() => void>();
    const timer = createIdleTimer({ warnAfterMs, warningMs, onWarn, onTimeout });
    return { timer, onWarn, onTimeout };
  }

  it("warns after the inactivity delay, then times out after the warning", () => {
    const { onWarn, onTimeout } = start();
    vi.advanceTimersByTime(25 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(27 * MINUTE);
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it("starts the wait again on activity", () => {
    const { timer, onWarn } = start();
    vi.advanceTimersByTime(20 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(24 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it("ignores activity while the warning shows: only an answer resets it", () => {
    const { timer, onWarn, onTimeout } = start();
    vi.advanceTimersByTime(26 * MINUTE);
    expect(onWarn).toHaveBeenCalledOnce();
    timer.activity();
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it("goes back to waiting when the user stays", () => {
    const { timer, onWarn, onTimeout } = start();
    vi.advanceTimersByTime(26 * MINUTE);
    timer.reset();
    vi.advanceTimersByTime(24 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it("times out at once when the clock jumped past the end (a sleeping tab)", () => {
    const { timer, onWarn, onTimeout } = start();
    vi.setSystemTime(40 * MINUTE);
    timer.check();
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(onWarn).not.toHaveBeenCalled();
  });

  it("takes its delays as parameters (the registration wizard: 9 minutes, then 1)", () => {
    const { onWarn, onTimeout } = start(9 * MINUTE, MINUTE);
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onWarn).toHaveBeenCalledWith(10 * MINUTE);
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it("does nothing once stopped", () => {
    const { timer, onWarn, onTimeout } = start();
    timer.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
