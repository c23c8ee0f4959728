import type { Key } from "react-aria-components";
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import type { ListFocus } from "./select-listbox.tsx";
import "./select-field.css";

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
}

const SelectListbox = lazy(async () => ({ default: (await import("./select-listbox.tsx")).SelectListbox }));

const OPENING_KEYS: Partial<Record<string, ListFocus>> = { Enter: "first", " ": "first", ArrowDown: "first", ArrowUp: "last" };

/**
 * A labelled single choice from a short fixed list: a field-looking button that opens a listbox
 * (the pattern of React Aria's Select). Enter, Space and the arrow keys open it; a typed letter
 * picks the next option starting with it. The list's React Aria parts (popover, collection,
 * selection) download when a list first opens: a form shows its fields long before anyone opens one.
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
  const id = useId();
  const ids = { label: `${id}-label`, value: `${id}-value`, list: `${id}-list`, description: `${id}-description`, error: `${id}-error` };
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<ListFocus | null>(null);
  const selected = props.options.find((o) => o.id === props.value);
  const describedBy = [props.description && ids.description, props.errorMessage && ids.error].filter(Boolean).join(" ");

  const onKeyDown = (event: KeyboardEvent) => {
    const focus = OPENING_KEYS[event.key];
    if (focus) {
      event.preventDefault();
      setOpen(focus);
      return;
    }
    // Type to select while closed, as a native select does.
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const letter = event.key.toLocaleLowerCase();
    const start = selected ? props.options.indexOf(selected) + 1 : 0;
    const next = [...props.options.slice(start), ...props.options.slice(0, start)].find((o) =>
      o.label.toLocaleLowerCase().startsWith(letter),
    );
    if (next) props.onChange(next.id);
  };

  return (
    <div className="field select-field" data-disabled={props.isDisabled || undefined}>
      <span id={ids.label} className="field__label">
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        name={props.name}
        value={props.value === null ? "" : String(props.value)}
        className="field__input select-field__button"
        aria-haspopup="listbox"
        aria-expanded={open !== null}
        aria-controls={open ? ids.list : undefined}
        aria-labelledby={`${ids.value} ${ids.label}`}
        aria-describedby={describedBy || undefined}
        aria-invalid={props.errorMessage ? true : undefined}
        disabled={props.isDisabled}
        data-disabled={props.isDisabled || undefined}
        onClick={() => setOpen((current) => (current ? null : "first"))}
        onKeyDown={onKeyDown}
      >
        <span id={ids.value} className="select-field__value" data-placeholder={selected ? undefined : true}>
          {selected?.label ?? props.placeholder ?? ""}
        </span>
        <span className="select-field__chevron" aria-hidden="true" />
      </button>
      {props.description && (
        <span id={ids.description} className="field__description">
          {props.description}
        </span>
      )}
      {props.errorMessage && (
        <span id={ids.error} className="field__error">
          {props.errorMessage}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <SelectListbox
            id={ids.list}
            labelId={ids.label}
            triggerRef={button}
            options={props.options}
            value={props.value}
            focus={open}
            onChoose={(key) => {
              setOpen(null);
              const option = props.options.find((o) => o.id === key);
              if (option) props.onChange(option.id);
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
