import type { RemoteTransaction } from "@carport/protocol";
import { isApiError } from "../../api/api-error.ts";
import { isSessionErrorCode, VEHICLE_GONE_CODE } from "../../api/session-errors.ts";
import { errorMessageFor, type ErrorMessage } from "../../i18n/error-messages.ts";
import { COMMAND_FAILED_KEY, COMMAND_TEXTS, isTransactionComplete, isTransactionSuccess, type CommandName } from "./commands.ts";

/** How a command ended: its success message, or why it failed. */
export type CommandOutcome = { kind: "success"; message: ErrorMessage } | { kind: "failure"; message: ErrorMessage };

/**
 * The outcome of a complete transaction, null while it is pending: success shows the command's
 * message; a failure shows apiFailureReason, else PREVIOUS_REQUEST_WAS_FAILED (spec section 8).
 */
export function transactionOutcome(transaction: RemoteTransaction, name: CommandName): CommandOutcome | null {
  if (!isTransactionComplete(transaction)) return null;
  if (isTransactionSuccess(transaction)) return { kind: "success", message: { key: COMMAND_TEXTS[name].success } };
  const reason = transaction.apiFailureReason?.trim();
  return { kind: "failure", message: reason ? { text: reason } : { key: COMMAND_FAILED_KEY } };
}

/** The outcome when asking about a command failed for good (the server no longer knows it). */
export function pollingFailure(): CommandOutcome {
  return { kind: "failure", message: { key: COMMAND_FAILED_KEY } };
}

/** The error pages of refused commands (vehicle-area.md section 2). */
export const REMOTE_ERROR_PAGES = {
  "7700": "/remote/error/anothersession",
  "7701": "/remote/error/dailylimit",
  "7702": "/remote/error/notenrolled",
} as const;

/** What a refused command call leads to. */
export type CommandRefusal =
  /** Another command, the daily limit, no enrollment: the matching error page. */
  | { kind: "redirect"; to: (typeof REMOTE_ERROR_PAGES)[keyof typeof REMOTE_ERROR_PAGES] }
  /** 7317: the PIN authorization is missing or expired; the PIN popup opens again. */
  | { kind: "reauthorize"; message: ErrorMessage }
  /** The app's global handling already acts (session codes, 7202). */
  | { kind: "handled" }
  /** Anything else: a message on the submit view (7705 among them). */
  | { kind: "message"; message: ErrorMessage };

/** The refusal of a command call, from its error (spec section 8). */
export function commandRefusal(error: unknown): CommandRefusal {
  if (!isApiError(error)) return { kind: "message", message: { key: COMMAND_FAILED_KEY } };
  const code = error.errorCode;
  if (Object.hasOwn(REMOTE_ERROR_PAGES, code)) {
    return { kind: "redirect", to: REMOTE_ERROR_PAGES[code as keyof typeof REMOTE_ERROR_PAGES] };
  }
  if (code === "7317") return { kind: "reauthorize", message: errorMessageFor(error, "errors.7317") };
  if (isSessionErrorCode(code) || code === VEHICLE_GONE_CODE) return { kind: "handled" };
  return { kind: "message", message: errorMessageFor(error, COMMAND_FAILED_KEY) };
}

/** The wrong-PIN codes that let the owner try again; 7316 locks the PIN (spec section 8). */
const WRONG_PIN_CODES = new Set(["7310", "7311", "7312", "7313", "7314", "7315"]);
export const PIN_LOCKED_CODE = "7316";
/** Attempts the locked popup shows: the PIN locks after five (vehicle-area.md section 9). */
export const PIN_MAX_ATTEMPTS = 5;

/** What the PIN popup shows after `vrfypin` refused the PIN. */
export interface PinProblem {
  message: ErrorMessage;
  /** The PIN is locked: no more tries until it is reset. */
  locked: boolean;
}

/**
 * The popup's message for a refused PIN: the server's text for a wrong PIN, the locked state
 * for 7316, the usual failure text otherwise; null when the global handling takes over.
 */
export function pinProblem(error: unknown): PinProblem | null {
  if (!isApiError(error)) return { message: { key: COMMAND_FAILED_KEY }, locked: false };
  const code = error.errorCode;
  if (code === PIN_LOCKED_CODE) return { message: errorMessageFor(error, "errors.7316"), locked: true };
  if (WRONG_PIN_CODES.has(code)) return { message: errorMessageFor(error, "errors.7314"), locked: false };
  if (isSessionErrorCode(code) || code === VEHICLE_GONE_CODE) return null;
  return { message: errorMessageFor(error, COMMAND_FAILED_KEY), locked: false };
}
