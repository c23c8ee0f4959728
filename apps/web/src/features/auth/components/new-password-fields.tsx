import { passwordMatchesConfirmation } from "@carport/domain";
import { useId } from "react";
import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordChecklist } from "../../../components/password-checklist.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import type { MessageKey } from "../../../i18n/error-messages.ts";
import { meetsRules, passwordChecklist, type PasswordRuleSet } from "../../../components/password-rules.ts";

/** The two fields every new-password form has. */
export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

function newPasswordProblem(set: PasswordRuleSet, value: string): MessageKey | true {
  if (value === "") return "recovery.password.required";
  return meetsRules(set, value) ? true : "recovery.password.invalid";
}

function confirmationProblem(password: string, confirmation: string): MessageKey | true {
  if (confirmation === "") return "recovery.password.confirmRequired";
  return passwordMatchesConfirmation(password, confirmation) ? true : "recovery.password.mismatch";
}

/**
 * New password and its confirmation, with the rules of @carport/domain as a live checklist tied
 * to the field. Copy, cut, paste and drop are blocked on both (account-and-enrollment.md 5).
 */
export function NewPasswordFields<T extends NewPasswordForm>(props: { control: Control<T>; ruleSet: PasswordRuleSet }) {
  const { t } = useTranslation();
  const checklistId = useId();
  // Safe: T has both fields; react-hook-form cannot narrow a generic form to them by itself.
  const control = props.control as unknown as Control<NewPasswordForm>;
  const password = useWatch({ control, name: "newPassword" });
  return (
    <>
      <FormTextField
        control={control}
        name="newPassword"
        rules={{ validate: (value) => newPasswordProblem(props.ruleSet, value), deps: ["confirmPassword"] }}
        label={t("recovery.password.new")}
        type="password"
        autoComplete="new-password"
        isRequired
        blockClipboard
        description={t("recovery.password.hint")}
        describedBy={checklistId}
      />
      <PasswordChecklist
        id={checklistId}
        heading={t("recovery.password.rulesHeading")}
        items={passwordChecklist(props.ruleSet, password, t)}
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        rules={{ validate: (value, values) => confirmationProblem(values.newPassword, value) }}
        label={t("recovery.password.confirm")}
        type="password"
        autoComplete="new-password"
        isRequired
        blockClipboard
      />
    </>
  );
}
