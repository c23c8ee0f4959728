/**
 * A message the next login page shows once: after a sign-out that the server answered with
 * 1010, the login page says the session expired (account-and-enrollment.md section 8).
 */
let pending: "7403" | null = null;

export function setLoginNotice(code: "7403"): void {
  pending = code;
}

export function takeLoginNotice(): "7403" | null {
  const notice = pending;
  pending = null;
  return notice;
}
