import { BRAND_NAMES, type BrandCode } from "@carport/protocol";

/** The fallback colours of the manifest: apps/web's default header and page. */
const DEFAULT_COLOURS = { header: "#0b2a3f", page: "#f4f7fa" };

function tokenOf(brandColorsCss: string | null, token: string): string | null {
  return new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{3,8})\\b`).exec(brandColorsCss ?? "")?.[1] ?? null;
}

/**
 * The web app manifest of a brand's portal, so it installs on a phone under the brand's name and
 * colours (from the build's brand colour tokens, apps/web/src/brands).
 */
export function appManifest(brand: BrandCode, brandColorsCss: string | null) {
  const name = BRAND_NAMES[brand];
  return {
    name,
    short_name: name.split(" ")[0],
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: tokenOf(brandColorsCss, "header") ?? DEFAULT_COLOURS.header,
    background_color: tokenOf(brandColorsCss, "page") ?? DEFAULT_COLOURS.page,
    // The brand's own icons, drawn from one SVG per brand (scripts/brand-icons.ts).
    icons: [
      { src: `/icons/${brand}.svg`, sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: `/icons/${brand}-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `/icons/${brand}-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: `/icons/${brand}-maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
