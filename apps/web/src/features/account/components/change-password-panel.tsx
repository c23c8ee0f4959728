import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { ErrorMessage, MessageKey } from "../../../i18n/error-messages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@carport/domain";
import { useChangePasswordMutation } from "../api/security.ts";
import {
  checkPasswordForm,
  firstProblemField,
  PASSWORD_FIELDS,
  passwordChecklist,
  refusedPasswordChange,
  type PasswordField,
  type PasswordForm,
} from "../account-view.ts";
import { SavedStatus } from "./account-frame.tsx";
import { focusLater, useFieldRefs } from "./focus.ts";

const EMPTY: PasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password (`chngpsswd`): current, new and confirmation, copy and paste blocked; the new
 * password's rules are a live checklist. The server signs out every other session, and the
 * panel says so before and after.
 */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const change = useChangePasswordMutation();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<PasswordField, MessageKey>>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [done, setDone] = useState(false);
  const fieldRef = useFieldRefs<PasswordField>();
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: PasswordField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const refuse = (found: Partial<Record<PasswordField, MessageKey>>) => {
    setProblems(found);
    const first = firstProblemField(PASSWORD_FIELDS, found);
    if (first) focusLater(fieldRef(first));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    setDone(false);
    const found = checkPasswordForm(form);
    if (firstProblemField(PASSWORD_FIELDS, found)) {
      refuse(found);
      return;
    }
    try {
      await change.mutateAsync(form);
      setForm(EMPTY);
      setProblems({});
      setDone(true);
    } catch (error) {
      const refused = refusedPasswordChange(error);
      if (refused.kind === "field") {
        setFailure({ key: "account.errors.CHANGE_PASSWORD_FAILED" });
        refuse({ [refused.field]: refused.message });
      } else {
        setFailure(refused.message);
        focusLater(alertRef);
      }
    }
  };

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
    <section className="account-card" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t("account.security.password.heading")}</h2>
      <p className="account-card__note">{t("account.security.password.otherSessions")}</p>
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <div ref={alertRef} tabIndex={-1}>
            <Alert>{messageText(failure)}</Alert>
          </div>
        )}
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
        <div className="button-row">
          <Button type="submit" isPending={change.isPending}>
            {change.isPending ? t("account.saving") : t("account.security.password.submit")}
          </Button>
        </div>
        <SavedStatus message={done ? t("account.security.password.changed") : null} />
      </form>
    </section>
  );
}
