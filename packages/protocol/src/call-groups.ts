import type { CallId } from "./call-table.ts";

/**
 * Lists of calls that a gate treats alike, typed against the call table (beside it, not in the
 * calls/ files the table is built from: that would be a circle of files).
 */

/**
 * The calls an account makes only once its e-mail address is confirmed (7022 otherwise): adding a
 * vehicle, and seeing, accepting or declining a second-driver invitation sent to its address.
 */
export const CONFIRMED_EMAIL_CALLS = [
  "addVehicle",
  "inCarAddVehicle",
  "invitation",
  "invitationAccept",
  "invitationDecline",
] as const satisfies readonly CallId[];

/**
 * The signed-in calls an account whose current terms are unaccepted may still make (every other
 * one answers 7030): the terms themselves, the token check and signing out. Signing in is
 * anonymous and so never gated.
 */
export const TERMS_EXEMPT_CALLS = ["logout", "verifyAccountToken", "termsVerify", "termsConfirm"] as const satisfies readonly CallId[];
