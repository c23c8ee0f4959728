import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { accountInfoQueryOptions, useSavePreferencesMutation } from "../api/account-info.ts";
import { formMessage, preferenceFormOf, preferenceRequestOf, type PreferenceForm } from "../account-view.ts";
import { AccountFrame, SavedStatus } from "../components/account-frame.tsx";
import { ChoiceGroup } from "../components/choice-group.tsx";
import { focusLater } from "../components/focus.ts";
import { HomeAssistantCard } from "../components/home-assistant-card.tsx";
import "../account.css";

/**
 * account preferences (/account/preferences): odometer unit, climate unit, language and the
 * maintenance alert (`svacctprf`). All three of units and language are required
 * (PREFERENCE_SUBMIT_FAILED); a saved language switches the portal to it at once.
 */
export function PreferencesPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const info = useQuery(accountInfoQueryOptions());
  const save = useSavePreferencesMutation();
  const [form, setForm] = useState<PreferenceForm | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const data = info.data;
  useEffect(() => {
    if (data && form === null) setForm(preferenceFormOf(data));
  }, [data, form]);

  const title = t("account.preferences.title");
  if (!form) {
    return (
      <AccountFrame title={title}>
        {info.isError ? <Alert>{messageText(errorMessageFor(info.error))}</Alert> : <LoadingStatus>{t("account.loading")}</LoadingStatus>}
      </AccountFrame>
    );
  }

  const update = (patch: Partial<PreferenceForm>) => {
    setForm({ ...form, ...patch });
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    const request = preferenceRequestOf(form);
    if (!request) {
      setFailure({ key: "account.errors.PREFERENCE_SUBMIT_FAILED" });
      focusLater(alertRef);
      return;
    }
    setFailure(null);
    try {
      setForm(preferenceFormOf(await save.mutateAsync(request)));
      setSaved(true);
    } catch (error) {
      setFailure(formMessage(error, "account.errors.PREFERENCE_SUBMIT_FAILED"));
      focusLater(alertRef);
    }
  };

  const missing = failure !== null && "key" in failure && failure.key === "account.errors.PREFERENCE_SUBMIT_FAILED";
  const requiredError = (value: unknown) => (missing && value === null ? t("account.validation.choose") : undefined);

  return (
    <AccountFrame title={title} intro={t("account.preferences.intro")}>
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <div ref={alertRef} tabIndex={-1}>
            <Alert>{messageText(failure)}</Alert>
          </div>
        )}
        <ChoiceGroup
          label={t("account.preferences.odometerUnit")}
          name="odometerUnit"
          value={form.odometerUnit === null ? null : String(form.odometerUnit)}
          options={[
            { id: "1", label: t("account.preferences.km") },
            { id: "3", label: t("account.preferences.miles") },
          ]}
          onChange={(value) => update({ odometerUnit: value === "3" ? 3 : 1 })}
          errorMessage={requiredError(form.odometerUnit)}
        />
        <ChoiceGroup
          label={t("account.preferences.climateUnit")}
          name="climateUnit"
          value={form.climateUnit}
          options={[
            { id: "C", label: t("account.preferences.celsius") },
            { id: "F", label: t("account.preferences.fahrenheit") },
          ]}
          onChange={(value) => update({ climateUnit: value })}
          errorMessage={requiredError(form.climateUnit)}
        />
        <ChoiceGroup
          label={t("account.preferences.language")}
          name="languageId"
          value={form.languageId === null ? null : String(form.languageId)}
          options={[
            { id: "0", label: "English" },
            { id: "1", label: "Français" },
          ]}
          onChange={(value) => update({ languageId: value === "1" ? 1 : 0 })}
          errorMessage={requiredError(form.languageId)}
        />
        <Checkbox name="maintenanceAlert" isSelected={form.maintenanceAlert} onChange={(on) => update({ maintenanceAlert: on })}>
          {t("account.preferences.maintenanceAlert")}
        </Checkbox>
        <p className="field__description">{t("account.preferences.languageHint")}</p>
        <div className="button-row">
          <Button type="submit" isPending={save.isPending}>
            {save.isPending ? t("account.saving") : t("account.save")}
          </Button>
        </div>
        <SavedStatus message={saved ? t("account.preferences.saved") : null} />
      </form>
      <HomeAssistantCard />
    </AccountFrame>
  );
}
