import type { TestServer } from "./test-server.ts";

export interface LiveEvent {
  event: string;
  data: any;
}

export interface LiveStreamClient {
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** Waits (bounded) for an event matching, received already or later; answers it. */
  next(matches: (event: LiveEvent) => boolean, what: string, timeoutMs?: number): Promise<LiveEvent>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  /** The stream's answer headers. */
  headers: Headers;
  close(): void;
}

/** The address the test server listens on (started on first use, on a free port). */
export async function baseUrlOf(server: TestServer): Promise<string> {
  const address = server.app.server.address();
  if (address && typeof address === "object") return `http://127.0.0.1:${address.port}`;
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  return baseUrlOf(server);
}

/** Opens a live stream the way the browser does: a ticket for the token, then GET with the ticket. */
export async function openLiveStream(
  server: TestServer,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<LiveStreamClient> {
  const base = await baseUrlOf(server);
  const ticketAnswer = await fetch(`${base}/tods/live/ticket`, { method: "POST", headers: { accessToken, ...headers } });
  const { result } = (await ticketAnswer.json()) as { result: { ticket: string } };
  const abort = new AbortController();
  const response = await fetch(`${base}/tods/live/events?ticket=${encodeURIComponent(result.ticket)}`, { signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`live stream refused: ${response.status}`);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let finished = false;
  const ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          const event = lines.find((line) => line.startsWith("event: "))?.slice(7);
          const data = lines.find((line) => line.startsWith("data: "))?.slice(6);
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Closed by the test.
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    events,
    ended,
    headers: response.headers,
    next(matches, what, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, timeoutMs);
        function check() {
          const found = events.find(matches);
          if (found) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(found);
          } else if (finished) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`the stream ended before ${what}`));
          }
        }
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
