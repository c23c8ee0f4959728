import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  id: string;
  tab: ReactNode;
  panel: ReactNode;
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tabs after the WAI-ARIA pattern, as React Aria's Tabs behave: the arrow keys (wrapping), Home and
 * End move the focus and the selection along the tab list, the selected tab alone is in the tab
 * order, and only the selected panel is rendered (focusable itself when it holds nothing focusable).
 * Written out because React Aria's Tabs bring its collection machinery (about 14 KB gzip) to the
 * one page that has tabs.
 */
export function Tabs(props: { label: string; items: readonly TabItem[]; className: string }) {
  const prefix = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = props.items.find((item) => item.id === chosen) ?? props.items[0];
  const tabs = useRef<Array<HTMLDivElement | null>>([]);
  const panel = useRef<HTMLDivElement>(null);
  const [panelTabbable, setPanelTabbable] = useState(false);
  useLayoutEffect(() => setPanelTabbable(!panel.current?.querySelector(TABBABLE)));
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = props.items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setChosen(props.items[next]!.id);
    tabs.current[next]?.focus();
  };

  return (
    <div className={props.className}>
      <div role="tablist" aria-label={props.label} aria-orientation="horizontal" className={`${props.className}__list`}>
        {props.items.map((item, index) => {
          const isSelected = item.id === selected?.id;
          return (
            <div
              key={item.id}
              ref={(element) => void (tabs.current[index] = element)}
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className={`${props.className}__tab`}
              onClick={() => setChosen(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.tab}
            </div>
          );
        })}
      </div>
      {selected && (
        <div
          key={selected.id}
          ref={panel}
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          tabIndex={panelTabbable ? 0 : undefined}
          className={`${props.className}__panel`}
        >
          {selected.panel}
        </div>
      )}
    </div>
  );
}
