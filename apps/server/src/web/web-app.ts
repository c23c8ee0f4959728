import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { appOfferOf, LANGUAGE_COOKIE, type AppOffer, MOBILE_OFFER_DISMISSED_COOKIE, readCookie, REMEMBER_ME_COOKIE } from "@carport/domain";
import { failure, invalidFieldDescription, languageCode, parseLanguageId, type LanguageId } from "@carport/protocol";
import { appContentSecurityPolicy } from "../http/security-headers.ts";
import { escapeHtml } from "../http/escape-html.ts";
import { appManifest } from "./app-manifest.ts";
import { readPrerenderedPages } from "./prerendered-pages.ts";

/** Paths that belong to the server, never to the browser app's router. */
const SERVER_PATHS = /^\/(tods\/|healthz|docs|dev\/|dealer\/)/;

/**
 * Serves the built browser app on the same port: its files, and index.html (with the request's
 * brand written into `data-brand`) for every other GET so the app's router decides the page.
 * Where the app shows the sign-in page, #root already holds that page for the request's brand,
 * language, device and remembered e-mail (built by the web app, see apps/web/src/prerender/),
 * which the app then takes over.
 */
/** What the browser app is told of the site's configuration, in meta tags of index.html. */
export interface WebAppSettings {
  mapTileUrl: string;
  mapAttribution: string;
}

/** The origin a tile URL template names (its placeholders are in the path). */
export function tileOrigin(mapTileUrl: string): string {
  return new URL(mapTileUrl.replace(/[{}]/g, "")).origin;
}

export async function registerWebApp(app: FastifyInstance, distDir: string, settings: WebAppSettings): Promise<void> {
  const mapOrigin = tileOrigin(settings.mapTileUrl);
  const settingsMeta =
    `<meta name="carport-map-tiles" content="${escapeHtml(settings.mapTileUrl)}">` +
    `<meta name="carport-map-attribution" content="${escapeHtml(settings.mapAttribution)}">`;
  const indexPath = path.join(distDir, "index.html");
  const available = fs.existsSync(indexPath);
  if (available) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file (apps/web/build/precompress-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) =>
        pathName.startsWith("/assets/") ||
        /^\/(icons\/)?[\w.-]+\.(svg|ico|png|txt|webmanifest)$/.test(pathName) ||
        pathName === "/service-worker.js",
      setHeaders: (reply, filePath) => {
        // Files under assets/ are named by their content's hash: a new build gives new names.
        const hashed = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  const indexHtml = available ? fs.readFileSync(indexPath, "utf8") : "";
  // The sign-in page's markup per brand and language, so it paints before the app's scripts run.
  const prerendered = available ? readPrerenderedPages(distDir) : null;

  // The installable app's manifest, in the request's brand.
  app.get("/manifest.webmanifest", async (request, reply) =>
    reply
      .type("application/manifest+json")
      .header("cache-control", "no-cache")
      .send(JSON.stringify(appManifest(request.brand, prerendered?.brandColors(request.brand) ?? null))),
  );

  app.setNotFoundHandler((request, reply) => {
    // HEAD as GET (Node sends no body for it): a monitor or a link checker probing a page gets the page's answer.
    if ((request.method !== "GET" && request.method !== "HEAD") || SERVER_PATHS.test(request.url)) {
      return reply
        .status(404)
        .send(failure("7998", invalidFieldDescription("path", `unknown call ${request.url.split("?")[0]}`, request.language)));
    }
    if (!available) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    const nonce = randomBytes(16).toString("base64");
    const cookies = request.headers.cookie;
    const language = pageLanguage(request.url, readCookie(cookies, LANGUAGE_COOKIE), request.language);
    const login =
      prerendered && showsLoginPage(request.url)
        ? prerendered.login(request.brand, language, offeredApp(request), readCookie(cookies, REMEMBER_ME_COOKIE))
        : null;
    const brandColors = prerendered?.brandColors(request.brand);
    let html = indexHtml
      .replace(/data-brand="[a-z]*"/, `data-brand="${request.brand}"`)
      // The brand's own icons (scripts/brand-icons.ts): the favicon and the home-screen icon of iOS.
      .replace(
        /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/,
        `<link rel="icon" href="/icons/${request.brand}.svg" type="image/svg+xml" /><link rel="apple-touch-icon" href="/icons/${request.brand}-apple-touch-icon.png" />`,
      )
      .replace(/<html lang="[a-z]*"/, `<html lang="${languageCode(language)}"`)
      .replace("<head>", `<head><meta name="csp-nonce" nonce="${nonce}">${settingsMeta}`)
      // After the stylesheet, whose :root holds one brand's colours as fallbacks.
      .replace("</head>", `${brandColors ? `<style nonce="${nonce}">${brandColors}</style>` : ""}</head>`);
    if (login) {
      html = html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(login.title)}</title>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="${login.key}">${login.html}</div>`)
        // The drawn sign-in page loads the app's code on the first touch (apps/web/src/start.ts), not at once.
        .replace(/<link rel="modulepreload"[^>]* data-app-code>\s*/g, "");
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", appContentSecurityPolicy(nonce, login ? prerendered!.styleAttributeHashes : [], mapOrigin))
      .send(html);
  });
}

/** The app the sign-in page offers this device, unless its owner said "Not now" in this visit (apps/web/src/features/auth/mobile-offer.ts). */
function offeredApp(request: FastifyRequest): AppOffer {
  return readCookie(request.headers.cookie, MOBILE_OFFER_DISMISSED_COOKIE) === "1" ? "none" : appOfferOf(request.headers["user-agent"]);
}

/**
 * The language the app will start in, as far as the server can tell: `?lang=`, then the language
 * the app last used in this browser (its `carport_lang` cookie, apps/web/src/lib/current-language.ts).
 */
function pageLanguage(url: string, remembered: string | null, fromRequest: LanguageId): LanguageId {
  if (/[?&]lang=[01](?:&|$)/.test(url)) return fromRequest;
  return remembered === "0" || remembered === "1" ? parseLanguageId(remembered) : fromRequest;
}

/** The paths where the app shows the sign-in page to a visitor (`/` and `/cwp` lead there: apps/web router). */
function showsLoginPage(url: string): boolean {
  return /^\/(?:login|cwp|index\.html)?\/?$/.test(url.split("?")[0]!);
}
