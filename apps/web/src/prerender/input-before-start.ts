/** What a visitor typed or ticked in a page rendered ahead of time, by field name. */
export type InputBeforeStart = Record<string, string | boolean>;

let kept: InputBeforeStart | null = null;

/**
 * Keeps what the visitor entered in the server's markup before the app took it over: taking over
 * (hydrating, or rendering afresh) sets every field back to the app's state, and on a slow phone
 * the visitor may well have typed the e-mail by then. Only fields changed from their markup count.
 */
export function keepInputBeforeStart(container: HTMLElement): void {
  const input: InputBeforeStart = {};
  for (const field of container.querySelectorAll<HTMLInputElement>("input[name]")) {
    if (field.type === "checkbox" || field.type === "radio") {
      if (field.checked !== field.defaultChecked) input[field.name] = field.checked;
    } else if (field.value !== field.defaultValue) {
      input[field.name] = field.value;
    }
  }
  kept = Object.keys(input).length > 0 ? input : null;
}

/** The input kept at start-up, once: the page that shows those fields puts it back. */
export function takeInputBeforeStart(): InputBeforeStart | null {
  const input = kept;
  kept = null;
  return input;
}
