/** How long the registration wizard waits after a language switch before following it (vehicle-area.md 9). */
export const REGISTRATION_LANGUAGE_DELAY_MS = 3_000;

/**
 * Applies the last value it was given once `delayMs` passed without another: switching the
 * language back and forth quickly reloads the wizard's texts from the server once, for the language
 * the owner stayed on.
 */
export function settleAfter<T>(delayMs: number, apply: (value: T) => void): { change: (value: T) => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    change(value) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        apply(value);
      }, delayMs);
    },
    cancel,
  };
}
