import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { accountInfoQueryOptions, useSavePersonalInfoMutation } from "../api/account-info.ts";
import {
  checkPersonalForm,
  firstProblemField,
  PERSONAL_FIELDS,
  PERSONAL_MAX_LENGTH,
  personalFormOf,
  personalRequestOf,
  PROVINCES,
  refusedPersonalSave,
  typedValue,
  type PersonalField,
  type PersonalForm,
  type PersonalProblems,
} from "../account-view.ts";
import { AccountFrame, SavedStatus } from "../components/account-frame.tsx";
import { focusLater, useFieldRefs } from "../components/focus.ts";
import { PreferredDealerPanel } from "./preferred-dealer-page.tsx";
import "../account.css";

/** account.personalSetting: `setting=preferdealer` opens the preferred dealer, anything else personal information. */
export function PersonalInfoPage() {
  const { setting } = useParams();
  return setting === "preferdealer" ? <PreferredDealerPanel /> : <PersonalInfoPanel />;
}

/**
 * account.personalSetting (/account/personalSetting/:setting?): names, notification e-mail,
 * phones (3-3-4 as typed) and address (postal code formatted as typed, province ON by default),
 * read with `gtacctinfo` and saved with `svacctinfo`. The fields are checked with the rules the
 * server applies; a field the server refuses (7998) shows its message and takes the focus.
 */
function PersonalInfoPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const info = useQuery(accountInfoQueryOptions());
  const save = useSavePersonalInfoMutation();
  const [form, setForm] = useState<PersonalForm | null>(null);
  const [problems, setProblems] = useState<PersonalProblems>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const fieldRef = useFieldRefs<PersonalField>();
  const alertRef = useRef<HTMLDivElement>(null);

  const data = info.data;
  useEffect(() => {
    if (data && form === null) setForm(personalFormOf(data));
  }, [data, form]);

  const title = t("account.personal.title");
  if (!form) {
    return (
      <AccountFrame title={title}>
        {info.isError ? <Alert>{messageText(errorMessageFor(info.error))}</Alert> : <LoadingStatus>{t("account.loading")}</LoadingStatus>}
      </AccountFrame>
    );
  }

  const change = (field: PersonalField) => (value: string) => {
    setForm((current) => (current ? { ...current, [field]: typedValue(field, value) } : current));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
  };

  const refuse = (found: PersonalProblems) => {
    setProblems(found);
    const first = firstProblemField(PERSONAL_FIELDS, found);
    if (first) focusLater(fieldRef(first));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    setSaved(false);
    const found = checkPersonalForm(form);
    if (firstProblemField(PERSONAL_FIELDS, found)) {
      refuse(found);
      return;
    }
    setProblems({});
    try {
      const savedInfo = await save.mutateAsync(personalRequestOf(form));
      setForm(personalFormOf(savedInfo));
      setSaved(true);
    } catch (error) {
      const refused = refusedPersonalSave(error);
      if (refused.kind === "field") {
        setFailure({ key: "account.errors.PERSONAL_INFORMATION_SUBMIT_FAILED" });
        refuse({ [refused.field]: refused.message });
      } else {
        setFailure(refused.message);
        focusLater(alertRef);
      }
    }
  };

  const text = (
    field: Exclude<PersonalField, "province">,
    extra: { type?: "email" | "tel"; autoComplete?: string; required?: boolean; description?: string } = {},
  ) => (
    <TextField
      label={t(`account.personal.fields.${field}`)}
      name={field}
      value={form[field]}
      onChange={change(field)}
      inputRef={fieldRef(field)}
      type={extra.type}
      autoComplete={extra.autoComplete}
      isRequired={extra.required}
      description={extra.description}
      errorMessage={problems[field] ? t(problems[field], { max: maxOf(field) }) : undefined}
    />
  );

  return (
    <AccountFrame title={title} intro={t("account.personal.intro")}>
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <div ref={alertRef} tabIndex={-1}>
            <Alert>{messageText(failure)}</Alert>
          </div>
        )}
        <p className="account-form__login">
          {t("account.personal.loginEmail")} <strong>{data?.email}</strong>
        </p>
        <fieldset className="account-fieldset">
          <legend>{t("account.personal.nameLegend")}</legend>
          {text("firstName", { autoComplete: "given-name", required: true })}
          {text("middleName", { autoComplete: "additional-name" })}
          {text("lastName", { autoComplete: "family-name", required: true })}
          {text("suffix", { autoComplete: "honorific-suffix" })}
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t("account.personal.contactLegend")}</legend>
          {text("notificationEmail", { type: "email", autoComplete: "email", required: true })}
          {text("phonePrimary", { type: "tel", autoComplete: "tel-national", description: t("account.personal.phoneHint") })}
          {text("phoneSecondary", { type: "tel", description: t("account.personal.phoneHint") })}
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t("account.personal.addressLegend")}</legend>
          {text("street", { autoComplete: "address-line1" })}
          {text("suite", { autoComplete: "address-line2" })}
          {text("city", { autoComplete: "address-level2" })}
          <SelectField
            label={t("account.personal.fields.province")}
            name="province"
            value={form.province}
            options={PROVINCES.map((code) => ({ id: code, label: t(`account.provinces.${code}`) }))}
            onChange={(value) => change("province")(value)}
            errorMessage={problems.province ? t(problems.province) : undefined}
          />
          {text("postalCode", { autoComplete: "postal-code", description: t("account.personal.postalCodeHint") })}
        </fieldset>
        <div className="button-row">
          <Button type="submit" isPending={save.isPending}>
            {save.isPending ? t("account.saving") : t("account.save")}
          </Button>
        </div>
        <SavedStatus message={saved ? t("account.personal.saved") : null} />
      </form>
    </AccountFrame>
  );
}

function maxOf(field: PersonalField): number | undefined {
  return field in PERSONAL_MAX_LENGTH ? PERSONAL_MAX_LENGTH[field as keyof typeof PERSONAL_MAX_LENGTH] : undefined;
}
