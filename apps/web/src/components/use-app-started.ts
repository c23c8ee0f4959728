import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while the page is rendered ahead of time and while React takes over that markup
 * (hydration), true once the app runs the page. Buttons wait for it (button.tsx): before the app
 * runs, a press does nothing, and a submit button's would have the browser send the form, fields
 * and all, into the address.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
