import { normalizeVin, vinReason } from "@carport/domain";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useSendQrCodeMutation } from "../api/send-qr-code.ts";

/** View 0: the VIN (from the car's link when there is one), then `sendQrCode` has the car show a code. */
export function SendCodeView(props: {
  initialVin: string;
  meidOf: (vin: string) => string | undefined;
  onSent: (vin: string, expiresAt: string) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const send = useSendQrCodeMutation();
  const [vin, setVin] = useState(props.initialVin);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const normalized = normalizeVin(vin);
    setVin(normalized);
    setFailure(null);
    setProblem(vinReason(normalized) ? t("inCar.sendCode.vinRequired") : undefined);
    if (vinReason(normalized)) return;
    try {
      const result = await send.mutateAsync({ vin: normalized, meid: props.meidOf(normalized) });
      props.onSent(normalized, result.expiresAt);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
    }
  };

  return (
    <form className="register-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t("inCar.sendCode.intro")}</p>
      <TextField
        label={t("inCar.sendCode.vin")}
        name="vin"
        value={vin}
        onChange={(value) => setVin(value.toUpperCase())}
        description={t("inCar.sendCode.vinHelp")}
        errorMessage={problem}
        autoCapitalize="characters"
        spellCheck={false}
        isRequired
      />
      {failure && <Alert>{messageText(failure)}</Alert>}
      <div className="register-actions">
        <Button type="submit" isPending={send.isPending}>
          {send.isPending ? t("inCar.sendCode.submitting") : t("inCar.sendCode.submit")}
        </Button>
      </div>
    </form>
  );
}
