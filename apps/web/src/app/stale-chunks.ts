import { createPath } from "react-router";
import type { AppRouter } from "./router.tsx";

/** When the last reload for a new version happened (sessionStorage): a second one so soon would loop. */
const RELOADED_AT_KEY = "carport_stale_chunk_reload_at";
const RELOAD_AT_MOST_EVERY_MS = 30_000;

let reloading = false;

/** Whether the page is reloading for a new version: error pages show the loading state meanwhile. */
export function reloadingForNewVersion(): boolean {
  return reloading;
}

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_AT_MOST_EVERY_MS;
  } catch {
    return true;
  }
}

/**
 * A deployment replaces the hashed chunks, so a tab opened before it fails to download the next
 * page's or dialog's code ("vite:preloadError"). The page is then loaded anew, at the address the
 * visitor was going to: the new version's chunks come with it. Once per 30 seconds at most; a
 * chunk that still fails after that shows the error page. Never offline: a chunk the service worker
 * does not hold fails then for want of a connection, not for a new version, and a reload would trade
 * the page as last known for the sign-in page (the idle warning's chunk, fetched ten seconds into a
 * signed-in page, did so every ten seconds).
 */
export function reloadOnStaleChunks(router: AppRouter): void {
  window.addEventListener("vite:preloadError", () => {
    if (reloading || reloadedRecently() || !navigator.onLine) return;
    reloading = true;
    try {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      // Without storage the guard above already refused.
    }
    const pending = router.state.navigation.location;
    window.location.assign(pending ? createPath(pending) : window.location.href);
  });
}
