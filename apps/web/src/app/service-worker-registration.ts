/**
 * Registers the service worker (built by build/service-worker-plugin.ts) in production builds:
 * it keeps the app shell for offline use and shows Web Push notifications. After the page's load,
 * so it never competes with the first page's own requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // This module comes with the app, which start.ts may load after the page's load event (a sign-in
  // page drawn by the server starts it on the first touch): then it registers at once.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function register(): void {
  navigator.serviceWorker
    .register("/service-worker.js")
    .then(() => {
      void navigator.serviceWorker.ready.then(handOverLoadedFiles);
      navigator.serviceWorker.addEventListener("controllerchange", () => void navigator.serviceWorker.ready.then(handOverLoadedFiles));
    })
    .catch(() => {
      // No service worker (private mode, a browser without it): the portal works online as before.
    });
}

/**
 * The first visit loaded its page's chunks and texts before the worker was there to keep them:
 * the worker is told which, and adds them to its cache (from the browser's HTTP cache, mostly),
 * so that the page this visit opened also opens offline.
 */
function handOverLoadedFiles(registration: ServiceWorkerRegistration): void {
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  registration.active?.postMessage({ type: "keep-files", files: [...new Set(files)] });
}
