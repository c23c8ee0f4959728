import { emailReason } from "@carport/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { isSessionErrorCode } from "../../../api/session-errors.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { useLoginMutation } from "../api/login.ts";
import { readLoginParams, type LoginParams } from "../login-params.ts";
import { takeLoginNotice } from "../login-notice.ts";
import { readRememberedEmail, writeRememberedEmail } from "../remember-me.ts";
import { startSignedInSession } from "../start-signed-in-session.ts";
import "../auth.css";

interface LoginForm {
  loginId: string;
  password: string;
  rememberMe: boolean;
}

/** Codes that lock the account: the lock notice shows the server's message (section 8). */
const LOCK_CODES = new Set(["7402", "7530"]);

/** The e-mail rule of @carport/domain, answered as the catalogue key of its message. */
function validateLoginId(value: string): MessageKey | true {
  switch (emailReason(value.trim())) {
    case null:
      return true;
    case "EMAIL_REQUIRED":
      return "login.errors.emailRequired";
    default:
      return "login.errors.emailInvalid";
  }
}

function validatePassword(value: string): MessageKey | true {
  return value === "" ? "login.errors.passwordRequired" : true;
}

/** home.login: e-mail and password sign-in, remember me, and the ways to register or recover. */
export function LoginPage({ onSignedIn }: { onSignedIn: (params: LoginParams) => Promise<void> }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [notice] = useState(() => takeLoginNotice());
  const [remembered] = useState(() => readRememberedEmail());
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { loginId: remembered ?? "", password: "", rememberMe: remembered !== null },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const loginId = values.loginId.trim();
    try {
      const result = await login.mutateAsync({ loginId, password: values.password });
      writeRememberedEmail(values.rememberMe ? loginId : null);
      await startSignedInSession(result);
      await onSignedIn(readLoginParams(searchParams));
    } catch (error) {
      if (isApiError(error) && LOCK_CODES.has(error.errorCode)) {
        await navigate("/accountLock", { state: { code: error.errorCode, message: error.errorDesc } });
        return;
      }
      // Session and account-state codes lead to the special error page (global handling).
      if (isApiError(error) && isSessionErrorCode(error.errorCode)) return;
      setFailure(errorMessageFor(error, "errors.AUTHENTICATION_FAILED"));
    }
  });

  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined);
  const busy = formState.isSubmitting;

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-heading">
        <PageHeading id="login-heading" title={t("login.title")}>
          {t("login.title")}
        </PageHeading>
        <p className="auth-card__intro">{t("login.intro")}</p>
        {notice && <Alert tone="info">{t("errors.7403")}</Alert>}
        {failure && <Alert>{messageText(failure)}</Alert>}
        <form className="form" noValidate onSubmit={onSubmit}>
          <Controller
            control={control}
            name="loginId"
            rules={{ validate: validateLoginId }}
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
          <Controller
            control={control}
            name="password"
            rules={{ validate: validatePassword }}
            render={({ field, fieldState }) => (
              <TextField
                label={t("login.password")}
                name={field.name}
                type="password"
                autoComplete="current-password"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                isRequired
                blockClipboard
                description={t("login.passwordHint")}
                errorMessage={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange}>
                {t("login.rememberMe")}
              </Checkbox>
            )}
          />
          <Button type="submit" className="button--block" isPending={busy}>
            {busy ? t("login.submitting") : t("login.submit")}
          </Button>
        </form>
        <div className="auth-card__secondary">
          <Button variant="quiet" onPress={() => void navigate("/forgotpw")}>
            {t("login.forgotPassword")}
          </Button>
          <p className="auth-card__register">
            <span>{t("login.noAccount")}</span>
            <Button variant="secondary" onPress={() => void navigate("/register")}>
              {t("login.register")}
            </Button>
          </p>
        </div>
      </section>
    </div>
  );
}
