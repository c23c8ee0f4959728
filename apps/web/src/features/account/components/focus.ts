import { useRef, type RefObject } from "react";

/** One input ref per field name, so a refused save can focus its first invalid field. */
export function useFieldRefs<F extends string>(): (field: F) => RefObject<HTMLInputElement | null> {
  const refs = useRef(new Map<F, RefObject<HTMLInputElement | null>>());
  return (field) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = { current: null };
      refs.current.set(field, ref);
    }
    return ref;
  };
}

/** Frames to wait at most for the element to be rendered (about a second). */
const FOCUS_WAIT_FRAMES = 60;

/**
 * Focuses an element once React has shown it: on the next frame, or, when a busy page has not
 * rendered it by then (a message set as a request ends), on the first frame it is there.
 */
export function focusLater(ref: RefObject<HTMLElement | null> | undefined): void {
  let framesLeft = FOCUS_WAIT_FRAMES;
  const attempt = () => {
    const element = ref?.current;
    if (element) element.focus();
    else if (--framesLeft > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
