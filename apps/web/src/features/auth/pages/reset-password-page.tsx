import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { PageHeading } from "../../../components/page-heading.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import { type ErrorMessage } from "../../../i18n/error-messages.ts";
import { recoveryFailure } from "../recovery-failure.ts";
import { useResetPasswordMutation } from "../api/reset-password.ts";
import { NewPasswordFields, type NewPasswordForm } from "../components/new-password-fields.tsx";
import { PasswordChanged } from "../components/password-changed.tsx";
import "../../../styles/auth.css";

/** The link's code is missing, used or expired. */
const LINK_NOT_VALID = "7440";

/**
 * logout.resetpw (/resetpw/:loginId?pin=&loginId=&lang=), from the mailed link: a new password
 * with the rules of @carport/domain as a live checklist, sent with the link's code (`rstpsswd`).
 * A link that no longer works (7440) is the not-found page.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
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
      setFailure(recoveryFailure(error, "resetPassword"));
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
        <ServerErrorForm
          failure={failure}
          onSubmit={onSubmit}
          busy={busy}
          submitLabel={t("recovery.reset.submit")}
          submittingLabel={t("recovery.reset.submitting")}
        >
          <NewPasswordFields control={control} ruleSet="password" />
        </ServerErrorForm>
      </section>
    </div>
  );
}
