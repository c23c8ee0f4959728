import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { FieldError } from "react-aria-components/FieldError";

/** A labelled choice of a few options shown at once (React Aria RadioGroup; arrow keys move between them). */
export function ChoiceGroup<V extends string>(props: {
  label: string;
  name: string;
  value: V | null;
  options: readonly { id: V; label: string }[];
  onChange: (value: V) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <RadioGroup
      className="field choice-group"
      name={props.name}
      value={props.value}
      onChange={(value) => {
        const option = props.options.find((o) => o.id === value);
        if (option) props.onChange(option.id);
      }}
      orientation="horizontal"
      isRequired
      isInvalid={Boolean(props.errorMessage)}
      validationBehavior="aria"
    >
      <Label className="field__label">{props.label}</Label>
      <div className="choice-group__options">
        {props.options.map((option) => (
          <Radio key={option.id} value={option.id} className="choice-group__option">
            <span className="choice-group__dot" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className="field__error">{props.errorMessage}</FieldError>
    </RadioGroup>
  );
}
