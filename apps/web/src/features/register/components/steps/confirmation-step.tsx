import type { RegistrationStep } from "@carport/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/button.tsx";
import type { RegistrationForm, WizardState } from "../../register-wizard.ts";
import type { VehicleInfo } from "../../use-registration.ts";

/** regstep6: everything entered, one section per step with its Edit button. */
export function Confirmation(props: {
  form: RegistrationForm;
  wizard: WizardState;
  vehicle: VehicleInfo | null;
  onEdit: (step: RegistrationStep) => void;
}) {
  const { t } = useTranslation();
  const { form } = props;
  const none = t("register.confirm.none");
  const show = (value: string) => (value.trim() === "" ? none : value);
  const section = (step: RegistrationStep, rows: [string, ReactNode][]) => (
    <section className="register-summary" aria-labelledby={`register-summary-${step}`}>
      <h2 id={`register-summary-${step}`}>{t(`register.steps.${step}`)}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onPress={() => props.onEdit(step)}>
        {t("register.edit", { section: t(`register.steps.${step}`) })}
      </Button>
    </section>
  );
  return (
    <>
      <p>{t("register.confirm.intro")}</p>
      {section(1, [
        [t("register.vehicle.vin"), form.vin],
        [t("register.vehicle.nickname"), form.nickName],
        [t("register.vehicle.token"), props.wizard.tokenValidated ? t("register.confirm.tokenUsed") : none],
      ])}
      {section(2, [
        [t("register.account.email"), form.email],
        [t("register.account.password"), "••••••••"],
        [t("register.account.pin"), "••••"],
      ])}
      {!props.wizard.tokenValidated &&
        section(3, [
          [t("register.profile.firstName"), form.firstName],
          [t("register.profile.middleName"), show(form.middleName)],
          [t("register.profile.lastName"), form.lastName],
          [t("register.profile.suffix"), show(form.suffix)],
          [t("register.profile.notificationEmail"), form.notificationEmail],
          [t("register.profile.phone"), show(form.phone)],
          [t("register.profile.street"), [form.street, form.suite].filter(Boolean).join(", ")],
          [t("register.profile.city"), `${form.city}, ${form.province} ${form.postalCode}`],
        ])}
      {section(5, [[t("register.dealer.preferredDealer"), show(form.preferredDealerName)]])}
    </>
  );
}
