import { parseRememberedEmail, REMEMBER_ME_COOKIE, REMEMBER_ME_MINUTES } from "@carport/domain";

/** The Set-Cookie text that remembers `email` (or forgets it when null). */
export function rememberMeCookie(email: string | null, secure: boolean): string {
  const attributes = ["Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  if (email === null) return [`${REMEMBER_ME_COOKIE}=`, "Max-Age=0", ...attributes].join("; ");
  return [`${REMEMBER_ME_COOKIE}=${encodeURIComponent(email)}`, `Max-Age=${REMEMBER_ME_MINUTES * 60}`, ...attributes].join("; ");
}

/** Set while the build draws the sign-in page of a visitor with a remembered e-mail (src/prerender/). */
let emailForPrerender: string | null = null;

export function setRememberedEmailForPrerender(email: string | null): void {
  emailForPrerender = email;
}

export function readRememberedEmail(): string | null {
  if (typeof document === "undefined") return emailForPrerender;
  return parseRememberedEmail(document.cookie);
}

export function writeRememberedEmail(email: string | null): void {
  document.cookie = rememberMeCookie(email, window.location.protocol === "https:");
}
