import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BRANDS } from "../../../brands/brands.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { useConfirmTermsMutation } from "../api/confirm-terms.ts";
import { termsQueryOptions } from "../api/get-terms.ts";
import "../terms.css";

/**
 * cwp.terms (/confirmTerms): the current terms and privacy policy; accepting them lets the
 * sign-in continue (`onConfirmed` records the acceptance in the session), declining signs out.
 */
export function ConfirmTermsPage({ onConfirmed }: { onConfirmed: () => Promise<void> }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const language = useLanguageId();
  const terms = useQuery(termsQueryOptions(language));
  const confirm = useConfirmTermsMutation();
  const needsPolicyConsent = BRANDS[getBrandCode()].sendsPolicyConsent;
  const [accepted, setAccepted] = useState(false);
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const [showMustAccept, setShowMustAccept] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [continuing, setContinuing] = useState(false);

  const onConfirm = async () => {
    if (!terms.data) return;
    if (!accepted || (needsPolicyConsent && !policyAccepted)) {
      setShowMustAccept(true);
      return;
    }
    setShowMustAccept(false);
    setFailure(null);
    setContinuing(true);
    try {
      await confirm.mutateAsync({
        version: terms.data.version,
        confirm: "Y",
        ...(needsPolicyConsent ? { policyConfirm: "Y" as const } : {}),
      });
      await onConfirmed();
    } catch (error) {
      setFailure(errorMessageFor(error, "errors.TERMS_AND_CONDITIONS_SUBMIT_FAILED"));
    } finally {
      setContinuing(false);
    }
  };

  return (
    <section className="terms-page">
      <PageHeading title={t("terms.title")}>{t("terms.title")}</PageHeading>
      <p>{t("terms.intro")}</p>
      {terms.isPending && <LoadingStatus>{t("terms.loading")}</LoadingStatus>}
      {terms.isError && (
        <>
          <Alert>{messageText(errorMessageFor(terms.error))}</Alert>
          <Button variant="secondary" onPress={() => void terms.refetch()}>
            {t("common.retry")}
          </Button>
        </>
      )}
      {terms.data && (
        <>
          <p className="terms-page__version">{t("terms.version", { version: terms.data.version })}</p>
          <div className="terms-page__documents">
            <TermsDocument id="terms-text" title={t("terms.termsHeading")} text={terms.data.termAndCondition} />
            <TermsDocument id="privacy-text" title={t("terms.privacyHeading")} text={terms.data.privacyPolicy} />
          </div>
          <div className="terms-page__consent">
            <Checkbox name="acceptTerms" isSelected={accepted} onChange={setAccepted} isInvalid={showMustAccept && !accepted}>
              {t("terms.accept")}
            </Checkbox>
            {needsPolicyConsent && (
              <Checkbox
                name="acceptPolicy"
                isSelected={policyAccepted}
                onChange={setPolicyAccepted}
                isInvalid={showMustAccept && !policyAccepted}
              >
                {t("terms.acceptPolicy")}
              </Checkbox>
            )}
          </div>
          {showMustAccept && <Alert>{t("terms.mustAccept")}</Alert>}
          {failure && <Alert>{messageText(failure)}</Alert>}
          <div className="button-row">
            <Button onPress={() => void onConfirm()} isPending={continuing}>
              {continuing ? t("terms.confirming") : t("terms.confirm")}
            </Button>
            <Button variant="secondary" onPress={() => setDeclineOpen(true)}>
              {t("terms.decline")}
            </Button>
          </div>
        </>
      )}
      <AppDialog isOpen={declineOpen} onOpenChange={setDeclineOpen} title={t("terms.declineTitle")} role="alertdialog">
        <p>{t("terms.declineBody")}</p>
        <div className="button-row">
          <Button variant="danger" onPress={() => void navigate("/logout")}>
            {t("terms.declineConfirm")}
          </Button>
          <Button variant="secondary" onPress={() => setDeclineOpen(false)} autoFocus>
            {t("common.cancel")}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}

/** One document in a scrollable region that keyboard users can focus and scroll. */
function TermsDocument({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className="terms-document" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="terms-document__text" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        {text}
      </div>
    </section>
  );
}
