import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import "./radio-group-field.css";

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/** One choice among a few, all visible (React Aria RadioGroup: arrow keys move, the group has one tab stop). */
export function RadioGroupField<V extends string>(props: {
  label: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  name?: string;
  isDisabled?: boolean;
}) {
  const onChange = (value: string) => {
    const option = props.options.find((o) => o.value === value);
    if (option) props.onChange(option.value);
  };
  return (
    <RadioGroup className="field radio-group" value={props.value} onChange={onChange} name={props.name} isDisabled={props.isDisabled}>
      <Label className="field__label">{props.label}</Label>
      <div className="radio-group__options">
        {props.options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="radio"
            isDisabled={option.isDisabled}
            aria-describedby={option.description ? `${props.name ?? "radio"}-${option.value}-description` : undefined}
          >
            <span className="radio__circle" aria-hidden="true" />
            <span className="radio__text">
              <span className="radio__label">{option.label}</span>
              {option.description && (
                <span className="field__description radio__description" id={`${props.name ?? "radio"}-${option.value}-description`}>
                  {option.description}
                </span>
              )}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
