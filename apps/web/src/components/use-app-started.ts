import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while the page is rendered ahead of time and while React takes over that markup
 * (hydration), true once the app runs the page. A form's submit waits for it: before the app
 * runs, the browser itself would submit the form, fields and all, into the address.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}
