import type { ReactNode } from "react";
import { Checkbox as AriaCheckbox } from "react-aria-components/Checkbox";

/** A labelled checkbox drawn with CSS around React Aria's native input. */
export function Checkbox(props: {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  name?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <AriaCheckbox
      className="checkbox"
      name={props.name}
      isSelected={props.isSelected}
      onChange={props.onChange}
      isInvalid={props.isInvalid}
      isDisabled={props.isDisabled}
    >
      <span className="checkbox__box" aria-hidden="true">
        <svg viewBox="0 0 18 18" focusable="false">
          <polyline points="3.5 9.5 7.5 13 14.5 5" />
        </svg>
      </span>
      <span className="checkbox__label">{props.children}</span>
    </AriaCheckbox>
  );
}
