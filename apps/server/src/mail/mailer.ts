import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { BrandCode, LanguageId } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";
import { BRAND_NAMES } from "./mail-texts.ts";
import { insertOutboxMessage } from "./outbox-repository.ts";

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

/** Sends mails: through SMTP when SMTP_URL is set, else into the mail_outbox table. */
export interface Mailer {
  /** Sends now; resolves once the mail is handed over (or stored). */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends without making the caller wait: calls that must answer alike whether an account exists
   * (forgot password, a lock) cannot let a mail's delivery time show. Failures are logged. A
   * function answering null sends nothing (a mail over its limit).
   */
  sendInBackground(mail: OutgoingMail | (() => Promise<OutgoingMail | null>)): void;
  /** Waits for the mails sent in background (the server waits before it closes the database). */
  flush(): Promise<void>;
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

/**
 * Sends text messages. The default writes them to the outbox table (channel "sms", to = the phone);
 * a real SMS gateway implements the same interface.
 */
export interface TextMessageSender {
  send(message: TextMessage): Promise<void>;
}

export function createMailer(
  db: Queryable,
  options: { smtpUrl?: string | undefined; from: string },
  logger: FastifyBaseLogger,
): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  // Without SMTP, nodemailer still builds the whole message (headers, both bodies), kept in the outbox.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    const envelope = {
      from: { name: BRAND_NAMES[mail.brand], address: options.from },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      headers: { "Content-Language": mail.language === 1 ? "fr" : "en" },
    };
    if (smtp) {
      await smtp.sendMail(envelope);
      return;
    }
    const info = await builder.sendMail(envelope);
    const raw = Buffer.isBuffer(info.message) ? info.message.toString("utf8") : "";
    await insertOutboxMessage(db, { channel: "mail", raw, ...mail });
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
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

/** The default text-message transport: the outbox table, where demo users and tests read them. */
export function createOutboxTextMessages(db: Queryable): TextMessageSender {
  return {
    async send(message) {
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
