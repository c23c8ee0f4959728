import { useSyncExternalStore } from "react";
import { getBrandCode } from "../brands/current-brand.ts";

/** Where a ticket is had (POST, token in the header) and the stream opened with it (server: modules/live-updates). */
const TICKET_PATH = "/tods/live/ticket";
const EVENTS_PATH = "/tods/live/events";
/** First wait before opening again after the stream dropped; doubled each time, up to the longest. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

/** What the server sends; each data is the matching call's result (see live-hub.ts on the server). */
export interface LiveEventMap {
  /** The stream is (again) complete: whatever it feeds may have missed changes, read it again. */
  ready: { reconnected: boolean };
  status: { vehicleId: string; result: unknown };
  command: { vehicleId: string; transactionId: string; result: unknown };
  inbox: { result: unknown };
  presence: { vehicleId: string; online: boolean };
}
export type LiveHandlers = { [Name in keyof LiveEventMap]: (data: LiveEventMap[Name]) => void };

let connected = false;
const listeners = new Set<() => void>();

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  // Tests and tools can tell the page is live without a request.
  if (typeof document !== "undefined") document.documentElement.dataset.live = value ? "on" : "off";
  for (const listener of listeners) listener();
}

/** Whether the live stream is open now: while it is, nothing polls. */
export const isLiveConnected = () => connected;
export function subscribeLiveConnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the live stream is open; re-renders when that changes (polling stops and resumes with it). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeLiveConnected, isLiveConnected, () => false);
}

/** A ticket for one stream; null when the token is no longer good (the session is over: stop trying). */
async function fetchTicket(accessToken: string): Promise<string | null> {
  const response = await fetch(TICKET_PATH, {
    method: "POST",
    headers: { accessToken, brand: getBrandCode() },
    credentials: "same-origin",
  });
  const body = (await response.json()) as {
    responseHeader?: { responseCode?: number };
    result?: { ticket?: string };
    error?: { errorCode?: string };
  };
  if (body.responseHeader?.responseCode === 0 && body.result?.ticket) return body.result.ticket;
  if (body.error?.errorCode && ["7403", "7602", "7405"].includes(body.error.errorCode)) return null;
  throw new Error("no ticket");
}

/**
 * One EventSource for the tab: a ticket (the token stays in a header), the stream, and when it
 * drops a new ticket and stream after a growing wait (EventSource's own reconnection would reuse
 * the spent ticket). Answers a function that closes it.
 */
export function openLiveStream(accessToken: string, handlers: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let opened = false;
  let retryMs = FIRST_RETRY_MS;

  function retryLater() {
    setConnected(false);
    if (closed) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function connect() {
    let ticket: string | null;
    try {
      ticket = await fetchTicket(accessToken);
    } catch {
      retryLater();
      return;
    }
    if (closed || ticket === null) return;
    const stream = new EventSource(`${EVENTS_PATH}?ticket=${encodeURIComponent(ticket)}`);
    source = stream;
    const on = <Name extends keyof LiveEventMap>(name: Name, handle: (data: LiveEventMap[Name]) => void) =>
      stream.addEventListener(name, (event) => {
        try {
          handle(JSON.parse((event as MessageEvent<string>).data) as LiveEventMap[Name]);
        } catch {
          // A malformed event is dropped; the next ready refetches.
        }
      });
    stream.addEventListener("ready", () => {
      retryMs = FIRST_RETRY_MS;
      setConnected(true);
      handlers.ready({ reconnected: opened });
      opened = true;
    });
    on("status", handlers.status);
    on("command", handlers.command);
    on("inbox", handlers.inbox);
    on("presence", handlers.presence);
    stream.onerror = () => {
      stream.close();
      if (source === stream) source = null;
      retryLater();
    };
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
    setConnected(false);
  };
}
