import type { ClipboardEvent, DragEvent, Ref } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { TextField as AriaTextField } from "react-aria-components/TextField";

/** The length of a PIN (account-and-enrollment.md section 5). */
const PIN_DIGITS = 4;

function block(event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>): void {
  event.preventDefault();
}

/**
 * A 4-digit PIN entry: masked, numeric keyboard, digits only, copy, cut, paste and drop blocked
 * (the specs' PIN fields). Kept apart from TextField so the login page does not carry it.
 */
export function PinField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <AriaTextField
      className="field pin-field"
      name="pin"
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN_DIGITS}
      value={props.value}
      onChange={(value) => props.onChange(value.replace(/\D/g, "").slice(0, PIN_DIGITS))}
      isRequired
      isDisabled={props.isDisabled}
      isInvalid={Boolean(props.errorMessage)}
      validationBehavior="aria"
      autoFocus={props.autoFocus}
    >
      <Label className="field__label">{props.label}</Label>
      <Input ref={props.inputRef} className="field__input pin-field__input" onCopy={block} onCut={block} onPaste={block} onDrop={block} />
      {props.description && (
        <Text slot="description" className="field__description">
          {props.description}
        </Text>
      )}
      <FieldError className="field__error">{props.errorMessage}</FieldError>
    </AriaTextField>
  );
}
