import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { clearSession } from "../../../api/session.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { useUpdateNicknameMutation } from "../api/update-nickname.ts";
import { NICKNAME_MAX_LENGTH, nicknameErrorPage, nicknameSaveDecision } from "../nickname-edit.ts";
import "./nickname-editor.css";

/**
 * Renames a vehicle in place (`updvhclnck`): a "Rename" button opens a one-field form; save
 * checks the nickname rules first, an unchanged name just closes the form, and focus returns to
 * the button when the form closes.
 */
export function NicknameEditor({ vehicleId, nickName }: { vehicleId: string; nickName: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const update = useUpdateNicknameMutation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickName);
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    setValue(nickName);
    setFieldError(null);
    setFailure(null);
    setSaved(false);
    setEditing(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const decision = nicknameSaveDecision(nickName, value);
    if (decision.kind === "invalid") {
      setFieldError(decision.message);
      input.current?.focus();
      return;
    }
    if (decision.kind === "unchanged") {
      setEditing(false);
      return;
    }
    setFailure(null);
    try {
      await update.mutateAsync({ vehicleId, nickName: decision.nickName });
      setSaved(true);
      setEditing(false);
    } catch (error) {
      const errorPage = nicknameErrorPage(error);
      if (errorPage) {
        clearSession();
        void navigate(errorPage, { replace: true });
        return;
      }
      setFailure(errorMessageFor(error, "overview.nickname.VEHICLE_UPDATE_FAIL"));
    }
  };

  if (!editing) {
    return (
      <div className="nickname-editor">
        <Button ref={renameButton} variant="quiet" onPress={open} aria-label={t("overview.nickname.renameNamed", { nickname: nickName })}>
          {t("overview.nickname.rename")}
        </Button>
        <span role="status" className="nickname-editor__saved">
          {saved ? t("overview.nickname.saved", { nickname: nickName }) : ""}
        </span>
      </div>
    );
  }

  return (
    <form className="nickname-editor nickname-editor--open" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && <Alert>{messageText(failure)}</Alert>}
      <TextField
        label={t("overview.nickname.label")}
        name="nickName"
        value={value}
        onChange={(next) => {
          setValue(next);
          setFieldError(null);
        }}
        inputRef={input}
        description={t("overview.nickname.hint", { max: NICKNAME_MAX_LENGTH })}
        errorMessage={fieldError ? t(fieldError, { max: NICKNAME_MAX_LENGTH }) : undefined}
        isRequired
      />
      <div className="button-row">
        <Button type="submit" isPending={update.isPending}>
          {update.isPending ? t("overview.nickname.saving") : t("overview.nickname.save")}
        </Button>
        <Button variant="secondary" onPress={() => setEditing(false)}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
