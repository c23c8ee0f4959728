import { useEffect, useState } from "react";

/**
 * False until the browser has painted the component's first render: what may wait renders after
 * it, so its code does not hold that paint back. A frame's callback runs just before its paint;
 * a task queued from there, just after.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A hidden tab paints nothing and runs no frame callbacks until shown: nothing to wait for.
    if (document.hidden) {
      setPainted(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
