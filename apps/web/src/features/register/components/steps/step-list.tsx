import type { RegistrationStep } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/button.tsx";
import { canVisit, visibleSteps, visit, type WizardState } from "../../register-wizard.ts";

/** The wizard's progress and its steps, those already done a button back to them. */
export function StepList({ wizard, onVisit }: { wizard: WizardState; onVisit: (wizard: WizardState) => void }) {
  const { t } = useTranslation();
  const stepTitle = (step: RegistrationStep) => t(`register.steps.${step}`);
  const steps = visibleSteps(wizard);
  return (
    <>
      <p className="register-progress">{t("register.stepOf", { current: steps.indexOf(wizard.step) + 1, total: steps.length })}</p>
      <nav aria-label={t("register.stepList")}>
        <ol className="register-steps">
          {steps.map((step) => {
            const current = step === wizard.step;
            const label = stepTitle(step);
            return (
              <li key={step} className={current ? "register-steps__item register-steps__item--current" : "register-steps__item"}>
                {!current && canVisit(wizard, step) ? (
                  <Button variant="quiet" onPress={() => onVisit(visit(wizard, step))}>
                    {label}
                    <span className="visually-hidden"> ({t("register.stepDone")})</span>
                  </Button>
                ) : (
                  <span aria-current={current ? "step" : undefined}>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
