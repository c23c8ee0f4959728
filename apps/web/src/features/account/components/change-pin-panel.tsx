import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PinField } from "../../../components/pin-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { ErrorMessage, MessageKey } from "../../../i18n/error-messages.ts";
import { useChangePinMutation } from "../api/security.ts";
import { checkPinForm, firstProblemField, PIN_FIELDS, refusedPinChange, type PinForm, type PinFormField } from "../account-view.ts";
import { SavedStatus } from "./account-frame.tsx";
import { focusLater, useFieldRefs } from "./focus.ts";

const EMPTY: PinForm = { pin: "", password: "" };

/**
 * Change PIN (`chngpin`): a new 4-digit PIN (all digits equal, or ascending or descending by one,
 * refused) confirmed with the account password; copy and paste blocked. It also lifts a PIN lock.
 */
export function ChangePinPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const change = useChangePinMutation();
  const [form, setForm] = useState<PinForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<PinFormField, MessageKey>>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [done, setDone] = useState(false);
  const fieldRef = useFieldRefs<PinFormField>();
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: PinFormField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const refuse = (found: Partial<Record<PinFormField, MessageKey>>) => {
    setProblems(found);
    const first = firstProblemField(PIN_FIELDS, found);
    if (first) focusLater(fieldRef(first));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    setDone(false);
    const found = checkPinForm(form);
    if (firstProblemField(PIN_FIELDS, found)) {
      refuse(found);
      return;
    }
    try {
      await change.mutateAsync(form);
      setForm(EMPTY);
      setProblems({});
      setDone(true);
    } catch (error) {
      const refused = refusedPinChange(error);
      if (refused.kind === "field") {
        setFailure({ key: "account.errors.PIN_CHANGE_FAILED" });
        refuse({ [refused.field]: refused.message });
      } else {
        setFailure(refused.message);
        focusLater(alertRef);
      }
    }
  };

  return (
    <section className="account-card" aria-labelledby="change-pin-heading">
      <h2 id="change-pin-heading">{t("account.security.pin.heading")}</h2>
      <p className="account-card__note">{t("account.security.pin.intro")}</p>
      <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <div ref={alertRef} tabIndex={-1}>
            <Alert>{messageText(failure)}</Alert>
          </div>
        )}
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
        <div className="button-row">
          <Button type="submit" isPending={change.isPending}>
            {change.isPending ? t("account.saving") : t("account.security.pin.submit")}
          </Button>
        </div>
        <SavedStatus message={done ? t("account.security.pin.changed") : null} />
      </form>
    </section>
  );
}
