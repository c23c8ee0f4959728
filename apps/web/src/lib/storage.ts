/**
 * Storage that never throws: private modes and disabled cookies make the Web Storage API throw,
 * and the portal must then degrade (to the cookies-disabled page) instead of crashing.
 */
export type StorageKind = "session" | "local";

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === "session" ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string | null): void {
  try {
    const target = area(kind);
    if (!target) return;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}
