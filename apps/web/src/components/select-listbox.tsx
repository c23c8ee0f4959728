import type { Key } from "react-aria-components";
import type { RefObject } from "react";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import type { SelectOption } from "./select-field.tsx";

/** Which option takes the focus when the list opens. */
export type ListFocus = "first" | "last";

/**
 * The open list of a SelectField (select-field.tsx), below its button: React Aria moves the focus
 * into it (to the chosen option, else the first or last), keeps it there, and gives it back to
 * the button on Escape, an outside press or a choice.
 */
export function SelectListbox(props: {
  id: string;
  labelId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  options: readonly SelectOption<Key>[];
  value: Key | null;
  focus: ListFocus;
  onChoose: (value: Key) => void;
  onClose: () => void;
}) {
  return (
    <Popover
      className="menu-popover select-field__popover"
      placement="bottom start"
      trigger="Select"
      triggerRef={props.triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <ListBox
        id={props.id}
        className="menu"
        aria-labelledby={props.labelId}
        items={props.options}
        selectionMode="single"
        selectedKeys={props.value === null ? [] : [props.value]}
        disallowEmptySelection
        autoFocus={props.value === null ? props.focus : true}
        shouldFocusWrap
        onSelectionChange={(keys) => {
          const key = keys === "all" ? undefined : [...keys][0];
          const option = props.options.find((o) => o.id === key);
          if (option) props.onChoose(option.id);
        }}
      >
        {(option) => (
          <ListBoxItem className="menu__item" id={option.id} textValue={option.label}>
            {option.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
