import { isApiError } from "./api-error.ts";

/**
 * Codes that mean the session or the account can no longer be used (vehicle-area.md and
 * account-and-enrollment.md section 8): the app drops the session and shows the special error page.
 */
export const SESSION_ERROR_CODES = ["7403", "7405", "7406", "7435", "7602", "7021", "7606"] as const;
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/**
 * The account has not accepted the terms in force (a new version was published during the session):
 * the server refuses every call but the terms ones until they are accepted on /confirmTerms.
 */
export const TERMS_NOT_ACCEPTED_CODE = "7030";

/** The vehicle is unknown or no longer this account's: back to the vehicles list. */
export const VEHICLE_GONE_CODE = "7202";

export function isSessionErrorCode(code: string): code is SessionErrorCode {
  return (SESSION_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The session error `error` reports about the tab's session, or null. A call that went out before a
 * sign-out (which revokes its token) answers 7403: that is the sign-out, not an expired session.
 */
export function sessionErrorCodeOf(error: unknown): SessionErrorCode | null {
  return isApiError(error) && !error.sentWithEndedSession && isSessionErrorCode(error.errorCode) ? error.errorCode : null;
}

/** Where a session error sends the user: the special error page, which names the code's message. */
export function sessionErrorPath(code: SessionErrorCode): string {
  return `/error?code=${code}`;
}
