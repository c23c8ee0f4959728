import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";

/** The consents of an in-car enrollment: terms, and for brand kci the privacy policy and promotions. */
export interface Consents {
  tnc: boolean;
  policy: boolean;
  promotion: boolean;
}

export const NO_CONSENTS: Consents = { tnc: false, policy: false, promotion: false };

/** Terms are required everywhere, the privacy policy too for kci; promotions never. */
export function consentsMissing(consents: Consents, kci: boolean): boolean {
  return !consents.tnc || (kci && !consents.policy);
}

/** What the completion call carries of the consents. */
export function consentFields(consents: Consents, kci: boolean): { policyConfirm?: "Y" | "N"; promotionAllow?: "Y" | "N" } {
  return kci ? { policyConfirm: consents.policy ? "Y" : "N", promotionAllow: consents.promotion ? "Y" : "N" } : {};
}

/** The consent checkboxes of both completion views, with the message when a required one is missing. */
export function TermsConsents(props: { consents: Consents; onChange: (next: Consents) => void; kci: boolean; problem?: string }) {
  const { t } = useTranslation();
  const { consents, onChange } = props;
  return (
    <>
      <Checkbox
        name="tncConfirm"
        isSelected={consents.tnc}
        isInvalid={Boolean(props.problem) && !consents.tnc}
        onChange={(tnc) => onChange({ ...consents, tnc })}
      >
        {t("inCar.complete.terms")}
      </Checkbox>
      {props.kci && (
        <>
          <Checkbox name="policyConfirm" isSelected={consents.policy} onChange={(policy) => onChange({ ...consents, policy })}>
            {t("inCar.complete.policy")}
          </Checkbox>
          <Checkbox name="promotionAllow" isSelected={consents.promotion} onChange={(promotion) => onChange({ ...consents, promotion })}>
            {t("inCar.complete.promotion")}
          </Checkbox>
        </>
      )}
      {props.problem && <Alert>{props.problem}</Alert>}
    </>
  );
}
