/** The remember-me cookie keeps the login e-mail for one day (account-and-enrollment.md section 9). */
export const REMEMBER_ME_COOKIE = "carport_login";
export const REMEMBER_ME_MINUTES = 1440;

/** The remembered e-mail in a `document.cookie` string, or null. */
export function parseRememberedEmail(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === REMEMBER_ME_COOKIE) {
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

/** The Set-Cookie text that remembers `email` (or forgets it when null). */
export function rememberMeCookie(email: string | null, secure: boolean): string {
  const attributes = ["Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  if (email === null) return [`${REMEMBER_ME_COOKIE}=`, "Max-Age=0", ...attributes].join("; ");
  return [`${REMEMBER_ME_COOKIE}=${encodeURIComponent(email)}`, `Max-Age=${REMEMBER_ME_MINUTES * 60}`, ...attributes].join("; ");
}

export function readRememberedEmail(): string | null {
  // Without a document (the sign-in page rendered at build time) nothing is remembered.
  return typeof document === "undefined" ? null : parseRememberedEmail(document.cookie);
}

export function writeRememberedEmail(email: string | null): void {
  document.cookie = rememberMeCookie(email, window.location.protocol === "https:");
}
