import {
  otpPasswordChecklist,
  otpPasswordFailures,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChecklist as fullPasswordChecklist,
  passwordFailures,
  type OtpPasswordRule,
  type PasswordRule,
} from "@carport/domain";
import type { TFunction } from "i18next";
import type { ChecklistItem } from "./password-checklist.tsx";

/** Which rules a new password follows: the full rules (reset by link) or the one-time-code ones (reset by code). */
export type PasswordRuleSet = "password" | "otpPassword";

/** The checklist text of each rule, written out so a search finds every key. */
function ruleLabel(t: TFunction, rule: PasswordRule | OtpPasswordRule): string {
  switch (rule) {
    case "minLength":
      return t("recovery.password.rules.minLength", { count: PASSWORD_MIN_LENGTH });
    case "maxLength":
      return t("recovery.password.rules.maxLength", { count: PASSWORD_MAX_LENGTH });
    case "number":
      return t("recovery.password.rules.number");
    case "uppercase":
      return t("recovery.password.rules.uppercase");
    case "special":
      return t("recovery.password.rules.special");
    case "forbidden":
      return t("recovery.password.rules.forbidden");
    case "repetitive":
      return t("recovery.password.rules.repetitive");
    case "letter":
      return t("recovery.password.rules.letter");
    case "whitespace":
      return t("recovery.password.rules.whitespace");
  }
}

/** The live checklist of a new password: every rule of the set, met or not (none met while empty). */
export function passwordChecklist(set: PasswordRuleSet, value: string, t: TFunction): ChecklistItem[] {
  const checks = set === "password" ? fullPasswordChecklist(value) : otpPasswordChecklist(value);
  return checks.map(({ rule, met }) => ({ id: rule, label: ruleLabel(t, rule), met }));
}

/** True when the password meets every rule of the set. */
export function meetsRules(set: PasswordRuleSet, value: string): boolean {
  return (set === "password" ? passwordFailures(value) : otpPasswordFailures(value)).length === 0;
}
