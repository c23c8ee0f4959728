import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../../components/alert.tsx";
import { Button } from "../../../../components/button.tsx";
import { Checkbox } from "../../../../components/checkbox.tsx";
import { NotificationChoices } from "../../../../components/notification-choices.tsx";
import { useMessageText } from "../../../../components/message-text.tsx";
import { PageHeading } from "../../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../../i18n/error-messages.ts";
import type { Registration } from "../../use-registration.ts";

/** After the wizard: the terms (and, for kci, the privacy policy) to accept before the account is made. */
export function TermsStep({ registration: r, idleDialog }: { registration: Registration; idleDialog: ReactNode }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { terms, setTerms, kci, termsQuery, failure } = r;
  const tncMissing = terms.tried && !terms.tnc;
  const policyMissing = terms.tried && kci && !terms.policy;
  return (
    <main className="register" id="main">
      <PageHeading key="terms" autoFocus title={t("register.terms.title")}>
        {t("register.terms.title")}
      </PageHeading>
      {termsQuery.isPending && <LoadingStatus>{t("register.terms.loading")}</LoadingStatus>}
      {termsQuery.isError && <Alert>{messageText(errorMessageFor(termsQuery.error))}</Alert>}
      {termsQuery.data && (
        <div className="register-terms" tabIndex={0} role="region" aria-label={t("register.terms.title")}>
          <p>{termsQuery.data.termAndCondition}</p>
          {kci && (
            <>
              <h2>{t("register.terms.privacyTitle")}</h2>
              <p>{termsQuery.data.privacyPolicy}</p>
            </>
          )}
        </div>
      )}
      <form onSubmit={(event) => void r.submitTerms(event)} noValidate className="register-form">
        <NotificationChoices choices={r.notificationChoices} onChange={r.setNotificationChoices} />
        <Checkbox name="tncConfirm" isSelected={terms.tnc} isInvalid={tncMissing} onChange={(tnc) => setTerms((c) => ({ ...c, tnc }))}>
          {t("register.terms.accept")}
        </Checkbox>
        {kci && (
          <>
            <Checkbox
              name="policyConfirm"
              isSelected={terms.policy}
              isInvalid={policyMissing}
              onChange={(policy) => setTerms((c) => ({ ...c, policy }))}
            >
              {t("register.terms.policy")}
            </Checkbox>
            <Checkbox name="promotionAllow" isSelected={terms.promotion} onChange={(promotion) => setTerms((c) => ({ ...c, promotion }))}>
              {t("register.terms.promotion")}
            </Checkbox>
          </>
        )}
        {tncMissing && <Alert>{t("register.terms.required")}</Alert>}
        {policyMissing && <Alert>{t("register.terms.policyRequired")}</Alert>}
        {failure && <Alert>{messageText(failure)}</Alert>}
        <div className="register-actions">
          <Button variant="secondary" onPress={() => r.setPhase("wizard")}>
            {t("register.back")}
          </Button>
          <Button type="submit" isPending={r.registering}>
            {r.registering ? t("register.terms.submitting") : t("register.terms.submit")}
          </Button>
        </div>
      </form>
      {idleDialog}
    </main>
  );
}
