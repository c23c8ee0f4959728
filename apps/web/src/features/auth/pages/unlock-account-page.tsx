import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading.tsx";
import { type ErrorMessage } from "../../../i18n/error-messages.ts";
import { recoveryFailure } from "../recovery-failure.ts";
import { useUnlockAccountMutation } from "../api/unlock-account.ts";
import "../../../styles/auth.css";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import { EmailField } from "../components/email-field.tsx";
import { OutcomeCard } from "../components/outcome-card.tsx";

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
  const [params] = useSearchParams();
  const linkedLoginId = params.get("loginId")?.trim() ?? "";
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const unlock = useUnlockAccountMutation();
  const { control, handleSubmit, formState } = useForm<UnlockForm>({
    defaultValues: { loginId: linkedLoginId, authCode: "" },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await unlock.mutateAsync({ loginId: values.loginId.trim(), authCode: values.authCode.trim() });
      setDone(true);
    } catch (error) {
      setFailure(recoveryFailure(error, "unlockAccount"));
    }
  });

  if (done) {
    return (
      <OutcomeCard
        headingId="unlock-heading"
        title={t("recovery.unlock.doneTitle")}
        body={t("recovery.unlock.doneBody")}
        signInLabel={t("recovery.done.signIn")}
      />
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
        <ServerErrorForm
          failure={failure}
          onSubmit={onSubmit}
          busy={busy}
          submitLabel={t("recovery.unlock.submit")}
          submittingLabel={t("recovery.unlock.submitting")}
        >
          {!linkedLoginId && <EmailField control={control} />}
          <FormTextField
            control={control}
            name="authCode"
            rules={{ validate: (value) => value.trim() !== "" || "recovery.unlock.codeRequired" }}
            label={t("recovery.unlock.codeLabel")}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
        </ServerErrorForm>
        <div className="auth-card__secondary">
          <Link to="/forgotpw" state={{ loginId: linkedLoginId || undefined }}>
            {t("recovery.unlock.resetInstead")}
          </Link>
        </div>
      </section>
    </div>
  );
}
