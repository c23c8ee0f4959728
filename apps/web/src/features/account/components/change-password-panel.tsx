import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field.tsx";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@carport/domain";
import { useChangePasswordMutation } from "../api/security.ts";
import {
  checkPasswordForm,
  PASSWORD_FIELDS,
  type PasswordField,
  passwordChecklist,
  refusedPasswordChange,
  type PasswordForm,
} from "../account-view.ts";
import { SecurityForm, useSecurityForm } from "./security-form.tsx";
import "../../../styles/cards.css";

const EMPTY: PasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password (`chngpsswd`): current, new and confirmation, copy and paste blocked; the new
 * password's rules are a live checklist. The server signs out every other session, and the
 * panel says so before and after.
 */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const change = useChangePasswordMutation();
  const state = useSecurityForm({
    empty: EMPTY,
    fields: PASSWORD_FIELDS,
    check: checkPasswordForm,
    save: change,
    refused: refusedPasswordChange,
    fieldRefusal: { key: "account.errors.CHANGE_PASSWORD_FAILED" },
  });
  const { form, set, problems, fieldRef } = state;

  const checklist = passwordChecklist(form.newPassword);
  const field = (name: PasswordField, autoComplete: string, describedRules = false) => (
    <TextField
      label={t(`account.security.password.fields.${name}`)}
      name={name}
      type="password"
      value={form[name]}
      onChange={set(name)}
      inputRef={fieldRef(name)}
      autoComplete={autoComplete}
      isRequired
      blockClipboard
      description={describedRules ? t("account.security.password.rulesHint") : undefined}
      errorMessage={problems[name] ? t(problems[name]) : undefined}
    />
  );

  return (
    <section className="card account-card" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t("account.security.password.heading")}</h2>
      <p className="account-card__note">{t("account.security.password.otherSessions")}</p>
      <SecurityForm
        state={state}
        isPending={change.isPending}
        submitLabel={t("account.security.password.submit")}
        savedMessage={state.done ? t("account.security.password.changed") : null}
      >
        {field("oldPassword", "current-password")}
        {field("newPassword", "new-password", true)}
        <ul className="password-rules" aria-label={t("account.security.password.rulesLabel")}>
          {checklist.map(({ rule, met }) => (
            <li key={rule} className={met ? "password-rules__item password-rules__item--met" : "password-rules__item"}>
              <span className="password-rules__mark" aria-hidden="true">
                {met ? "✓" : "•"}
              </span>
              {t(`account.security.password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
              <span className="visually-hidden">{met ? t("account.security.password.met") : t("account.security.password.notMet")}</span>
            </li>
          ))}
        </ul>
        {field("confirmPassword", "new-password")}
      </SecurityForm>
    </section>
  );
}
