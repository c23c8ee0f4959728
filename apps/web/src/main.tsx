import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { applyBrandColors } from "./brands/apply-brand.ts";
import { initBrand } from "./brands/current-brand.ts";
import { markLanguageChosen, readRememberedLanguage, resolveInitialLanguage } from "./i18n/current-language.ts";
import { initI18n } from "./i18n/i18n.ts";
import { App } from "./app/app.tsx";
import { createAppRouter } from "./app/router.tsx";
import { keepInputBeforeStart } from "./prerender/input-before-start.ts";
import { mayHydratePrerenderedPage } from "./prerender/take-over-prerendered-page.ts";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/components.css";

/** Brand and language are decided before the first render, so no page ever shows the wrong ones. */
async function start(): Promise<void> {
  applyBrandColors(initBrand());
  const lang = new URLSearchParams(window.location.search).get("lang");
  if (lang === "0" || lang === "1") markLanguageChosen();
  await initI18n(resolveInitialLanguage(window.location.search, readRememberedLanguage()));
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
