import { useEffect, type RefObject } from "react";

/**
 * Focuses an element two frames from now: after React Aria has handed focus back to a dialog's
 * trigger, so a view change that removes that trigger still lands focus somewhere sensible.
 * Answers a cancel function.
 */
export function focusSoon(target: () => HTMLElement | null | undefined): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => target()?.focus({ preventScroll: false }));
  });
  return () => cancelAnimationFrame(frame);
}

/** Moves focus to the element when it mounts: each view's heading, so it is announced and keyboard users start there. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => focusSoon(() => ref.current), [ref]);
}
