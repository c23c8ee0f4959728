import { isApiError } from "../../api/api-error.ts";

/** The API code every one-time-code step of a sign-in carries (Canadian portals). */
export const MFA_API_CODE = "0107";

/** Where a sign-in code goes: e-mail or text message. */
export type OtpMethod = "E" | "S";

/** Digits in a one-time code. */
export const OTP_LENGTH = 6;

/** Wrong codes allowed per code sent (account-and-enrollment.md section 5: the client enforces 3). */
export const OTP_MAX_TRIES = 3;

/** The code a wrong one-time code answers, with the tries left in its errorDesc. */
export const WRONG_CODE = "7549";

/** What a typed or pasted code keeps: its digits, at most six ("123 456" pastes as 123456). */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/** Why a code cannot be sent yet, or null when it has its six digits. */
export function codeProblem(code: string): "required" | "format" | null {
  if (code === "") return "required";
  return /^\d{6}$/.test(code) ? null : "format";
}

/** The tries made with the code sent last; a new code starts again at 0. */
export interface CodeTries {
  used: number;
  /** The server said the code is dead (expired, used, or its tries spent). */
  exhausted: boolean;
}

export const NO_TRIES: CodeTries = { used: 0, exhausted: false };

/**
 * After a failed check: a wrong code (7549) uses a try, and the third, or an answer that names
 * no tries left, ends the code; the owner must ask for a new one. Other failures use no try.
 */
export function afterFailedCheck(tries: CodeTries, error: unknown): CodeTries {
  if (!isApiError(error) || error.errorCode !== WRONG_CODE) return tries;
  const used = tries.used + 1;
  const triesLeftNamed = /\d/.test(error.errorDesc);
  return { used, exhausted: used >= OTP_MAX_TRIES || !triesLeftNamed };
}
