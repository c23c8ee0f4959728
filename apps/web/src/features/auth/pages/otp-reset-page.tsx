import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import { type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { recoveryFailure } from "../recovery-failure.ts";
import { useResetPasswordByCodeMutation } from "../api/reset-password-by-otp.ts";
import { CodeField, validateCode } from "../components/code-field.tsx";
import { NewPasswordFields, type NewPasswordForm } from "../components/new-password-fields.tsx";
import { PasswordChanged } from "../components/password-changed.tsx";
import { afterFailedCheck, NO_TRIES, type CodeTries } from "../one-time-code.ts";
import "../../../styles/auth.css";

interface OtpResetForm extends NewPasswordForm {
  otp: string;
}

/**
 * logout.otp (/otp/:id), after "e-mail me a one-time code": the mailed 6-digit code and a new
 * password under the one-time-code rules (a letter, a digit, no whitespace), sent as
 * `rstpsswdotp` with the otpKey as id. Three wrong codes end the code: ask for a new one.
 */
export function OtpResetPage() {
  const { t } = useTranslation();
  const otpKey = useParams().id ?? "";
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [tries, setTries] = useState<CodeTries>(NO_TRIES);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const newCodeRef = useRef<HTMLAnchorElement>(null);
  const reset = useResetPasswordByCodeMutation();
  const { control, handleSubmit, formState, setValue } = useForm<OtpResetForm>({
    defaultValues: { otp: "", newPassword: "", confirmPassword: "" },
    shouldFocusError: true,
  });
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    if (tries.exhausted) return;
    setFailure(null);
    try {
      await reset.mutateAsync({ otp: values.otp, newPassword: values.newPassword, confirmPassword: values.confirmPassword, id: otpKey });
      setDone(true);
    } catch (error) {
      const next = afterFailedCheck(tries, error);
      setTries(next);
      setFailure(recoveryFailure(error, "otpReset"));
      if (next !== tries) {
        setValue("otp", "");
        if (!next.exhausted) codeRef.current?.focus();
        // With the tries used up the code field is disabled and the submit button gone: the way on is a new code.
        else requestAnimationFrame(() => newCodeRef.current?.focus());
      }
    }
  });

  if (done) return <PasswordChanged />;

  const busy = formState.isSubmitting;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="otp-reset-heading">
        <PageHeading id="otp-reset-heading" title={t("recovery.otpReset.title")}>
          {t("recovery.otpReset.title")}
        </PageHeading>
        <p className="auth-card__intro">{t("recovery.otpReset.intro")}</p>
        <ServerErrorForm
          failure={failure}
          alerts={tries.exhausted && <Alert>{t("recovery.code.exhausted")}</Alert>}
          onSubmit={onSubmit}
          busy={busy}
          submitLabel={t("recovery.otpReset.submit")}
          submittingLabel={t("recovery.otpReset.submitting")}
          hideSubmit={tries.exhausted}
        >
          <Controller
            control={control}
            name="otp"
            rules={{ validate: validateCode }}
            render={({ field, fieldState }) => (
              <CodeField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={(element) => {
                  field.ref(element);
                  codeRef.current = element;
                }}
                isDisabled={tries.exhausted}
                errorMessage={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <NewPasswordFields control={control} ruleSet="otpPassword" />
        </ServerErrorForm>
        <div className="auth-card__secondary">
          <Link ref={newCodeRef} className={tries.exhausted ? "button button--primary" : undefined} to="/forgotpw">
            {t("recovery.otpReset.newCode")}
          </Link>
        </div>
      </section>
    </div>
  );
}
