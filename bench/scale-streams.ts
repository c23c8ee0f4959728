import http from "node:http";
import type { Instance, LoadBalancer } from "./scale-balancer.ts";

/** A command as rmtsts and the live stream's `command` event give it. */
export interface Transaction {
  apiResult: string;
  apiStatusCode?: string;
}
/** How a command's completion was learnt: its stream's event, the refetch after a stream came back, or the last check at the give-up time. */
export type LearntBy = "stream" | "refetch" | "lastCheck";

/** What the server's `retry:` tells the browser: wait this long before opening a dropped stream again. */
const RETRY_MS = 3_000;
/** Streams opened at once while the owners come online (each costs a ticket and a read of the account's cars). */
const OPENING_AT_ONCE = 32;

/**
 * Every owner's live stream (`/tods/live/events`), held for the whole run as the browser app holds
 * one per signed-in tab, each on the instance the balancer gives it. A stream that drops (its
 * instance killed) is opened again after the server's `retry:` on an instance still up, with a new
 * ticket; once it is ready again, the owner reads each command it still waits for (rmtsts), as the
 * app refetches what it shows on `ready`. `completion` resolves when the command is complete (C).
 */
export async function openOwnerStreams(lb: LoadBalancer, tokens: string[], headersOf: (owner: number) => Record<string, string>) {
  type Waiting = { owner: number; resolve: (done: { transaction: Transaction; by: LearntBy } | null) => void; timer: NodeJS.Timeout };
  const waiting = new Map<string, Waiting>();
  // A result may come before the command's own answer has given its transaction id.
  const arrived = new Map<string, Transaction>();
  const requests = new Set<http.ClientRequest>();
  const counts = { opened: 0, dropped: 0, reopened: 0, openFailures: 0, byStream: 0, byRefetch: 0, byLastCheck: 0 };
  const openedOn = new Map<number, number>();
  let closing = false;

  function settle(id: string, transaction: Transaction, by: LearntBy) {
    const found = waiting.get(id);
    if (!found) {
      if (by === "stream") arrived.set(id, transaction);
      return;
    }
    waiting.delete(id);
    clearTimeout(found.timer);
    counts[by === "stream" ? "byStream" : by === "refetch" ? "byRefetch" : "byLastCheck"]++;
    found.resolve({ transaction, by });
  }

  async function readState(owner: number, transactionId: string): Promise<Transaction | null> {
    const { json } = await lb.call(owner, "rmtsts", {}, { accessToken: tokens[owner]!, transactionId, ...headersOf(owner) });
    return json.result?.transaction ?? null;
  }

  function onBlock(block: string, ready: () => void) {
    let event = "message";
    let data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data += line.slice(6);
    }
    if (event === "ready") ready();
    else if (event === "command" && data) {
      const { transactionId, result } = JSON.parse(data) as { transactionId: string; result: { transaction: Transaction } };
      if (result.transaction.apiResult === "C") settle(transactionId, result.transaction, "stream");
    }
  }

  /** Opens the owner's stream on an instance of the balancer's; resolves once it is ready. */
  function openOn(owner: number, instance: Instance, onDrop: () => void): Promise<void> {
    return (async () => {
      const { json } = await instance.client.post("/tods/live/ticket", {}, { accessToken: tokens[owner]!, ...headersOf(owner) });
      const ticket = json.result?.ticket as string | undefined;
      if (!ticket) throw new Error(`no live ticket: ${JSON.stringify(json)}`);
      const { hostname, port } = new URL(instance.base);
      await new Promise<void>((resolve, reject) => {
        let isReady = false;
        const request = http.get(
          { hostname, port, agent: false, path: `/tods/live/events?ticket=${encodeURIComponent(ticket)}` },
          (response) => {
            if (response.statusCode !== 200) return reject(new Error(`live stream refused: ${response.statusCode}`));
            response.setEncoding("utf8");
            let buffer = "";
            response.on("data", (chunk: string) => {
              buffer += chunk;
              for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                onBlock(block, () => {
                  isReady = true;
                  openedOn.set(instance.index, (openedOn.get(instance.index) ?? 0) + 1);
                  resolve();
                });
              }
            });
            response.on("close", () => {
              requests.delete(request);
              // Ended before it was ready: its instance went (the balancer tries another).
              if (!isReady) reject(Object.assign(new Error("live stream closed before ready"), { code: "ECONNRESET" }));
              else if (!closing) onDrop();
            });
          },
        );
        request.on("error", reject);
        requests.add(request);
      });
    })();
  }

  async function open(owner: number, attempt: number) {
    await lb.on(owner + attempt, (instance) => openOn(owner, instance, () => void reopen(owner)));
  }

  /** A dropped stream: opened again after the server's retry, then the owner's outstanding commands read once. */
  async function reopen(owner: number) {
    counts.dropped++;
    for (let attempt = 1; !closing; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      try {
        await open(owner, attempt);
        counts.reopened++;
        break;
      } catch {
        counts.openFailures++;
      }
    }
    const outstanding = [...waiting].filter(([, w]) => w.owner === owner).map(([id]) => id);
    for (const id of outstanding) {
      const transaction = await readState(owner, id).catch(() => null);
      if (transaction?.apiResult === "C") settle(id, transaction, "refetch");
    }
  }

  const queue = tokens.map((_, owner) => owner).filter((owner) => tokens[owner]);
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      for (let owner = queue.shift(); owner !== undefined; owner = queue.shift()) {
        await open(owner, 0);
        counts.opened++;
      }
    }),
  );

  return {
    counts,
    /** Streams made ready on each instance (first opens and reopens). */
    openedOn,
    /**
     * Resolves once the owner's stream (or the refetch after it came back) says the command is
     * complete; at `giveUpMs`, after one last read of it, with null if it is still not complete.
     */
    completion(owner: number, transactionId: string, giveUpMs: number): Promise<{ transaction: Transaction; by: LearntBy } | null> {
      const early = arrived.get(transactionId);
      if (early) {
        arrived.delete(transactionId);
        counts.byStream++;
        return Promise.resolve({ transaction: early, by: "stream" });
      }
      return new Promise((resolve) => {
        const timer = setTimeout(async () => {
          const transaction = await readState(owner, transactionId).catch(() => null);
          if (transaction?.apiResult === "C") settle(transactionId, transaction, "lastCheck");
          else if (waiting.delete(transactionId)) resolve(null);
        }, giveUpMs);
        waiting.set(transactionId, { owner, resolve, timer });
      });
    },
    close() {
      closing = true;
      for (const request of requests) request.destroy();
    },
  };
}
