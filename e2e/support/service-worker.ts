import { expect } from "vitest";
import type { Page } from "playwright-core";

/** Waits until the service worker controls the page (it installs after the page's load) and keeps its files. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)), {
      timeout: 20_000,
    })
    .toBe(true);
  // The page's own chunks and texts, loaded before the worker was there, join its cache once it is.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"));
          const kept = await Promise.all(files.map((url) => caches.match(url.pathname)));
          return kept.every(Boolean);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
