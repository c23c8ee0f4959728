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

/** Focuses a field after React has shown its message. */
export function focusLater(ref: RefObject<HTMLElement | null> | undefined): void {
  requestAnimationFrame(() => ref?.current?.focus());
}
