import { useTranslation } from "react-i18next";
import { PinField } from "../../../components/pin-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { useChangePinMutation } from "../api/security.ts";
import { checkPinForm, PIN_FIELDS, refusedPinChange, type PinForm } from "../account-view.ts";
import { SecurityForm, useSecurityForm } from "./security-form.tsx";
import "../../../styles/cards.css";

const EMPTY: PinForm = { pin: "", password: "" };

/**
 * Change PIN (`chngpin`): a new 4-digit PIN (all digits equal, or ascending or descending by one,
 * refused) confirmed with the account password; copy and paste blocked. It also lifts a PIN lock.
 */
export function ChangePinPanel() {
  const { t } = useTranslation();
  const change = useChangePinMutation();
  const state = useSecurityForm({
    empty: EMPTY,
    fields: PIN_FIELDS,
    check: checkPinForm,
    save: change,
    refused: refusedPinChange,
    fieldRefusal: { key: "account.errors.PIN_CHANGE_FAILED" },
  });
  const { form, set, problems, fieldRef } = state;

  return (
    <section className="card account-card" aria-labelledby="change-pin-heading">
      <h2 id="change-pin-heading">{t("account.security.pin.heading")}</h2>
      <p className="account-card__note">{t("account.security.pin.intro")}</p>
      <SecurityForm
        state={state}
        isPending={change.isPending}
        submitLabel={t("account.security.pin.submit")}
        savedMessage={state.done ? t("account.security.pin.changed") : null}
      >
        <PinField
          label={t("account.security.pin.fields.pin")}
          value={form.pin}
          onChange={set("pin")}
          inputRef={fieldRef("pin")}
          description={t("account.security.pin.rulesHint")}
          errorMessage={problems.pin ? t(problems.pin) : undefined}
        />
        <TextField
          label={t("account.security.pin.fields.password")}
          name="pinPassword"
          type="password"
          value={form.password}
          onChange={set("password")}
          inputRef={fieldRef("password")}
          autoComplete="current-password"
          isRequired
          blockClipboard
          errorMessage={problems.password ? t(problems.password) : undefined}
        />
      </SecurityForm>
    </section>
  );
}
