/**
 * The tabs of one browser speak about the session on one BroadcastChannel (same origin only): a
 * new tab asks for the session a tab already holds, a sign-in or sign-out is told to the others,
 * and so is the owner's activity, so that an idle tab does not end the session of a busy one.
 */
export type SessionMessage =
  | { type: "ask" }
  | { type: "share"; session: string; vehicleId: string | null }
  | { type: "signedIn"; session: string }
  | { type: "signedOut" }
  | { type: "activity" };

const CHANNEL_NAME = "carport.session";

let channel: BroadcastChannel | null | undefined;
const handlers = new Set<(message: SessionMessage) => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch {
    channel = null;
  }
  // Node's channel (unit tests) would keep the process alive; a browser's has no unref.
  (channel as { unref?: () => void } | null)?.unref?.();
  if (channel) channel.onmessage = (event: MessageEvent<SessionMessage>) => handlers.forEach((handler) => handler(event.data));
  return channel;
}

/** Whether this browser lets tabs speak together (not in some private modes or old browsers). */
export function canShareSession(): boolean {
  return open() !== null;
}

/** Tells the other tabs (never this one). */
export function tellOtherTabs(message: SessionMessage): void {
  try {
    open()?.postMessage(message);
  } catch {
    // A closed channel: the other tabs learn at their next call.
  }
}

/** Listens to what the other tabs say; answers the function that stops listening. */
export function hearOtherTabs(handler: (message: SessionMessage) => void): () => void {
  open();
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
