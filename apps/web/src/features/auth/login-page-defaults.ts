import { readRememberedEmail } from "./remember-me.ts";

/**
 * The login page's first render is one of those rendered at build time (src/prerender/, one per
 * app offer): no e-mail is remembered on this browser to fill in.
 */
export function loginPageShowsDefaults(): boolean {
  return readRememberedEmail() === null;
}
