/**
 * A message the next login page shows once (account-and-enrollment.md section 8): after a
 * sign-out the server answered with 1010, the session expired (7403); after the idle timeout;
 * after "sign out everywhere".
 */
export type LoginNotice = "7403" | "idle" | "everywhere";

let pending: LoginNotice | null = null;

export function setLoginNotice(notice: LoginNotice): void {
  pending = notice;
}

/**
 * The notice waiting for the login page, left in place: a render may be thrown away and run again
 * (a navigation is a transition), so reading must not consume it. `clearLoginNotice` does, once the
 * page is on screen.
 */
export function peekLoginNotice(): LoginNotice | null {
  return pending;
}

export function clearLoginNotice(): void {
  pending = null;
}
