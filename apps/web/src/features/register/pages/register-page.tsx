import type { RegistrationStep } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { IdleWarningDialog } from "../../../components/idle-warning-dialog.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { useIdleTimer } from "../../../components/use-idle-timer.ts";
import { CompletionMessage } from "../components/completion-view.tsx";
import { DealerStep } from "../components/dealer-step.tsx";
import { AccountStep } from "../components/steps/account-step.tsx";
import { Confirmation } from "../components/steps/confirmation-step.tsx";
import { OwnerStep } from "../components/steps/owner-step.tsx";
import { ProfileStep } from "../components/steps/profile-step.tsx";
import { StepList } from "../components/steps/step-list.tsx";
import { TermsStep } from "../components/steps/terms-step.tsx";
import { VehicleStep } from "../components/steps/vehicle-step.tsx";
import { editFromConfirmation, goBack } from "../register-wizard.ts";
import { useRegistration } from "../use-registration.ts";
import "../../../styles/register.css";

/** The registration dialog's inactivity prompt and logout (account-and-enrollment.md 9). */
const IDLE_WARN_MS = 540_000;
const IDLE_LOGOUT_MS = 60_000;

/** register.register (/register): the registration wizard regstep1-6, the terms, then the completion view. */
export function RegisterPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const registration = useRegistration();
  const { form, wizard, setWizard, phase, failure } = registration;

  const idle = useIdleTimer({
    warnAfterMs: IDLE_WARN_MS,
    warningMs: IDLE_LOGOUT_MS,
    enabled: phase !== "done",
    onTimeout: () => void navigate("/login", { replace: true }),
  });

  const stepTitle = (step: RegistrationStep) => t(`register.steps.${step}`);
  const idleDialog = (
    <IdleWarningDialog
      deadline={idle.deadline}
      title={t("register.idle.title")}
      message={(time) => t("register.idle.message", { time })}
      stayLabel={t("register.idle.stay")}
      leaveLabel={t("register.idle.leave")}
      onStay={idle.stay}
      onLeave={() => void navigate("/login", { replace: true })}
    />
  );

  if (phase === "done" && registration.enrollmentStatus !== null) {
    return (
      <main className="register" id="main">
        <PageHeading key="done" autoFocus title={t("register.done.title")}>
          {t("register.done.title")}
        </PageHeading>
        <CompletionMessage enrollmentStatus={registration.enrollmentStatus} flow="registration" />
        <Link className="button button--primary" to="/login">
          {t("register.signIn")}
        </Link>
      </main>
    );
  }

  if (phase === "terms") return <TermsStep registration={registration} idleDialog={idleDialog} />;

  const setForm = registration.setForm;
  return (
    <main className="register" id="main">
      <PageHeading key={`step-${wizard.step}`} autoFocus title={`${t("register.title")} – ${stepTitle(wizard.step)}`}>
        {t("register.heading", { step: stepTitle(wizard.step) })}
      </PageHeading>
      <StepList wizard={wizard} onVisit={setWizard} />

      {wizard.step === 5 && (
        <DealerStep
          chosen={form.preferredDealer ? { code: form.preferredDealer, name: form.preferredDealerName } : null}
          onChoose={(dealer) => setForm((current) => ({ ...current, preferredDealer: dealer.code, preferredDealerName: dealer.name }))}
          onClear={() => setForm((current) => ({ ...current, preferredDealer: "", preferredDealerName: "" }))}
        />
      )}

      <form onSubmit={(event) => void registration.onSubmit(event)} noValidate className="register-form">
        {wizard.step === 1 && <VehicleStep registration={registration} />}
        {wizard.step === 2 && <AccountStep {...registration.fieldHelpers} />}
        {wizard.step === 3 && <ProfileStep {...registration.fieldHelpers} />}
        {wizard.step === 4 && <OwnerStep registration={registration} />}
        {wizard.step === 6 && (
          <Confirmation
            form={form}
            wizard={wizard}
            vehicle={registration.vehicle}
            onEdit={(step) => setWizard(editFromConfirmation(wizard, step))}
          />
        )}

        {failure && <Alert>{messageText(failure)}</Alert>}

        <div className="register-actions">
          {wizard.step === 1 ? (
            <Link className="button button--secondary" to="/login">
              {t("register.cancel")}
            </Link>
          ) : (
            <Button variant="secondary" onPress={() => setWizard(goBack(wizard))}>
              {t("register.back")}
            </Button>
          )}
          <Button type="submit" isPending={registration.busy}>
            {wizard.step === 6
              ? t("register.confirm.continue")
              : wizard.step === 4 && !wizard.tokenValidated && !registration.ownerDone
                ? t("register.owner.check")
                : t("register.next")}
          </Button>
        </div>
      </form>
      {idleDialog}
    </main>
  );
}
