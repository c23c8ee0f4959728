import { getBrandCode } from "../brands/current-brand.ts";
import { appOfferShown, readRememberedEmail } from "../features/auth/index.ts";
import { getLanguageId } from "../lib/current-language.ts";
import type { AppRouter } from "../app/router.tsx";
import { prerenderedPageKey } from "./prerendered-pages.ts";

const LOGIN_PATH = "/login";

/**
 * Resolves once the first page's guards have run: the router rendered nothing yet, so the first
 * render is that page itself, not the boot fallback. Resolves early when a guard sends the visitor
 * elsewhere than the sign-in page (a signed-in visitor goes to /logout), which may take a call.
 */
function firstPageDecided(router: AppRouter): Promise<void> {
  const decided = () => {
    const heading = router.state.navigation.location?.pathname;
    return router.state.initialized || (heading !== undefined && heading !== LOGIN_PATH);
  };
  if (decided()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!decided()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether the app may hydrate the markup the server put into #root (the sign-in page for the
 * brand, language, app offer and remembered e-mail it saw, see apps/server/src/web/web-app.ts):
 * only when the app's first render is exactly that page. Otherwise the app renders afresh over it
 * (another language remembered, the app offer dismissed, a signed-in visitor), never with a
 * hydration mismatch.
 */
export async function mayHydratePrerenderedPage(container: HTMLElement, router: AppRouter): Promise<boolean> {
  const key = container.dataset.prerendered;
  if (key === undefined) return false;
  await firstPageDecided(router);
  const { initialized, location, errors } = router.state;
  return (
    initialized &&
    errors === null &&
    location.pathname === LOGIN_PATH &&
    // A car's link (vin) shows the sign-in variant of the add-vehicle dialog, not the drawn page.
    !new URLSearchParams(location.search).has("vin") &&
    key === prerenderedPageKey(getBrandCode(), getLanguageId(), appOfferShown(), readRememberedEmail() !== null)
  );
}
