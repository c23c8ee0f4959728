import { formatPhoneAsTyped } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { PROVINCES } from "../../register-wizard.ts";
import type { FieldHelpers } from "../../use-registration.ts";
import { OwnerNameFields, OwnerPostalCodeField, type OwnerFieldProps } from "../owner-fields.tsx";

/** The owner fields given the registration form's helpers. */
export function ownerFieldsOf({ form, set, refFor, error }: FieldHelpers): OwnerFieldProps {
  return { values: form, onChange: set, refFor, error };
}

/** regstep3: the owner's profile: names, notification e-mail, phone and address. */
export function ProfileStep(helpers: FieldHelpers) {
  const { t } = useTranslation();
  const { form, set, refFor, error } = helpers;
  return (
    <>
      <OwnerNameFields {...ownerFieldsOf(helpers)} full />
      <TextField
        label={t("register.profile.notificationEmail")}
        name="notificationEmail"
        type="email"
        autoComplete="email"
        value={form.notificationEmail}
        onChange={set("notificationEmail")}
        inputRef={refFor("notificationEmail")}
        errorMessage={error("notificationEmail")}
        isRequired
      />
      <TextField
        label={`${t("register.profile.phone")} (${t("register.optional")})`}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        value={form.phone}
        onChange={(value) => set("phone")(formatPhoneAsTyped(value))}
        inputRef={refFor("phone")}
        description={t("register.profile.phoneHelp")}
        errorMessage={error("phone")}
      />
      <TextField
        label={t("register.profile.street")}
        name="street"
        autoComplete="address-line1"
        value={form.street}
        onChange={set("street")}
        inputRef={refFor("street")}
        errorMessage={error("street")}
        isRequired
      />
      <TextField
        label={`${t("register.profile.suite")} (${t("register.optional")})`}
        name="suite"
        autoComplete="address-line2"
        value={form.suite}
        onChange={set("suite")}
      />
      <TextField
        label={t("register.profile.city")}
        name="city"
        autoComplete="address-level2"
        value={form.city}
        onChange={set("city")}
        inputRef={refFor("city")}
        errorMessage={error("city")}
        isRequired
      />
      <SelectField
        label={t("register.profile.province")}
        name="province"
        value={form.province}
        onChange={(value) => set("province")(value)}
        options={PROVINCES.map((code) => ({ id: code, label: code }))}
      />
      <OwnerPostalCodeField {...ownerFieldsOf(helpers)} />
    </>
  );
}
