import { type OwnershipProofInput, type OwnershipProofKind } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RadioGroupField } from "../../../components/radio-group-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { OwnerNameFields, OwnerPostalCodeField, type OwnerFieldName } from "./owner-fields.tsx";

/** The proof a portal add-vehicle form can carry; the in-car code has its own flow (linked below). */
export type PortalProofKind = Exclude<OwnershipProofKind, "inCar">;

/**
 * How the owner proves a vehicle is theirs when adding it, as registration offers: the owner
 * record's names and postal code, or the dealer token; and the way to the in-car enrollment.
 */
export function OwnershipProofFields(props: {
  kind: PortalProofKind;
  onKindChange: (kind: PortalProofKind) => void;
  value: OwnershipProofInput;
  onChange: (value: OwnershipProofInput) => void;
  errors: Partial<Record<keyof OwnershipProofInput, string>>;
  /** The in-car enrollment, with the car already named when the dialog knows it; null inside the in-car enrollment itself. */
  inCarLink?: string | null;
}) {
  const { t } = useTranslation();
  const set = (field: keyof OwnershipProofInput | OwnerFieldName) => (text: string) => props.onChange({ ...props.value, [field]: text });
  return (
    <>
      <RadioGroupField
        name="proofKind"
        label={t("register.addVehicle.proofLabel")}
        value={props.kind}
        onChange={props.onKindChange}
        options={[
          { value: "ownerData", label: t("register.addVehicle.proofOwner"), description: t("register.addVehicle.proofOwnerHelp") },
          { value: "dealerToken", label: t("register.addVehicle.proofToken"), description: t("register.addVehicle.proofTokenHelp") },
        ]}
      />
      {props.kind === "ownerData" ? (
        <>
          <OwnerNameFields values={props.value} onChange={set} error={(field) => props.errors[field as keyof OwnershipProofInput]} />
          <OwnerPostalCodeField values={props.value} onChange={set} error={(field) => props.errors[field as keyof OwnershipProofInput]} />
        </>
      ) : (
        <TextField
          label={t("register.vehicle.token")}
          name="rdrToken"
          value={props.value.rdrToken}
          onChange={set("rdrToken")}
          errorMessage={props.errors.rdrToken}
          autoComplete="off"
          isRequired
        />
      )}
      {props.inCarLink !== null && (
        <p>
          <Link to={props.inCarLink ?? "/incarenrollment"}>{t("register.addVehicle.inCarLink")}</Link>
        </p>
      )}
    </>
  );
}
