/** What a visitor typed or ticked in a page rendered ahead of time, by field name. */
export type InputBeforeStart = Record<string, string | boolean>;

let fieldsBeforeStart: HTMLInputElement[] = [];

/** The fields changed from their markup, as they are now (detached elements keep their value). */
function changedInput(fields: HTMLInputElement[]): InputBeforeStart | null {
  const input: InputBeforeStart = {};
  for (const field of fields) {
    if (field.type === "checkbox" || field.type === "radio") {
      if (field.checked !== field.defaultChecked) input[field.name] = field.checked;
    } else if (field.value !== field.defaultValue) {
      input[field.name] = field.value;
    }
  }
  return Object.keys(input).length > 0 ? input : null;
}

let kept: InputBeforeStart | null = null;
/** Stops following the markup and gives the focus back to the field the visitor was in. */
let finishTakingOver: () => void = () => {};

function drawnFieldName(target: EventTarget | null): string | null {
  return fieldsBeforeStart.includes(target as HTMLInputElement) ? (target as HTMLInputElement).name : null;
}

/**
 * Keeps what the visitor enters in the server's markup before the app takes it over: taking over
 * (hydrating, or rendering afresh) sets every field back to the app's state, and on a slow phone
 * the visitor may well have typed the e-mail by then. Only fields changed from their markup count.
 * Typing goes on between this call and React's commit of the page, so the markup's fields are
 * followed until the page takes the input, and so is the field the visitor is in: rendering afresh
 * removes it, and the keys typed next would go nowhere.
 */
export function keepInputBeforeStart(container: HTMLElement): void {
  fieldsBeforeStart = Array.from(container.querySelectorAll<HTMLInputElement>("input[name]"));
  kept = changedInput(fieldsBeforeStart);
  let focusedName = drawnFieldName(document.activeElement);
  const follow = (event: Event) => {
    if (fieldsBeforeStart.includes(event.target as HTMLInputElement)) kept = changedInput(fieldsBeforeStart);
  };
  const followFocus = (event: FocusEvent) => {
    focusedName = drawnFieldName(event.target);
  };
  container.addEventListener("input", follow, true);
  container.addEventListener("change", follow, true);
  document.addEventListener("focusin", followFocus, true);
  finishTakingOver = () => {
    container.removeEventListener("input", follow, true);
    container.removeEventListener("change", follow, true);
    document.removeEventListener("focusin", followFocus, true);
    fieldsBeforeStart = [];
    // Rendering afresh removed the field the visitor was in, and the focus fell to the page.
    const active = document.activeElement;
    if (focusedName === null || (active !== null && active !== document.body)) return;
    const fields = Array.from(container.querySelectorAll<HTMLInputElement>("input[name]"));
    fields.find((field) => field.name === focusedName)?.focus();
  };
}

/**
 * The input kept at start-up, once: the page that shows those fields puts it back. Called once the
 * page's fields are in the document (a layout effect), it also gives the focus back to the field
 * the visitor was in.
 */
export function takeInputBeforeStart(): InputBeforeStart | null {
  finishTakingOver();
  finishTakingOver = () => {};
  const input = kept;
  kept = null;
  return input;
}
