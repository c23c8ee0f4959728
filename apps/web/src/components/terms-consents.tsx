import { Alert } from "./alert.tsx";
import { Checkbox } from "./checkbox.tsx";

/** The consents given with a car (adding it, enrolling it, in the car): terms, and for brand kci the privacy policy and promotions. */
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

/** The consent checkboxes, labelled by the screen that shows them, with the message when a required one is missing. */
export function TermsConsents(props: {
  consents: Consents;
  onChange: (next: Consents) => void;
  kci: boolean;
  labels: { terms: string; policy: string; promotion: string };
  problem?: string | undefined;
}) {
  const { consents, onChange, labels } = props;
  return (
    <>
      <Checkbox
        name="tncConfirm"
        isSelected={consents.tnc}
        isInvalid={Boolean(props.problem) && !consents.tnc}
        onChange={(tnc) => onChange({ ...consents, tnc })}
      >
        {labels.terms}
      </Checkbox>
      {props.kci && (
        <>
          <Checkbox name="policyConfirm" isSelected={consents.policy} onChange={(policy) => onChange({ ...consents, policy })}>
            {labels.policy}
          </Checkbox>
          <Checkbox name="promotionAllow" isSelected={consents.promotion} onChange={(promotion) => onChange({ ...consents, promotion })}>
            {labels.promotion}
          </Checkbox>
        </>
      )}
      {props.problem && <Alert>{props.problem}</Alert>}
    </>
  );
}
