import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { settleSharedSession } from "./api/session.ts";
import { keepLastKnownState, restoreLastKnownStateIfOffline } from "./api/last-known-state.ts";
import { queryClient } from "./api/query-client.ts";
import { applyBrandColors } from "./brands/apply-brand.ts";
import { initBrand } from "./brands/current-brand.ts";
import { readRememberedLanguage, resolveInitialLanguage } from "./lib/current-language.ts";
import { initI18n } from "./i18n/i18n.ts";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./app/service-worker-registration.ts";
import { createAppRouter } from "./app/router.tsx";
import { keepInputBeforeStart } from "./lib/input-before-start.ts";
import { mayHydratePrerenderedPage } from "./prerender/take-over-prerendered-page.ts";

/**
 * The app (React, the router, every page): loaded by start.ts at once, or on a first-time
 * visitor's first touch of the sign-in page drawn by the server. Brand, language and the session
 * shared by the browser's other tabs are settled before the first render, so no page ever shows the wrong ones.
 */
async function start(): Promise<void> {
  applyBrandColors(initBrand());
  // A tab opened beside a signed-in one takes its session before any page decides who is there.
  await Promise.all([initI18n(resolveInitialLanguage(window.location.search, readRememberedLanguage())), settleSharedSession()]);
  // Offline, the cars as last known (with their time) instead of an error; online, kept for next time.
  restoreLastKnownStateIfOffline(queryClient);
  keepLastKnownState(queryClient);
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root");
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The server may have drawn the sign-in page already: keeping its elements keeps the first paint.
  const hydrate = await mayHydratePrerenderedPage(container, router);
  keepInputBeforeStart(container);
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
registerServiceWorker();
