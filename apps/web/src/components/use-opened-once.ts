import { useState } from "react";

/**
 * Whether a dialog has been open at least once: a lazily loaded dialog is mounted from its first
 * opening on (so its code downloads then, not with the page) and stays mounted, as it was before.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  // Remembered during render (React's pattern for state derived from a changing prop): no extra paint.
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
