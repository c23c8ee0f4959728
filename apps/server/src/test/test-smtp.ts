import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** Mails accepted, in order. */
  received: ReceivedMail[];
  /** Deliveries refused with 451 so far. */
  refusals: number;
  /** Refuses the next n deliveries with 451 (try again later). */
  refuseNext(n: number): void;
  /** Never answers the next delivery (it stays in flight, as a hung server's); resolves once it has arrived. */
  holdDeliveries(): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that accepts mail, refuses it on request, or holds it. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  let hold: (() => void) | null = null;
  const state = { refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (hold) {
          const arrived = hold;
          hold = null;
          arrived();
          return; // No answer: the sender waits until it gives up or dies.
        }
        if (refuse > 0) {
          refuse -= 1;
          state.refusals += 1;
          callback(Object.assign(new Error("4.3.0 Try again later"), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusals() {
      return state.refusals;
    },
    refuseNext(n) {
      refuse = n;
    },
    holdDeliveries() {
      return new Promise<void>((resolve) => {
        hold = resolve;
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `found` answers something, up to a generous limit. */
export async function waitFor<T>(what: string, found: () => T | undefined | Promise<T | undefined>, limitMs = 30_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
