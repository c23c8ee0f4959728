import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field.tsx";
import type { MessageKey } from "../../../i18n/error-messages.ts";
import { codeDigits, codeProblem } from "../one-time-code.ts";

/** The field's validation: six digits, as a catalogue key. */
export function validateCode(value: string): MessageKey | true {
  switch (codeProblem(value)) {
    case "required":
      return "recovery.code.required";
    case "format":
      return "recovery.code.format";
    default:
      return true;
  }
}

/**
 * A 6-digit one-time code as mailed or texted. Pasting is allowed here (the code comes from
 * another app); only its digits are kept. The browser may fill it from a text message.
 */
export function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={props.label ?? t("recovery.code.label")}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={props.value}
      onChange={(value) => props.onChange(codeDigits(value))}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      isRequired
      isDisabled={props.isDisabled}
      description={t("recovery.code.description")}
      errorMessage={props.errorMessage}
    />
  );
}
