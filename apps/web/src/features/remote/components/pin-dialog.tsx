import { pinReason } from "@carport/domain";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PinField } from "../../../components/pin-field.tsx";
import type { MessageKey } from "../../../i18n/error-messages.ts";
import { PIN_MAX_ATTEMPTS, type PinProblem } from "../command-outcome.ts";

/** Where the popup's reset outcome leads. */
export const PIN_SETTINGS_PATH = "/account/pinSetting";

/**
 * A PIN being presented only needs its shape: an older PIN that a later rule would refuse must
 * still authorize commands (the domain's pinEntrySchema makes the same choice).
 */
function entryError(pin: string): MessageKey | null {
  switch (pinReason(pin)) {
    case "PIN_REQUIRED":
      return "remote.pin.required";
    case "PIN_FORMAT":
      return "remote.pin.format";
    default:
      return null;
  }
}

/**
 * The PIN popup (vehicle-area.md section 4): a modal dialog that traps focus and returns it on
 * close, with the 4-digit PIN (copy and paste blocked). It ends as continue (the PIN goes on
 * to `vrfypin`), cancel, or reset (the PIN settings page). A wrong PIN shows the server's
 * message here; a locked PIN (7316) shows 5 of 5 attempts and leaves only the reset (or cancel).
 */
export function PinDialog(props: {
  isOpen: boolean;
  /** The command the PIN authorizes; null while the popup is closed. */
  commandName: MessageKey | null;
  problem: PinProblem | null;
  isChecking: boolean;
  onContinue: (pin: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [pin, setPin] = useState("");
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resetRef = useRef<HTMLAnchorElement>(null);
  const { isOpen, problem } = props;
  const locked = problem?.locked ?? false;

  // Every opening starts empty.
  useEffect(() => {
    if (!isOpen) return;
    setPin("");
    setFieldError(null);
  }, [isOpen]);

  // A refused PIN is cleared and asked again; a locked one leaves only the reset, which takes focus.
  useEffect(() => {
    if (!problem) return;
    setPin("");
    (problem.locked ? resetRef.current : inputRef.current)?.focus();
  }, [problem]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || props.isChecking) return;
    const error = entryError(pin);
    setFieldError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    props.onContinue(pin);
  };

  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={t("remote.pin.title")}
    >
      {props.commandName && <p className="pin-dialog__intro">{t("remote.pin.intro", { command: t(props.commandName) })}</p>}
      {problem && <Alert>{messageText(problem.message)}</Alert>}
      {locked && <p className="pin-dialog__attempts">{t("remote.pin.attempts", { attempts: PIN_MAX_ATTEMPTS, max: PIN_MAX_ATTEMPTS })}</p>}
      {locked ? (
        <div className="button-row">
          <Link ref={resetRef} className="button button--primary" to={PIN_SETTINGS_PATH}>
            {t("remote.pin.reset")}
          </Link>
          <Button variant="secondary" onPress={props.onCancel}>
            {t("remote.pin.cancel")}
          </Button>
        </div>
      ) : (
        <>
          <form className="form" noValidate onSubmit={onSubmit}>
            <PinField
              label={t("remote.pin.label")}
              autoFocus
              inputRef={inputRef}
              value={pin}
              onChange={(value) => {
                setPin(value);
                setFieldError(null);
              }}
              description={t("remote.pin.description")}
              errorMessage={fieldError ? t(fieldError) : undefined}
            />
            <div className="button-row">
              <Button type="submit" isPending={props.isChecking}>
                {props.isChecking ? t("remote.pin.checking") : t("remote.pin.continue")}
              </Button>
              <Button variant="secondary" onPress={props.onCancel}>
                {t("remote.pin.cancel")}
              </Button>
            </div>
          </form>
          <p className="pin-dialog__reset">
            <Link to={PIN_SETTINGS_PATH}>{t("remote.pin.reset")}</Link>
          </p>
        </>
      )}
    </AppDialog>
  );
}
