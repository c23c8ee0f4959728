import fs from "node:fs";
import path from "node:path";
import { REMEMBERED_EMAIL_PLACEHOLDER, signInPageKey, type AppOffer } from "@carport/domain";
import { languageCode, type BrandCode, type LanguageId } from "@carport/protocol";
import { escapeHtml } from "../http/escape-html.ts";

/** dist/prerendered-pages.json, written by the web app's build (apps/web/src/prerender/). */
interface PrerenderedPagesFile {
  login: Record<string, { html: string; title: string }>;
  brandColors: Record<BrandCode, string>;
  styleAttributeHashes: string[];
}

export interface PrerenderedLogin {
  /** Key written on #root as `data-prerendered`, so the app knows what it takes over. */
  key: string;
  html: string;
  title: string;
}

export interface PrerenderedPages {
  /** The drawing for this visitor, with the e-mail their browser remembers filled in when there is one. */
  login(brand: BrandCode, language: LanguageId, offer: AppOffer, rememberedEmail: string | null): PrerenderedLogin | null;
  brandColors(brand: BrandCode): string | null;
  styleAttributeHashes: string[];
}

/** The build's prerendered pages, or null when the app was built without them (the page then starts empty). */
export function readPrerenderedPages(distDir: string): PrerenderedPages | null {
  let file: PrerenderedPagesFile;
  try {
    file = JSON.parse(fs.readFileSync(path.join(distDir, "prerendered-pages.json"), "utf8")) as PrerenderedPagesFile;
  } catch {
    return null;
  }
  return {
    login(brand, language, offer, rememberedEmail) {
      const key = signInPageKey({ brand, language: languageCode(language), offer, remembered: rememberedEmail !== null });
      const page = file.login?.[key];
      if (!page) return null;
      const html = rememberedEmail === null ? page.html : page.html.split(REMEMBERED_EMAIL_PLACEHOLDER).join(escapeHtml(rememberedEmail));
      return { key, html, title: page.title };
    },
    brandColors: (brand) => file.brandColors?.[brand] ?? null,
    styleAttributeHashes: file.styleAttributeHashes ?? [],
  };
}
