import type { Key } from "react-aria-components";
import { Button } from "react-aria-components/Button";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select, SelectValue } from "react-aria-components/Select";
import { FieldError } from "react-aria-components/FieldError";
import { Text } from "react-aria-components/Text";
import "./select-field.css";

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
}

/**
 * A labelled single choice from a short fixed list (React Aria Select: a button and a listbox).
 * A null value shows the placeholder until a choice is made.
 */
export function SelectField<K extends Key>(props: {
  label: string;
  value: K | null;
  options: readonly SelectOption<K>[];
  onChange: (value: K) => void;
  description?: string;
  placeholder?: string;
  /** The validation message; the field is marked invalid while it is set. */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  name?: string;
}) {
  const onChange = (key: Key | null) => {
    const option = props.options.find((o) => o.id === key);
    if (option) props.onChange(option.id);
  };
  return (
    <Select
      className="field select-field"
      value={props.value}
      onChange={onChange}
      isDisabled={props.isDisabled}
      name={props.name}
      placeholder={props.placeholder}
      isInvalid={Boolean(props.errorMessage)}
      validationBehavior="aria"
    >
      <Label className="field__label">{props.label}</Label>
      <Button className="field__input select-field__button">
        <SelectValue className="select-field__value" />
        <span className="select-field__chevron" aria-hidden="true" />
      </Button>
      {props.description && (
        <Text slot="description" className="field__description">
          {props.description}
        </Text>
      )}
      <FieldError className="field__error">{props.errorMessage}</FieldError>
      <Popover className="menu-popover select-field__popover">
        <ListBox className="menu" items={props.options}>
          {(option) => (
            <ListBoxItem className="menu__item" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
