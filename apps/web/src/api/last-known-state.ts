import { onlineManager, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { getSession } from "./session.ts";
import { readStored, writeStored } from "../lib/storage.ts";

/** Where the last known state is kept: beside the session (session.ts forgets both together). */
export const LAST_KNOWN_KEY = "carport.lastKnown";

/**
 * The reads an owner needs to see their cars offline: the session check, the vehicle list, each
 * car's selection, last status, last known position, service due and issues. Nothing else is kept.
 */
const KEPT_PREFIXES: readonly (readonly string[])[] = [
  ["auth", "verifyAccountToken"],
  ["vehicles", "list"],
  ["vehicles", "selected"],
  ["vehicles", "lastStatus"],
  ["vehicles", "lastPosition"],
  ["health", "nextService"],
  ["health", "vehicleHealth"],
];

interface Snapshot {
  /** Whose state it is: a snapshot of another account is never shown. */
  owner: string;
  entries: Array<{ key: QueryKey; data: unknown; updatedAt: number }>;
}

function kept(key: QueryKey): boolean {
  return KEPT_PREFIXES.some((prefix) => prefix.every((part, i) => key[i] === part));
}

function ownerOf(): string | null {
  const session = getSession();
  return session ? (session.loginId ?? session.accessToken) : null;
}

/** The storage of the session: lasting with "Remember me", this tab's otherwise. */
const kindOf = () => (getSession()?.remember ? "local" : "session");

let restored = false;
const listeners = new Set<() => void>();

/**
 * Keeps what the server last answered for the kept reads, so that a reload without a connection
 * shows each car as last known (with its time) rather than an error. Written after each success,
 * at most once a second.
 */
export function keepLastKnownState(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    const owner = ownerOf();
    if (!owner) return;
    const entries = client
      .getQueryCache()
      .getAll()
      .filter((query) => kept(query.queryKey) && query.state.status === "success" && query.state.data !== undefined)
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
    writeStored(kindOf(), LAST_KNOWN_KEY, JSON.stringify({ owner, entries } satisfies Snapshot));
  };
  return client.getQueryCache().subscribe((event) => {
    if (restored || event.type !== "updated" || event.action.type !== "success" || !kept(event.query.queryKey)) return;
    timer ??= setTimeout(write, 1000);
  });
}

/**
 * Offline at start: fills the query cache with the kept reads of the signed-in owner, each with the
 * time the server answered it, and reloads once the connection is back (the session and every read
 * are then checked anew). Online, nothing is restored: the server is asked as always.
 */
export function restoreLastKnownStateIfOffline(client: QueryClient): boolean {
  if (typeof navigator === "undefined" || navigator.onLine) return false;
  const owner = ownerOf();
  if (!owner) return false;
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(readStored(kindOf(), LAST_KNOWN_KEY) ?? "null") as Snapshot;
  } catch {
    return false;
  }
  if (!snapshot || snapshot.owner !== owner || !Array.isArray(snapshot.entries)) return false;
  for (const entry of snapshot.entries) {
    if (Array.isArray(entry.key) && kept(entry.key)) client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }
  restored = true;
  // No fetch while offline: the kept reads stay as they are instead of turning into errors.
  onlineManager.setOnline(false);
  window.addEventListener("online", () => window.location.reload(), { once: true });
  for (const listener of listeners) listener();
  return true;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
    listeners.delete(onChange);
  };
}

/** Whether the browser is offline now (the page drawn at build time is online). */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !navigator.onLine,
    () => false,
  );
}
