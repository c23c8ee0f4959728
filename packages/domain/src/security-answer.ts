import { z } from "zod";

/** Why a security answer was refused: empty, or containing whitespace (account-and-enrollment.md 5). */
export type SecurityAnswerReason = "SECURITY_ANSWER_REQUIRED" | "SECURITY_ANSWER_WHITESPACE";

/** The reason a security answer is refused, or null: it must be non-empty and hold no whitespace. */
export function securityAnswerReason(value: string | null | undefined): SecurityAnswerReason | null {
  if (value === null || value === undefined || value === "") return "SECURITY_ANSWER_REQUIRED";
  return /\s/.test(value) ? "SECURITY_ANSWER_WHITESPACE" : null;
}

/** True when the security answer holds no whitespace (and is not empty). */
export function isValidSecurityAnswer(value: string | null | undefined): boolean {
  return securityAnswerReason(value) === null;
}

/** Server-side security-answer check; the issue message is the SecurityAnswerReason key. */
export const securityAnswerSchema = z.string({ error: "SECURITY_ANSWER_REQUIRED" }).superRefine((value, ctx) => {
  const reason = securityAnswerReason(value);
  if (reason) ctx.addIssue({ code: "custom", message: reason });
});
