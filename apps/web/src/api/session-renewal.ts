/**
 * An expired session asks for the password in place: a call that finds the token expired (7403)
 * waits here while the app's dialog asks, then goes out again with the new token. One request
 * at a time: every call that failed meanwhile waits for the same answer.
 */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;
let pending: Promise<boolean> | null = null;

/** The app's dialog; none (signed-out pages, tests): an expired session is not renewed in place. */
export function setSessionRenewalAsker(next: Asker | null): void {
  asker = next;
}

/** Asks the owner to sign in again; true once a new session is started, false when they would not. */
export function renewExpiredSession(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker().finally(() => {
    pending = null;
  });
  return pending;
}
