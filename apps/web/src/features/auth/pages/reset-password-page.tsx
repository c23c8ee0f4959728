import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useResetPasswordMutation } from "../api/reset-password.ts";
import { NewPasswordFields, type NewPasswordForm } from "../components/new-password-fields.tsx";
import { PasswordChanged } from "../components/password-changed.tsx";
import "../auth.css";

/** The link's code is missing, used or expired. */
const LINK_NOT_VALID = "7440";

/**
 * logout.resetpw (/resetpw/:loginId?pin=&loginId=&lang=), from the mailed link: a new password
 * with the rules of @carport/domain as a live checklist, sent with the link's code (`rstpsswd`).
 * A link that no longer works (7440) is the not-found page.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pathLoginId = useParams().loginId;
  const authCode = params.get("pin")?.trim() ?? "";
  const loginId = params.get("loginId")?.trim() || pathLoginId?.trim() || undefined;
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const reset = useResetPasswordMutation();
  const { control, handleSubmit, formState } = useForm<NewPasswordForm>({
    defaultValues: { newPassword: "", confirmPassword: "" },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ authCode, newPassword: values.newPassword, ...(loginId ? { loginId } : {}) });
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.errorCode === LINK_NOT_VALID) {
        await navigate("/pagenotfound", { replace: true });
        return;
      }
      setFailure(errorMessageFor(error));
    }
  });

  if (done) return <PasswordChanged />;

  const busy = formState.isSubmitting;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-heading">
        <PageHeading id="reset-heading" title={t("recovery.reset.title")}>
          {t("recovery.reset.title")}
        </PageHeading>
        {loginId && <p className="auth-card__intro">{t("recovery.reset.forAccount", { email: loginId })}</p>}
        {failure && <Alert>{messageText(failure)}</Alert>}
        <form className="form" noValidate onSubmit={onSubmit}>
          <NewPasswordFields control={control} ruleSet="password" />
          <Button type="submit" className="button--block" isPending={busy}>
            {busy ? t("recovery.reset.submitting") : t("recovery.reset.submit")}
          </Button>
        </form>
      </section>
    </div>
  );
}
