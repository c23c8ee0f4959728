import type { UpuiElement, UpuiGroup } from "@carport/protocol";
import { useId } from "react";
import { Label } from "react-aria-components/Label";
import { Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components/Slider";
import { Checkbox } from "../../../components/checkbox.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { currentValue, isToggleOn, type ProfileEdits } from "../profile-view.ts";

interface ElementProps {
  element: UpuiElement;
  value: string;
  onChange: (value: string) => void;
  isReadOnly: boolean;
}

/** A TOGGLE: a checkbox, on when "1". */
function ToggleElement({ element, value, onChange, isReadOnly }: ElementProps) {
  return (
    <Checkbox name={element.elementName} isSelected={isToggleOn(value)} onChange={(on) => onChange(on ? "1" : "0")} isDisabled={isReadOnly}>
      {element.label}
    </Checkbox>
  );
}

/** A LIST: one of its itemValueReference choices. */
function ListElement({ element, value, onChange, isReadOnly }: ElementProps) {
  return (
    <SelectField
      label={element.label}
      name={element.elementName}
      value={value}
      options={element.itemValueReference.map((option) => ({ id: option.value, label: option.label }))}
      onChange={onChange}
      isDisabled={isReadOnly}
    />
  );
}

/** A SLIDER: a number in its range, by its step (arrow keys, Home and End). */
function SliderElement({ element, value, onChange, isReadOnly }: ElementProps) {
  const range = element.range ?? { min: 0, max: 10, step: 1, unit: "" };
  const number = Number(value);
  return (
    <Slider
      className="slider profile-slider"
      value={Number.isFinite(number) ? number : range.min}
      minValue={range.min}
      maxValue={range.max}
      step={range.step}
      onChange={(next) => onChange(String(Array.isArray(next) ? next[0] : next))}
      isDisabled={isReadOnly}
    >
      <div className="slider__head">
        <Label className="field__label">{element.label}</Label>
        <SliderOutput className="slider__output">
          {({ state }) => `${state.getThumbValueLabel(0)}${range.unit ? ` ${range.unit}` : ""}`}
        </SliderOutput>
      </div>
      <SliderTrack className="slider__track">
        <SliderThumb className="slider__thumb" name={element.elementName} />
      </SliderTrack>
    </Slider>
  );
}

function ElementField(props: ElementProps) {
  switch (props.element.elementType) {
    case "TOGGLE":
      return <ToggleElement {...props} />;
    case "LIST":
      return <ListElement {...props} />;
    default:
      return <SliderElement {...props} />;
  }
}

/**
 * A profile's upui tree, rendered generically: a group header per group, a fieldset per
 * sub-group, a field per element by its type (TOGGLE, LIST, SLIDER).
 */
export function ProfileTree(props: {
  upui: readonly UpuiGroup[];
  edits: ProfileEdits;
  onEdit: (elementName: string, value: string) => void;
  isReadOnly?: boolean;
}) {
  const prefix = useId();
  return (
    <div className="profile-tree">
      {props.upui.map((group) => (
        <section key={group.id} className="profile-group" aria-labelledby={`${prefix}-${group.id}`}>
          <h3 id={`${prefix}-${group.id}`} className="profile-group__header">
            {group.label}
          </h3>
          {group.subGroups.map((sub) => (
            <fieldset key={sub.id} className="profile-subgroup">
              <legend className="profile-subgroup__header">{sub.label}</legend>
              {sub.elements.map((element) => (
                <div key={element.elementName} className="profile-element">
                  <ElementField
                    element={element}
                    value={currentValue(element, props.edits)}
                    onChange={(value) => props.onEdit(element.elementName, value)}
                    isReadOnly={props.isReadOnly ?? false}
                  />
                </div>
              ))}
            </fieldset>
          ))}
        </section>
      ))}
    </div>
  );
}
