import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { BRAND_NAMES, languageCode, type BrandCode, type LanguageId } from "@carport/protocol";
import type { Database, Queryable } from "../db/database.ts";
import { insertOutboxMessage } from "./outbox-repository.ts";
import { createMailQueue, type QueueOptions, type Transport } from "./mail-queue.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Waits for the mails sent in background (tests count the outbox after it). */
    flushMail(): Promise<void>;
  }
}

/** A mail ready to go: who to, for which brand and in which language, already rendered. */
export interface OutgoingMail {
  /** What the mail is (signInCode, passwordReset...): kept in the outbox, never sent. */
  kind: string;
  to: string;
  brand: BrandCode;
  language: LanguageId;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, when not to the sender (a support request: the owner). */
  replyTo?: string;
}

/**
 * Sends mails: each is written to the durable queue (mail_queue) first, then delivered by the
 * queue's worker with retries, through SMTP when SMTP_URL is set, else into the mail_outbox table.
 */
export interface Mailer {
  /**
   * Queues the mail and makes its first try at once; with the outbox transport, resolves after that
   * try (a failed one stays queued for retries), with SMTP once the mail is queued.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends without making the caller wait: calls that must answer alike whether an account exists
   * (forgot password, a lock) cannot let a mail's delivery time show. Failures are logged. A
   * function answering null sends nothing (a mail over its limit).
   */
  sendInBackground(mail: OutgoingMail | (() => Promise<OutgoingMail | null>)): void;
  /**
   * Runs fn in one transaction in which `queue` writes mails to the queue: they exist only if the
   * caller's own writes commit, and go (as `send` does) once they have.
   */
  inTransaction<T>(fn: (tx: Queryable, queue: (mail: OutgoingMail) => Promise<void>) => Promise<T>): Promise<T>;
  /** Text messages through the same queue; null when no text-message transport is configured. */
  readonly textMessages: TextMessageSender | null;
  /** Posts to owners' own receivers (webhook, ntfy, Gotify) through the same queue and retries; null without a hook transport. */
  readonly hooks: HookSender | null;
  /** Waits for the mails sent in background and for this instance's tries of every message due now. */
  flush(): Promise<void>;
  /** Starts the queue's worker (messages left by a previous run go at once). */
  start(): void;
  /** Stops the worker once the delivery in hand is done; queued messages wait for the next start. */
  close(): Promise<void>;
  readonly transport: "smtp" | "outbox";
}

/** A text message: to a phone number. */
export interface TextMessage {
  kind: string;
  to: string;
  brand: BrandCode;
  language: LanguageId;
  text: string;
}

/** Queues text messages; the queue's `sms` transport delivers them (see createOutboxTextTransport). */
export interface TextMessageSender {
  send(message: TextMessage): Promise<void>;
}

/** A post to an owner's receiver: `to` is the receiver's id; `text` the notification as JSON, rendered by the hook transport. */
export interface HookMessage {
  kind: string;
  to: string;
  brand: BrandCode;
  language: LanguageId;
  subject: string;
  text: string;
}

/** Queues posts to owners' receivers; the queue's `hook` transport delivers them, with the mail queue's retries. */
export interface HookSender {
  /** Queues the post and waits for its first try; answers its queue id (queue-repository's queueEntry tells how it went). */
  send(message: HookMessage): Promise<number>;
  /** Queues and tries without making the caller wait (a command's result); failures stay queued for retries. */
  sendInBackground(messages: HookMessage[]): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** Where text messages go; null: none can be sent (no SMS provider), and none is offered. */
  textTransport: Transport | null;
  /** Where posts to owners' receivers go (modules/notifications' channel transport); absent: none. */
  hookTransport?: Transport | null;
  queue: QueueOptions;
}

export function createMailer(db: Database, options: MailerOptions, logger: FastifyBaseLogger): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  // Without SMTP, nodemailer still builds the whole message (headers, both bodies), kept in the outbox.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const pending = new Set<Promise<void>>();

  const mailTransport: Transport = {
    keepsOnly: !smtp,
    async deliver(mail) {
      const envelope = {
        from: { name: BRAND_NAMES[mail.brand], address: options.from },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: { "Content-Language": languageCode(mail.language) },
      };
      if (smtp) {
        await smtp.sendMail(envelope);
        return;
      }
      const info = await builder.sendMail(envelope);
      const raw = Buffer.isBuffer(info.message) ? info.message.toString("utf8") : "";
      await insertOutboxMessage(db, {
        channel: "mail",
        raw,
        kind: mail.kind,
        to: mail.to,
        brand: mail.brand,
        language: mail.language,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
  const queue = createMailQueue(
    db,
    { mail: mailTransport, sms: options.textTransport, hook: options.hookTransport ?? null },
    options.queue,
    logger,
  );

  /** The first try of queued mails at once. */
  async function tryNow(ids: number[]): Promise<void> {
    const attempts = Promise.all(ids.map((id) => queue.attemptNow(id)));
    // The outbox is written at once (demo users and tests read it right after the call); a remote
    // SMTP server's time is not the caller's: the queued mail is safe and tried in background.
    if (!smtp) await attempts;
  }

  async function send(mail: OutgoingMail): Promise<void> {
    await tryNow([await queue.enqueue(db, { channel: "mail", ...mail })]);
  }

  return {
    transport: smtp ? "smtp" : "outbox",
    send,
    sendInBackground(mail) {
      const sending = (typeof mail === "function" ? mail() : Promise.resolve(mail))
        .then((ready) => (ready ? send(ready) : undefined))
        // Never the mail itself: its text carries codes and links that must not reach the logs.
        .catch((error: unknown) => logger.error({ err: error }, "sending a mail failed"))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async inTransaction(fn) {
      const ids: number[] = [];
      const result = await db.transaction((tx) =>
        fn(tx, async (mail) => void ids.push(await queue.enqueue(tx, { channel: "mail", ...mail }))),
      );
      await tryNow(ids);
      return result;
    },
    textMessages: options.textTransport
      ? {
          async send(message) {
            const id = await queue.enqueue(db, { channel: "sms", subject: "", html: "", ...message });
            await queue.attemptNow(id);
          },
        }
      : null,
    hooks: options.hookTransport
      ? {
          async send(message) {
            const id = await queue.enqueue(db, { channel: "hook", html: "", ...message });
            await queue.attemptNow(id);
            return id;
          },
          sendInBackground(messages) {
            const sending = Promise.all(
              messages.map(async (message) => queue.attemptNow(await queue.enqueue(db, { channel: "hook", html: "", ...message }))),
            )
              .then(() => undefined)
              .catch((error: unknown) => logger.error({ err: error }, "queueing a post to a receiver failed"))
              .finally(() => pending.delete(sending));
            pending.add(sending);
          },
        }
      : null,
    async flush() {
      await Promise.all([...pending]);
      await queue.settle();
    },
    start: () => queue.start(),
    async close() {
      await Promise.all([...pending]);
      await queue.stop();
    },
  };
}

/** The demo text-message transport: the outbox table (channel "sms", to = the phone), where demo users and tests read them. */
export function createOutboxTextTransport(db: Queryable): Transport {
  return {
    keepsOnly: true,
    async deliver(message) {
      await insertOutboxMessage(db, {
        channel: "sms",
        kind: message.kind,
        to: message.to,
        brand: message.brand,
        language: message.language,
        subject: "",
        text: message.text,
        html: "",
        raw: "",
      });
    },
  };
}
