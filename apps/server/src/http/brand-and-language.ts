import type { FastifyInstance } from "fastify";
import { isBrandCode, parseLanguageId, type BrandCode } from "@carport/protocol";

/**
 * Decides each request's brand (host name, then `brand` header, then `?brand=`, then the default)
 * and language (header `language`, then `?lang=`).
 */
export function registerBrandAndLanguage(
  app: FastifyInstance,
  options: { brandHosts: Record<string, BrandCode>; defaultBrand: BrandCode },
): void {
  app.decorateRequest("brand", "hacc");
  app.decorateRequest("language", 0);
  app.decorateRequest("session", null);
  app.decorateRequest("vehicle", null);
  app.decorateRequest("vehicleRole", null);
  app.decorateRequest("vehicleStatus", null);
  app.decorateRequest("commandAuthorization", null);
  app.addHook("onRequest", async (request) => {
    // `?BRAND=` as account-and-enrollment.md writes datavalidator's (q BRAND).
    const query = queryValue(request.query, "brand") ?? queryValue(request.query, "BRAND");
    request.brand = brandOf(request.hostname, request.headers.brand, query, options);
    const lang = request.headers.language ?? queryValue(request.query, "lang");
    request.language = parseLanguageId(lang);
  });
}

/** Brand codes are read whatever their case (KCI, kci). */
function lowerCase(value: unknown): unknown {
  return typeof value === "string" ? value.toLowerCase() : value;
}

function queryValue(query: unknown, key: string): unknown {
  return query && typeof query === "object" ? (query as Record<string, unknown>)[key] : undefined;
}

export function brandOf(
  hostname: string,
  header: unknown,
  query: unknown,
  options: { brandHosts: Record<string, BrandCode>; defaultBrand: BrandCode },
): BrandCode {
  const host = hostname.replace(/:\d+$/, "").toLowerCase();
  const byHost = options.brandHosts[host];
  if (byHost) return byHost;
  const byHeader = lowerCase(header);
  if (isBrandCode(byHeader)) return byHeader;
  const byQuery = lowerCase(query);
  if (isBrandCode(byQuery)) return byQuery;
  return options.defaultBrand;
}
