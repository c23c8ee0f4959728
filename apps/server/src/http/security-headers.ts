import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "@carport/protocol";

/**
 * The app's pages: scripts, styles and calls only from this origin, never framed. A page may allow
 * its own <style> elements by nonce (React Aria injects one, reading the nonce from a meta tag),
 * and exactly the style attributes of markup rendered ahead of time, by hash ('unsafe-hashes').
 * The map's tiles come from the configured tile origin (fetched, then drawn from blob: images),
 * and MapLibre runs its worker from a blob: URL; the service worker is the app's own file.
 */
export function appContentSecurityPolicy(
  styleNonce?: string,
  styleAttributeHashes: readonly string[] = [],
  mapTileOrigin?: string,
): string {
  const styleSources = ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])];
  if (styleAttributeHashes.length > 0) styleSources.push("'unsafe-hashes'", ...styleAttributeHashes);
  const tiles = mapTileOrigin ? ` ${mapTileOrigin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    `style-src ${styleSources.join(" ")}`,
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self'",
    `connect-src 'self'${tiles}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
const APP_CSP = appContentSecurityPolicy();

/** The API documentation page (swagger-ui) needs inline styles; it still runs no foreign script. */
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/**
 * A call's answer is data, never a document: nothing may load from it or frame it (the policy
 * OWASP's REST cheat sheet gives), 42 characters on every read where the pages' policy has 265.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer; HSTS only when the request came over TLS (directly or via the
 * proxy). A call's answer carries the set OWASP's REST cheat sheet gives APIs, `no-store` among
 * them (it holds an owner's vehicles and whereabouts); the referrer policy and the opener policy
 * only act on documents, so only pages, assets and /docs carry them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A hook taking `done` runs without a promise of its own: it is on every answer, reads among them.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    const url = request.url;
    if (url.startsWith(API_PREFIX)) {
      if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    } else {
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("cross-origin-opener-policy", "same-origin");
      if (!reply.hasHeader("content-security-policy"))
        reply.header("content-security-policy", url.startsWith("/docs") ? DOCS_CSP : APP_CSP);
    }
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    done(null, payload);
  });
}
