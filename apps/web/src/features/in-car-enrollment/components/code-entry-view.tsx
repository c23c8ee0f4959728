import { codeFromQrText } from "@carport/domain";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { ErrorMessage } from "../../../i18n/error-messages.ts";
import { QrScanner } from "./qr-scanner.tsx";

/**
 * View 1: the code the car shows, read by the camera from its QR code or typed. A refused camera
 * says CANNOT_USE_CAMERA and leaves the typed field. `failure` is the last check's refusal.
 */
export function CodeEntryView(props: {
  validUntil: string;
  failure: ErrorMessage | null;
  resending: boolean;
  onCode: (code: string) => void;
  onNewCode: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [camera, setCamera] = useState<"off" | "on" | "refused">("off");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFromQrText(typed);
    setProblem(code ? undefined : t("inCar.scan.codeInvalid"));
    if (code) props.onCode(code);
  };

  return (
    <div className="register-form">
      <p role="status">{props.validUntil}</p>
      {props.failure && <Alert>{messageText(props.failure)}</Alert>}
      <div className="register-actions in-car-actions-start">
        {camera === "on" ? (
          <Button variant="secondary" onPress={() => setCamera("off")}>
            {t("inCar.scan.stopCamera")}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => setCamera("on")}>
            {t("inCar.scan.startCamera")}
          </Button>
        )}
      </div>
      {camera === "on" && (
        <QrScanner
          onCode={(code) => {
            setCamera("off");
            props.onCode(code);
          }}
          onCameraRefused={() => setCamera("refused")}
        />
      )}
      {camera === "refused" && <Alert>{t("errors.CANNOT_USE_CAMERA")}</Alert>}
      <form className="register-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t("inCar.scan.code")}
          name="qrCode"
          value={typed}
          onChange={setTyped}
          description={t("inCar.scan.codeHelp")}
          errorMessage={problem}
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
        />
        <div className="register-actions">
          <Button variant="secondary" isPending={props.resending} onPress={props.onNewCode}>
            {t("inCar.scan.newCode")}
          </Button>
          <Button type="submit">{t("inCar.scan.submit")}</Button>
        </div>
      </form>
    </div>
  );
}
