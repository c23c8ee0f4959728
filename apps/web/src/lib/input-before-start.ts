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
let stopFollowing: () => void = () => {};

/**
 * Keeps what the visitor enters in the server's markup before the app takes it over: taking over
 * (hydrating, or rendering afresh) sets every field back to the app's state, and on a slow phone
 * the visitor may well have typed the e-mail by then. Only fields changed from their markup count.
 * Typing goes on between this call and React's commit of the page, so the markup's fields are
 * followed until the page takes the input.
 */
export function keepInputBeforeStart(container: HTMLElement): void {
  fieldsBeforeStart = Array.from(container.querySelectorAll<HTMLInputElement>("input[name]"));
  kept = changedInput(fieldsBeforeStart);
  const follow = (event: Event) => {
    if (fieldsBeforeStart.includes(event.target as HTMLInputElement)) kept = changedInput(fieldsBeforeStart);
  };
  container.addEventListener("input", follow, true);
  container.addEventListener("change", follow, true);
  stopFollowing = () => {
    container.removeEventListener("input", follow, true);
    container.removeEventListener("change", follow, true);
    fieldsBeforeStart = [];
  };
}

/** The input kept at start-up, once: the page that shows those fields puts it back. */
export function takeInputBeforeStart(): InputBeforeStart | null {
  stopFollowing();
  stopFollowing = () => {};
  const input = kept;
  kept = null;
  return input;
}
