import type { AppOffer } from "./mobile-device.ts";

/** The remember-me cookie keeps the login e-mail for one day (account-and-enrollment.md section 9). */
export const REMEMBER_ME_COOKIE = "carport_login";
export const REMEMBER_ME_MINUTES = 1440;
/** The language the app last used in a browser, so the server draws the sign-in page in it before the app runs. */
export const LANGUAGE_COOKIE = "carport_lang";

/**
 * "Not now" on the login page's app offer, for the rest of the browser's visit (a session cookie),
 * so the server draws the sign-in page without the offer rather than the app hiding it after.
 */
export const MOBILE_OFFER_DISMISSED_COOKIE = "carport_app_offer";

/** One cookie's decoded value in a cookie string (`document.cookie`, a Cookie header), or null when absent or empty. */
export function readCookie(cookies: string | null | undefined, wanted: string): string | null {
  for (const part of (cookies ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === wanted) {
      try {
        const value = decodeURIComponent(rest.join("="));
        return value === "" ? null : value;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The remembered e-mail in a cookie string, or null. */
export function parseRememberedEmail(cookies: string | null | undefined): string | null {
  return readCookie(cookies, REMEMBER_ME_COOKIE);
}

/**
 * The e-mail the build draws into the sign-in page of a visitor whose browser remembers one; the
 * server puts the remembered e-mail in its place (HTML-escaped). A well-formed address, so the
 * page draws it as it would any, on a reserved domain no owner can have.
 */
export const REMEMBERED_EMAIL_PLACEHOLDER = "remembered-email@sign-in.invalid";

/** What a drawing of the sign-in page depends on besides its markup's language and brand. */
export interface SignInPageVariant {
  brand: string;
  language: "en" | "fr";
  /** The brand's app offered to a phone or tablet, by platform. */
  offer: AppOffer;
  /** The e-mail field filled and "remember me" ticked, from the remember-me cookie. */
  remembered: boolean;
}

/**
 * The key of one drawing of the sign-in page made at build time (`hacc/en`, `kci/fr/ios`,
 * `gen/en/remembered`). The server picks the drawing for a visitor by it and writes it on #root;
 * the browser app takes the drawing over only when its own first render has the same key.
 */
export function signInPageKey({ brand, language, offer, remembered }: SignInPageVariant): string {
  return [brand, language, ...(offer === "none" ? [] : [offer]), ...(remembered ? ["remembered"] : [])].join("/");
}
