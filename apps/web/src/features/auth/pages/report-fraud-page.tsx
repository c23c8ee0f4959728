import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { type ErrorMessage } from "../../../i18n/error-messages.ts";
import { recoveryFailure } from "../recovery-failure.ts";
import { checkFraudCode, useAnswerFraudQuestionMutation } from "../api/report-fraud.ts";
import { useSignOutEverywhereByFraudCodeMutation } from "../api/remove-all-tokens.ts";
import { OutcomeCard } from "../components/outcome-card.tsx";
import "../../../styles/auth.css";

/** The fraud code is unknown or expired. */
const CODE_NOT_VALID = "7440";

/** What the page opens with: the code checked, or why it could not be checked. */
type FraudCodeCheck = { ok: true } | { ok: false; message: ErrorMessage };

/** Step 1 before the page shows: an unknown or expired code (7440) is the not-found page. */
export async function reportFraudLoader({ params }: LoaderFunctionArgs): Promise<FraudCodeCheck> {
  const code = params.code?.trim();
  if (!code) throw redirect("/pagenotfound");
  try {
    await checkFraudCode(code);
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.errorCode === CODE_NOT_VALID) throw redirect("/pagenotfound");
    return { ok: false, message: recoveryFailure(error, "reportFraud") };
  }
}

type View = "question" | "thanks" | "reported" | "signedOut";

/**
 * logout.reportFraud (/reportFraud/:code), from the link in every sign-in-code and new-device
 * mail: "did you request this code?". Yes ends with thanks (step -1); no locks the account
 * (step 2) and offers to sign out everywhere (`rmalltkn` with the code).
 */
export function ReportFraudPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const check = useLoaderData<FraudCodeCheck>();
  const fraudCode = useParams().code ?? "";
  const [view, setView] = useState<View>("question");
  const [failure, setFailure] = useState<ErrorMessage | null>(check.ok ? null : check.message);
  const answer = useAnswerFraudQuestionMutation();
  const signOutEverywhere = useSignOutEverywhereByFraudCodeMutation();

  const onAnswer = async (requested: boolean) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ fraudCode, requested });
      setView(requested ? "thanks" : "reported");
    } catch (error) {
      setFailure(recoveryFailure(error, "reportFraud"));
    }
  };

  const onSignOutEverywhere = async () => {
    setFailure(null);
    try {
      await signOutEverywhere.mutateAsync(fraudCode);
      setView("signedOut");
    } catch (error) {
      setFailure(recoveryFailure(error, "reportFraud"));
    }
  };

  const heading = (title: string) => (
    <PageHeading key={view} id="fraud-heading" title={title} autoFocus={view !== "question"}>
      {title}
    </PageHeading>
  );
  const alert = failure && <Alert>{messageText(failure)}</Alert>;

  if (view === "thanks") {
    return (
      <OutcomeCard
        headingId="fraud-heading"
        title={t("recovery.fraud.thanksTitle")}
        body={t("recovery.fraud.thanksBody")}
        signInLabel={t("common.backToLogin")}
      />
    );
  }

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="fraud-heading">
        {view === "question" && (
          <>
            {heading(t("recovery.fraud.title"))}
            <p className="auth-card__intro">{t("recovery.fraud.intro")}</p>
            {alert}
            <div role="group" aria-labelledby="fraud-question" className="form">
              <p id="fraud-question" className="field__label">
                {t("recovery.fraud.question")}
              </p>
              <Button variant="secondary" className="button--block" isPending={answer.isPending} onPress={() => void onAnswer(true)}>
                {t("recovery.fraud.yes")}
              </Button>
              <Button variant="danger" className="button--block" isPending={answer.isPending} onPress={() => void onAnswer(false)}>
                {t("recovery.fraud.no")}
              </Button>
            </div>
          </>
        )}
        {view === "reported" && (
          <>
            {heading(t("recovery.fraud.reportedTitle"))}
            <p role="status">{t("recovery.fraud.reportedBody")}</p>
            {alert}
            <div className="form">
              <Button
                variant="danger"
                className="button--block"
                isPending={signOutEverywhere.isPending}
                onPress={() => void onSignOutEverywhere()}
              >
                {signOutEverywhere.isPending ? t("recovery.fraud.signingOut") : t("recovery.fraud.signOutEverywhere")}
              </Button>
              <Link className="button button--secondary button--block" to="/unlockAccount">
                {t("recovery.fraud.unlock")}
              </Link>
            </div>
          </>
        )}
        {view === "signedOut" && (
          <>
            {heading(t("recovery.fraud.doneTitle"))}
            <p role="status">{t("recovery.fraud.doneBody")}</p>
            <div className="form">
              <Link className="button button--primary button--block" to="/forgotpw">
                {t("recovery.fraud.resetPassword")}
              </Link>
              <Link className="button button--secondary button--block" to="/unlockAccount">
                {t("recovery.fraud.unlock")}
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
