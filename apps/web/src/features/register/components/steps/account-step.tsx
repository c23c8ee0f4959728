import { useTranslation } from "react-i18next";
import { PasswordChecklist } from "../../../../components/password-checklist.tsx";
import { passwordChecklist } from "../../../../components/password-rules.ts";
import { PinField } from "../../../../components/pin-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { FieldHelpers } from "../../use-registration.ts";

/** regstep2: the sign-in e-mail, the password (twice) and the PIN. */
export function AccountStep({ form, set, refFor, error }: FieldHelpers) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("register.account.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set("email")}
        inputRef={refFor("email")}
        errorMessage={error("email")}
        isRequired
      />
      <TextField
        label={t("register.account.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set("password")}
        inputRef={refFor("password")}
        errorMessage={error("password")}
        blockClipboard
        describedBy="register-password-rules"
        isRequired
      />
      <PasswordChecklist
        id="register-password-rules"
        heading={t("register.account.passwordRules")}
        items={passwordChecklist("password", form.password, t)}
      />
      <TextField
        label={t("register.account.confirmPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        inputRef={refFor("confirmPassword")}
        errorMessage={error("confirmPassword")}
        blockClipboard
        isRequired
      />
      <PinField
        label={t("register.account.pin")}
        value={form.pin}
        onChange={set("pin")}
        inputRef={refFor("pin")}
        description={t("register.account.pinHelp")}
        errorMessage={error("pin")}
      />
    </>
  );
}
