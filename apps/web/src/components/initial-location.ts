/**
 * The location the page was loaded with. A reload keeps the history entry's key, so "first
 * render" cannot be told from the key alone; the layout records it once, at its first render.
 */
let initialKey: string | undefined;

export function rememberInitialLocation(key: string): void {
  initialKey ??= key;
}

/** True for the location the document was loaded (or reloaded) at: no navigation happened yet. */
export function isInitialLocation(key: string): boolean {
  return initialKey === undefined || initialKey === key;
}
