import { Controller, type Control, type FieldPath, type FieldValues, type RegisterOptions } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "../i18n/error-messages.ts";
import { TextField, type TextFieldProps } from "./text-field.tsx";

type BoundProps = "name" | "value" | "onChange" | "onBlur" | "inputRef" | "errorMessage";

export interface FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<TextFieldProps, BoundProps> {
  control: Control<T>;
  name: N;
  /** Rules answer a catalogue key (MessageKey) as their message; the field shows it translated. */
  rules?: Omit<RegisterOptions<T, N>, "valueAsNumber" | "valueAsDate" | "setValueAs" | "disabled">;
  shouldUnregister?: boolean;
}

/** A TextField bound to a react-hook-form field, its rule's message key shown as the field's error. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  shouldUnregister,
  ...props
}: FormTextFieldProps<T, N>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      shouldUnregister={shouldUnregister}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={fieldState.error?.message ? t(fieldState.error.message as MessageKey) : undefined}
        />
      )}
    />
  );
}
