import { emailReason } from "@carport/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { useUnlockAccountMutation } from "../api/unlock-account.ts";
import "../auth.css";

interface UnlockForm {
  loginId: string;
  authCode: string;
}

/**
 * logout.unlockAccount (/unlockAccount?loginId=&lang=), from the lock and fraud mails: the mailed
 * unlock code (`ulckacct`). A wrong or used code (7440) shows the server's message.
 */
export function UnlockAccountPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const linkedLoginId = params.get("loginId")?.trim() ?? "";
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const unlock = useUnlockAccountMutation();
  const { control, handleSubmit, formState } = useForm<UnlockForm>({
    defaultValues: { loginId: linkedLoginId, authCode: "" },
    shouldFocusError: true,
  });
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await unlock.mutateAsync({ loginId: values.loginId.trim(), authCode: values.authCode.trim() });
      setDone(true);
    } catch (error) {
      setFailure(errorMessageFor(error, "errors.7440"));
    }
  });

  if (done) {
    return (
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="unlock-heading">
          <PageHeading key="done" id="unlock-heading" title={t("recovery.unlock.doneTitle")} autoFocus>
            {t("recovery.unlock.doneTitle")}
          </PageHeading>
          <p role="status">{t("recovery.unlock.doneBody")}</p>
          <Link className="button button--primary" to="/login">
            {t("recovery.done.signIn")}
          </Link>
        </section>
      </div>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="unlock-heading">
        <PageHeading id="unlock-heading" title={t("recovery.unlock.title")}>
          {t("recovery.unlock.title")}
        </PageHeading>
        <p className="auth-card__intro">
          {linkedLoginId ? t("recovery.unlock.introFor", { email: linkedLoginId }) : t("recovery.unlock.intro")}
        </p>
        {failure && <Alert>{messageText(failure)}</Alert>}
        <form className="form" noValidate onSubmit={onSubmit}>
          {!linkedLoginId && (
            <Controller
              control={control}
              name="loginId"
              rules={{
                validate: (value) =>
                  emailReason(value.trim()) === null ||
                  (value.trim() === "" ? "login.errors.emailRequired" : "login.errors.emailInvalid"),
              }}
              render={({ field, fieldState }) => (
                <TextField
                  label={t("login.email")}
                  name={field.name}
                  type="email"
                  autoComplete="username"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  isRequired
                  errorMessage={fieldError(fieldState.error?.message)}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="authCode"
            rules={{ validate: (value) => value.trim() !== "" || "recovery.unlock.codeRequired" }}
            render={({ field, fieldState }) => (
              <TextField
                label={t("recovery.unlock.codeLabel")}
                name={field.name}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                isRequired
                errorMessage={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" className="button--block" isPending={busy}>
            {busy ? t("recovery.unlock.submitting") : t("recovery.unlock.submit")}
          </Button>
        </form>
        <div className="auth-card__secondary">
          <Link to="/forgotpw" state={{ loginId: linkedLoginId || undefined }}>
            {t("recovery.unlock.resetInstead")}
          </Link>
        </div>
      </section>
    </div>
  );
}
