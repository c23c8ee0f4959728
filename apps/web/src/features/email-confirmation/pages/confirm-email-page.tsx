import { useQuery } from "@tanstack/react-query";
import { isConfirmationCodeShaped, normalizeConfirmationCode } from "@carport/domain";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { getAccessToken } from "../../../api/session.ts";
import { Button } from "../../../components/button.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { verifyAccountTokenQueryOptions } from "../../../session/account.ts";
import { useConfirmEmailMutation, useResendConfirmationMutation } from "../api/email-confirmation.ts";
import { takePendingConfirmationCode } from "../pending-code.ts";
import "../../../styles/auth.css";

interface ConfirmForm {
  code: string;
}

/**
 * /confirmEmail (where the confirmation mail's link leads, with ?code=): the signed-in owner
 * confirms the account's e-mail address with the mailed code (`cnfrmeml`), typed in or carried by
 * the link (then sent at once), or asks for a new one (`rsndcnfrmeml`). Until then adding a
 * vehicle and answering an invitation are refused (7022).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = getAccessToken();
  const verified = useQuery({ ...verifyAccountTokenQueryOptions(token ?? ""), enabled: token !== null });
  const confirmed = verified.data?.accountInformation.emailConfirmed === true;
  const email = verified.data?.accountInformation.email ?? "";
  const confirm = useConfirmEmailMutation();
  const resend = useResendConfirmationMutation();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [resent, setResent] = useState(false);
  const linked = useRef(params.get("code") ?? takePendingConfirmationCode());
  const { control, handleSubmit, formState } = useForm<ConfirmForm>({
    defaultValues: { code: linked.current ?? "" },
    shouldFocusError: true,
  });

  async function send(code: string) {
    setFailure(null);
    try {
      await confirm.mutateAsync(normalizeConfirmationCode(code));
    } catch (error) {
      setFailure(errorMessageFor(error, "errors.7023"));
    }
  }

  // The mail's link carries the code: it is sent once, as soon as the page opens.
  const sentLinked = useRef(false);
  useEffect(() => {
    const code = linked.current;
    if (sentLinked.current || !code || !verified.data || confirmed) return;
    sentLinked.current = true;
    if (isConfirmationCodeShaped(code)) void send(code);
  });

  const onSubmit = handleSubmit((values) => send(values.code));

  const onResend = async () => {
    setFailure(null);
    setResent(false);
    try {
      await resend.mutateAsync();
      setResent(true);
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  if (confirmed) {
    return (
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="confirm-email-heading">
          <PageHeading id="confirm-email-heading" title={t("emailConfirmation.doneTitle")} autoFocus>
            {t("emailConfirmation.doneTitle")}
          </PageHeading>
          <p role="status">{t("emailConfirmation.doneBody", { email })}</p>
          <Link className="button button--primary" to="/vehicles">
            {t("emailConfirmation.toVehicles")}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-email-heading">
        <PageHeading id="confirm-email-heading" title={t("emailConfirmation.title")}>
          {t("emailConfirmation.title")}
        </PageHeading>
        <p className="auth-card__intro">{t("emailConfirmation.intro", { email })}</p>
        <ServerErrorForm
          failure={failure}
          alerts={resent ? <p role="status">{t("emailConfirmation.resent", { email })}</p> : null}
          onSubmit={onSubmit}
          busy={formState.isSubmitting || confirm.isPending}
          submitLabel={t("emailConfirmation.submit")}
          submittingLabel={t("emailConfirmation.submitting")}
          after={
            <Button variant="secondary" className="button--block" onPress={onResend} isPending={resend.isPending}>
              {t("emailConfirmation.resend")}
            </Button>
          }
        >
          <FormTextField
            control={control}
            name="code"
            rules={{ validate: (value) => isConfirmationCodeShaped(value) || "emailConfirmation.codeFormat" }}
            label={t("emailConfirmation.codeLabel")}
            description={t("emailConfirmation.codeHelp")}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </ServerErrorForm>
      </section>
    </div>
  );
}
