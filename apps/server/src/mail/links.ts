import type { BrandCode } from "@carport/protocol";

/** Builds the address of a browser page for a brand: mails link to these. */
export type LinkBuilder = (brand: BrandCode, path: string, query?: Record<string, string>) => string;

/**
 * Links start at PUBLIC_URL; when BRAND_HOSTS names a host for the brand, that host replaces
 * PUBLIC_URL's (same scheme and port), so each brand's owners land on their brand's site.
 */
export function createLinkBuilder(publicUrl: string, brandHosts: Record<string, BrandCode>): LinkBuilder {
  const hostOfBrand = new Map<BrandCode, string>();
  for (const [host, brand] of Object.entries(brandHosts)) if (!hostOfBrand.has(brand)) hostOfBrand.set(brand, host);
  return (brand, path, query = {}) => {
    const url = new URL(publicUrl);
    const host = hostOfBrand.get(brand);
    if (host) url.hostname = host;
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
    url.search = new URLSearchParams(query).toString();
    return url.toString();
  };
}
