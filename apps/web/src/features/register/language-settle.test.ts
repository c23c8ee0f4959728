import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTRATION_LANGUAGE_DELAY_MS, settleAfter } from "./language-settle.ts";

describe("the registration wizard's language delay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("follows a language switch only 3 seconds after it, and only the language the owner stayed on", () => {
    const applied: number[] = [];
    const follower = settleAfter<number>(REGISTRATION_LANGUAGE_DELAY_MS, (value) => applied.push(value));
    follower.change(1);
    vi.advanceTimersByTime(REGISTRATION_LANGUAGE_DELAY_MS - 1);
    expect(applied).toEqual([]);
    follower.change(0);
    follower.change(1);
    vi.advanceTimersByTime(REGISTRATION_LANGUAGE_DELAY_MS);
    expect(applied).toEqual([1]);
  });

  it("applies nothing once cancelled (switched back before the delay)", () => {
    const applied: number[] = [];
    const follower = settleAfter<number>(REGISTRATION_LANGUAGE_DELAY_MS, (value) => applied.push(value));
    follower.change(1);
    follower.cancel();
    vi.advanceTimersByTime(REGISTRATION_LANGUAGE_DELAY_MS * 2);
    expect(applied).toEqual([]);
  });
});
