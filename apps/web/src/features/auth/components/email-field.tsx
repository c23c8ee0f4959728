import { emailReason } from "@carport/domain";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import type { MessageKey } from "../../../i18n/error-messages.ts";

/** The e-mail rule of @carport/domain, answered as the catalogue key of its message. */
export function validateLoginId(value: string): MessageKey | true {
  switch (emailReason(value.trim())) {
    case null:
      return true;
    case "EMAIL_REQUIRED":
      return "login.errors.emailRequired";
    default:
      return "login.errors.emailInvalid";
  }
}

/** The account's e-mail address (`loginId`) of the sign-in and recovery forms. */
export function EmailField<T extends { loginId: string }>(props: { control: Control<T> }) {
  const { t } = useTranslation();
  // Safe: T has the field; react-hook-form cannot narrow a generic form to it by itself.
  const control = props.control as unknown as Control<{ loginId: string }>;
  return (
    <FormTextField
      control={control}
      name="loginId"
      rules={{ validate: validateLoginId }}
      label={t("login.email")}
      type="email"
      autoComplete="username"
      isRequired
    />
  );
}
