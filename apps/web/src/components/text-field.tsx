import type { ClipboardEvent, DragEvent, Ref } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { TextField as AriaTextField } from "react-aria-components/TextField";

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: "text" | "email" | "password" | "tel" | "date";
  /** Bounds of a date field (yyyy-mm-dd). */
  min?: string;
  max?: string;
  autoComplete?: string;
  description?: string;
  /** The validation message; the field is marked invalid while it is set. */
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Blocks copy, cut, paste and drop (password and PIN fields, account-and-enrollment.md section 5). */
  blockClipboard?: boolean;
  /** The on-screen keyboard to offer ("numeric" for codes). */
  inputMode?: "text" | "numeric" | "decimal" | "email";
  autoCapitalize?: "off" | "characters";
  spellCheck?: boolean;
  /** Ids of more text that describes the field (a password's rule checklist). */
  describedBy?: string;
}

function block(event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>): void {
  event.preventDefault();
}

/** A labelled text input whose error is tied to it with aria-describedby (React Aria TextField). */
export function TextField(props: TextFieldProps) {
  const clipboard = props.blockClipboard ? { onCopy: block, onCut: block, onPaste: block, onDrop: block } : {};
  return (
    <AriaTextField
      className="field"
      name={props.name}
      type={props.type ?? "text"}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      aria-describedby={props.describedBy}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      isInvalid={Boolean(props.errorMessage)}
      validationBehavior="aria"
    >
      <Label className="field__label">{props.label}</Label>
      <Input
        ref={props.inputRef}
        className="field__input"
        min={props.min}
        max={props.max}
        autoCapitalize={props.autoCapitalize}
        spellCheck={props.spellCheck}
        {...clipboard}
      />
      {props.description && (
        <Text slot="description" className="field__description">
          {props.description}
        </Text>
      )}
      <FieldError className="field__error">{props.errorMessage}</FieldError>
    </AriaTextField>
  );
}
