import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeading } from "../../../components/page-heading.tsx";
import { RadioGroupField } from "../../../components/radio-group-field.tsx";
import { type ErrorMessage } from "../../../i18n/error-messages.ts";
import { recoveryFailure } from "../recovery-failure.ts";
import { useRequestResetLinkMutation } from "../api/forgot-password.ts";
import { useRequestResetCodeMutation } from "../api/verify-account-for-otp.ts";
import "../../../styles/auth.css";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import { EmailField } from "../components/email-field.tsx";
import { OutcomeCard } from "../components/outcome-card.tsx";

type Method = "link" | "code";

interface ForgotForm {
  loginId: string;
  lastName: string;
}

/**
 * logout.forgotpw: a reset link by e-mail (`frgtpsswd`, then "check your e-mail" whether or not
 * the account exists), or a one-time code (`vrfyacctotp` with the last name, then /otp/<otpKey>).
 * Neither way tells whether an account uses the address.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefill = ((useLocation().state ?? {}) as { loginId?: string }).loginId ?? "";
  const [method, setMethod] = useState<Method>("link");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const resetLink = useRequestResetLinkMutation();
  const resetCode = useRequestResetCodeMutation();
  const { control, handleSubmit, formState } = useForm<ForgotForm>({
    defaultValues: { loginId: prefill, lastName: "" },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const loginId = values.loginId.trim();
    try {
      if (method === "link") {
        await resetLink.mutateAsync(loginId);
        setSentTo(loginId);
      } else {
        const { otpKey } = await resetCode.mutateAsync({ userAccount: loginId, lastName: values.lastName.trim() });
        await navigate(`/otp/${encodeURIComponent(otpKey)}`);
      }
    } catch (error) {
      setFailure(recoveryFailure(error, "forgotPassword"));
    }
  });

  if (sentTo !== null) {
    return (
      <OutcomeCard
        headingId="forgot-heading"
        title={t("recovery.forgot.checkMailTitle")}
        body={t("recovery.forgot.checkMailBody", { email: sentTo })}
        signInLabel={t("common.backToLogin")}
      />
    );
  }

  const busy = formState.isSubmitting;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-heading">
        <PageHeading id="forgot-heading" title={t("recovery.forgot.title")}>
          {t("recovery.forgot.title")}
        </PageHeading>
        <p className="auth-card__intro">{t("recovery.forgot.intro")}</p>
        <ServerErrorForm
          failure={failure}
          onSubmit={onSubmit}
          busy={busy}
          submitLabel={t("recovery.forgot.submit")}
          submittingLabel={t("recovery.forgot.submitting")}
        >
          <EmailField control={control} />
          <RadioGroupField
            name="resetMethod"
            label={t("recovery.forgot.methodLabel")}
            value={method}
            onChange={setMethod}
            options={[
              { value: "link", label: t("recovery.forgot.byLink"), description: t("recovery.forgot.byLinkDescription") },
              { value: "code", label: t("recovery.forgot.byCode"), description: t("recovery.forgot.byCodeDescription") },
            ]}
          />
          {method === "code" && (
            <FormTextField
              control={control}
              name="lastName"
              shouldUnregister
              rules={{ validate: (value) => value.trim() !== "" || "recovery.forgot.lastNameRequired" }}
              label={t("recovery.forgot.lastName")}
              autoComplete="family-name"
              isRequired
            />
          )}
        </ServerErrorForm>
        <div className="auth-card__secondary">
          <Link to="/login">{t("common.backToLogin")}</Link>
        </div>
      </section>
    </div>
  );
}
