import { isApiError } from "../../api/api-error.ts";
import { isSessionErrorCode } from "../../api/session-errors.ts";
import { errorMessageFor, type ErrorMessage } from "../../i18n/error-messages.ts";

/** Codes that lock the account: the lock screen shows the server's message (section 8). */
export const LOCK_CODES = ["7402", "7530"] as const;
export type LockCode = (typeof LOCK_CODES)[number];

/** A sign-in from a browser the account has not confirmed: the one-time-code steps follow. */
export const NEW_DEVICE_CODE = "7110";

/** What the login page does with a failed sign-in (`lgnV2`, or `mfa/genmfatkn` after a code). */
export type LoginFailure =
  | { kind: "locked"; code: LockCode; message: string }
  | { kind: "newDevice" }
  /** A session or account-state code: the global handling opens the special error page. */
  | { kind: "handledGlobally" }
  | { kind: "message"; message: ErrorMessage };

function isLockCode(code: string): code is LockCode {
  return (LOCK_CODES as readonly string[]).includes(code);
}

export function loginFailure(error: unknown): LoginFailure {
  if (isApiError(error)) {
    if (isLockCode(error.errorCode)) return { kind: "locked", code: error.errorCode, message: error.errorDesc };
    if (error.errorCode === NEW_DEVICE_CODE) return { kind: "newDevice" };
    if (isSessionErrorCode(error.errorCode)) return { kind: "handledGlobally" };
  }
  return { kind: "message", message: errorMessageFor(error, "errors.AUTHENTICATION_FAILED") };
}

/**
 * Whether the next attempt needs a captcha, from an answer's `captchayn` header: true (Y),
 * false (N), or null when the answer had none (a transport failure: nothing changes).
 */
export function captchaRequiredBy(headers: Headers | null | undefined): boolean | null {
  const value = headers?.get("captchayn")?.trim().toUpperCase();
  if (value === "Y") return true;
  if (value === "N") return false;
  return null;
}

/** What the lock screen receives: the code and message, and the login id for the unlock and reset pages. */
export interface LockScreenState {
  code: LockCode;
  message: string;
  loginId: string;
}
