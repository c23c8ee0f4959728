import { formatPostalCodeAsTyped } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field.tsx";

/** The owner's fields, as every registration screen asks them. */
export type OwnerFieldName = "firstName" | "middleName" | "lastName" | "suffix" | "postalCode";

/** What the owner fields are given: their values, their changes, their errors and (for focus) their inputs. */
export interface OwnerFieldProps {
  values: Partial<Record<OwnerFieldName, string>>;
  onChange: (field: OwnerFieldName) => (value: string) => void;
  error?: (field: OwnerFieldName) => string | undefined;
  refFor?: (field: OwnerFieldName) => (element: HTMLInputElement | null) => void;
}

/** First and last name, with the middle name and suffix too when `full` (the registration profile). */
export function OwnerNameFields({ values, onChange, error, refFor, full = false }: OwnerFieldProps & { full?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("register.profile.firstName")}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName ?? ""}
        onChange={onChange("firstName")}
        inputRef={refFor?.("firstName")}
        errorMessage={error?.("firstName")}
        isRequired
      />
      {full && (
        <TextField
          label={`${t("register.profile.middleName")} (${t("register.optional")})`}
          name="middleName"
          autoComplete="additional-name"
          value={values.middleName ?? ""}
          onChange={onChange("middleName")}
        />
      )}
      <TextField
        label={t("register.profile.lastName")}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName ?? ""}
        onChange={onChange("lastName")}
        inputRef={refFor?.("lastName")}
        errorMessage={error?.("lastName")}
        isRequired
      />
      {full && (
        <TextField
          label={`${t("register.profile.suffix")} (${t("register.optional")})`}
          name="suffix"
          autoComplete="honorific-suffix"
          value={values.suffix ?? ""}
          onChange={onChange("suffix")}
        />
      )}
    </>
  );
}

/** The postal code, shaped as typed ("h2x1y4" shows "H2X 1Y4"). */
export function OwnerPostalCodeField({ values, onChange, error, refFor }: OwnerFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("register.profile.postalCode")}
      name="postalCode"
      autoComplete="postal-code"
      value={values.postalCode ?? ""}
      onChange={(value) => onChange("postalCode")(formatPostalCodeAsTyped(value))}
      inputRef={refFor?.("postalCode")}
      description={t("register.profile.postalCodeHelp")}
      errorMessage={error?.("postalCode")}
      autoCapitalize="characters"
      isRequired
    />
  );
}
