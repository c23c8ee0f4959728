import {
  otpPasswordFailures,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordFailures,
  type OtpPasswordRule,
  type PasswordRule,
} from "@carport/domain";
import type { TFunction } from "i18next";
import type { ChecklistItem } from "../../components/password-checklist.tsx";

/** Which rules a new password follows: the full rules (reset by link) or the one-time-code ones (reset by code). */
export type PasswordRuleSet = "password" | "otpPassword";

/** The one-time-code password rules in the order the checklist shows them (@carport/domain checks them). */
const OTP_PASSWORD_RULES = ["letter", "number", "whitespace"] as const satisfies readonly OtpPasswordRule[];

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

/** The rules of a set and the ones `value` breaks, from @carport/domain. */
export function brokenRules(set: PasswordRuleSet, value: string): { rules: readonly (PasswordRule | OtpPasswordRule)[]; broken: Set<string> } {
  return set === "password"
    ? { rules: PASSWORD_RULES, broken: new Set(passwordFailures(value)) }
    : { rules: OTP_PASSWORD_RULES, broken: new Set(otpPasswordFailures(value)) };
}

/** The live checklist of a new password: every rule of the set, met or not. */
export function passwordChecklist(set: PasswordRuleSet, value: string, t: TFunction): ChecklistItem[] {
  const { rules, broken } = brokenRules(set, value);
  return rules.map((rule) => ({ id: rule, label: ruleLabel(t, rule), met: !broken.has(rule) }));
}

/** True when the password meets every rule of the set. */
export function meetsRules(set: PasswordRuleSet, value: string): boolean {
  return brokenRules(set, value).broken.size === 0;
}
