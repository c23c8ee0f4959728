import { CALLS, type CallDefinition, type CallId } from "./call-table.ts";
import { CALL_HANDLER_ERROR_CODES } from "./call-error-codes.ts";
import { CONFIRMED_EMAIL_CALLS, TERMS_EXEMPT_CALLS } from "./call-groups.ts";
import type { ErrorCode } from "./error-codes.ts";

/** A wrong PIN answers 7310 to 7314 by the tries left, then 7316 (locked); 7315 is the catalogue's last-try wording. */
const WRONG_PIN_CODES: readonly ErrorCode[] = ["7310", "7311", "7312", "7313", "7314", "7315", "7316"];

/**
 * The error codes a call may answer in the envelope (`error.errorCode`), sorted: those of the checks
 * its definition puts it through (the session: 7403 expired or unknown token, 7602 signed out
 * elsewhere, 7405 deactivated account; the current terms, 7030; a confirmed e-mail address, 7022;
 * the vehicle, 7202; a remote command's pAuth, 7317; the request's shape, 7998; the anonymous rate
 * limit, 7429), and those its own handler may answer (CALL_HANDLER_ERROR_CODES, read from the server).
 * 7999 (the server failed) may answer any call.
 */
export function callErrorCodes(id: CallId): ErrorCode[] {
  const call: CallDefinition = CALLS[id];
  const codes = new Set<ErrorCode>(["7998", ...(CALL_HANDLER_ERROR_CODES[id] ?? [])]);
  if (call.access === "anonymous") codes.add("7429");
  else {
    for (const code of ["7403", "7602", "7405"] as const) codes.add(code);
    if (!(TERMS_EXEMPT_CALLS as readonly CallId[]).includes(id)) codes.add("7030");
    if ((CONFIRMED_EMAIL_CALLS as readonly CallId[]).includes(id)) codes.add("7022");
  }
  if (call.vehicleScoped) codes.add("7202");
  if (call.pinAuthorized) codes.add("7317");
  if (id === "verifyPin") for (const code of WRONG_PIN_CODES) codes.add(code);
  return [...codes].sort();
}
