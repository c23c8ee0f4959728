import { isApiError } from "../../api/api-error.ts";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../i18n/error-messages.ts";

/** The recovery screens' defaults (account-and-enrollment.md 8), one per screen. */
export const RECOVERY_DEFAULTS = {
  forgotPassword: "errors.PASSWORD_RESET_FAILED",
  resetPassword: "errors.PASSWORD_RESET_FAILED",
  otpReset: "errors.PASSWORD_RESET_FAILED_BY_OTP",
  unlockAccount: "errors.UNLOCK_ACCOUNT_FAILED",
  reportFraud: "errors.SYSTEM_ERROR_OCCURRED",
} as const satisfies Record<string, MessageKey>;

/** Codes of a locked account: too many failed sign-ins or codes (7402), a fraud report (7530). */
const ACCOUNT_LOCKED = new Set(["7402", "7530"]);
/** A recovery code or page that is no longer valid. */
const ACCESS_NOT_VALID = "7440";

/**
 * A recovery screen's failure: the server's text when it gave one; without it a locked account is
 * OPT_ACCOUNT_LOCKED and a recovery access no longer valid RESET_PASSWORD_INVALID_ACCESS; a
 * transport failure or anything else the screen's own default.
 */
export function recoveryFailure(error: unknown, screen: keyof typeof RECOVERY_DEFAULTS): ErrorMessage {
  if (isApiError(error) && !error.isTransport && !error.errorDesc) {
    if (ACCOUNT_LOCKED.has(error.errorCode)) return { key: "errors.OPT_ACCOUNT_LOCKED" };
    if (error.errorCode === ACCESS_NOT_VALID) return { key: "errors.RESET_PASSWORD_INVALID_ACCESS" };
  }
  return errorMessageFor(error, RECOVERY_DEFAULTS[screen]);
}
