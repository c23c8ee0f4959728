import type { FastifyInstance } from "fastify";
import { brandOfValue, parseLanguageId, type BrandCode } from "@carport/protocol";

/**
 * Decides each request's brand (host name, then `brand` header, then `?brand=`, then the default;
 * an unknown brand value is the further brand `other`)
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
  app.decorateRequest("commandAuthorization", null);
  app.addHook("onRequest", (request, _reply, done) => {
    // `?BRAND=` as account-and-enrollment.md writes datavalidator's (q BRAND).
    const query = queryValue(request.query, "brand") ?? queryValue(request.query, "BRAND");
    request.brand = brandOf(request.hostname, request.headers.brand, query, options);
    const lang = request.headers.language ?? queryValue(request.query, "lang");
    request.language = parseLanguageId(lang);
    done();
  });
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
  // Fastify's hostname carries no port; a name is matched whatever its case, and only as a name
  // configured (not "constructor" or any other property every object has).
  const byHost = hostBrand(options.brandHosts, hostname) ?? hostBrand(options.brandHosts, hostname.toLowerCase());
  if (byHost) return byHost;
  // Any brand value naming none of the brands is the further brand (account-and-enrollment.md 9).
  return brandOfValue(header) ?? brandOfValue(query) ?? options.defaultBrand;
}

function hostBrand(brandHosts: Record<string, BrandCode>, host: string): BrandCode | undefined {
  return Object.hasOwn(brandHosts, host) ? brandHosts[host] : undefined;
}
