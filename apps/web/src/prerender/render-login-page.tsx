import { createHash } from "node:crypto";
import { APP_OFFERS, REMEMBERED_EMAIL_PLACEHOLDER } from "@carport/domain";
import { BRAND_CODES, type BrandCode } from "@carport/protocol";
import i18next from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { App } from "../app/app.tsx";
import { routes } from "../app/router.tsx";
import { BRANDS } from "../brands/brands.ts";
import { BRAND_COLORS, cssVariableName, type BrandColors } from "../brands/brand-tokens.ts";
import { setBrandForPrerender } from "../brands/current-brand.ts";
import { setAppOfferForPrerender, setRememberedEmailForPrerender } from "../features/auth/index.ts";
import { changeLanguage, initI18n } from "../i18n/i18n.ts";
import { PRERENDERED_LANGUAGES, prerenderedPageKey, type PrerenderedPages } from "./prerendered-pages.ts";

/** The brand's colour tokens as the custom properties applyBrandColors sets, for the page's first paint. */
function brandColorsCss(brand: BrandCode): string {
  const colors = BRAND_COLORS[brand];
  const properties = (Object.keys(colors) as Array<keyof BrandColors>).map((role) => `${cssVariableName(role)}:${colors[role]}`);
  return `:root{${properties.join(";")}}`;
}

/** The CSP hash sources of the style attributes in `html`, as the browser hashes them (entities decoded). */
function styleAttributeHashes(html: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const values = new Set([...html.matchAll(/ style="([^"]*)"/g)].map((match) => decode(match[1]!)));
  return [...values].map((value) => `'sha256-${createHash("sha256").update(value).digest("base64")}'`);
}

/**
 * The sign-in page's markup as the browser app's first render draws it (the same App, routes and
 * catalogue), once per brand, language, app offer (a desktop, or a phone's platform) and remembered
 * e-mail or none (a placeholder the server replaces with the visitor's): the server puts it into
 * #root so the page paints before any script runs, and the app hydrates it (see app-main.tsx). Runs at
 * build time, without a DOM.
 */
export async function renderLoginPages(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = { login: {}, brandColors: {} as PrerenderedPages["brandColors"], styleAttributeHashes: [] };
  for (const language of PRERENDERED_LANGUAGES) {
    if (i18next.isInitialized) await changeLanguage(language);
    else await initI18n(language);
    const variants = BRAND_CODES.flatMap((brand) =>
      APP_OFFERS.flatMap((offer) => [false, true].map((remembered) => ({ brand, offer, remembered }))),
    );
    for (const { brand, offer, remembered } of variants) {
      setBrandForPrerender(brand);
      setAppOfferForPrerender(offer);
      setRememberedEmailForPrerender(remembered ? REMEMBERED_EMAIL_PLACEHOLDER : null);
      const router = createMemoryRouter(routes, {
        initialEntries: ["/login"],
        // The guards ran in the browser before it hydrates (app-main.tsx): here the page simply renders.
        hydrationData: { loaderData: { root: null, login: null } },
      });
      const html = renderToString(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
      router.dispose();
      const title = i18next.t("app.pageTitle", { page: i18next.t("login.title"), brand: BRANDS[brand].displayName });
      pages.login[prerenderedPageKey(brand, language, offer, remembered)] = { html, title };
    }
  }
  for (const brand of BRAND_CODES) pages.brandColors[brand] = brandColorsCss(brand);
  const allMarkup = Object.values(pages.login)
    .map((page) => page.html)
    .join("");
  pages.styleAttributeHashes = styleAttributeHashes(allMarkup);
  return pages;
}
