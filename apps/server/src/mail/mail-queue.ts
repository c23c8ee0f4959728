import type { FastifyBaseLogger } from "fastify";
import type { BrandCode, LanguageId } from "@carport/protocol";
import type { Queryable } from "../db/database.ts";

/**
 * What the queue carries: mails, text messages, and posts to owners' own receivers ("hook": a
 * webhook, ntfy or Gotify; `to` is the receiver's id, the transport reads where it is).
 */
export type QueueChannel = "mail" | "sms" | "hook";

/** A mail, a text message or a receiver's post as queued: everything its transport needs to deliver it. */
export interface QueuedMessage {
  channel: QueueChannel;
  kind: string;
  to: string;
  brand: BrandCode;
  language: LanguageId;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
}

/** Hands one message over (an SMTP server, an SMS gateway, the outbox table); throws when it could not. */
export interface Transport {
  deliver(message: QueuedMessage): Promise<void>;
  /** Only keeps the message (the outbox table): it is then marked 'kept', never 'sent', since nobody received it. */
  readonly keepsOnly?: boolean;
}

export interface QueueOptions {
  /** The waits before each retry; after the last one fails, the message is marked failed. */
  retryDelaysMs: number[];
  /** How often the worker looks for due messages (retries, and those other instances queued). */
  pollMs: number;
  /**
   * How long a claimed message is held by the instance delivering it: longer than a transport can
   * take (nodemailer's SMTP timeouts), so no other instance sends it meanwhile; a process killed
   * mid-delivery lets it go again after this.
   */
  leaseMs: number;
}

const ERROR_LENGTH = 500;

interface QueueRow {
  id: string;
  channel: QueueChannel;
  kind: string;
  to_address: string;
  brand: BrandCode;
  language_id: number;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  attempts: number;
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * The durable queue of outgoing messages and its worker. Messages are claimed with
 * `FOR UPDATE SKIP LOCKED` and leased, so several instances on one database never deliver one
 * twice; a failed delivery waits retryDelaysMs[n] before the next try.
 */
export function createMailQueue(
  db: Queryable,
  transports: { mail: Transport; sms: Transport | null; hook?: Transport | null },
  options: QueueOptions,
  logger: FastifyBaseLogger,
) {
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let poll: NodeJS.Timeout | null = null;
  const retryTimers = new Set<NodeJS.Timeout>();
  const attempts = new Set<Promise<void>>();

  async function claim(id: number | null): Promise<QueueRow | null> {
    const [row] = await db.query<QueueRow>(
      `update mail_queue set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision)
        where id = (select id from mail_queue
                     where status = 'queued' and next_attempt_at <= now() and ($1::bigint is null or id = $1::bigint)
                     order by next_attempt_at, id limit 1
                     for update skip locked)
        returning id, channel, kind, to_address, brand, language_id, subject, text_body, html_body, reply_to, attempts`,
      [id, options.leaseMs / 1000],
    );
    return row ?? null;
  }

  async function deliver(row: QueueRow): Promise<void> {
    const transport = transports[row.channel] ?? null;
    try {
      if (!transport)
        throw Object.assign(new Error(`no ${row.channel === "sms" ? "text-message" : row.channel} transport is configured`), {
          permanent: true,
        });
      await transport.deliver({
        channel: row.channel,
        kind: row.kind,
        to: row.to_address,
        brand: row.brand,
        language: row.language_id === 1 ? 1 : 0,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        replyTo: row.reply_to ?? undefined,
      });
      // The bodies carry codes and links: not kept once delivered (the outbox transport has its own copy).
      await db.query(
        "update mail_queue set status = $2, finished_at = now(), last_error = null, text_body = '', html_body = '' where id = $1",
        [row.id, transport.keepsOnly ? "kept" : "sent"],
      );
    } catch (error) {
      const reason = describe(error).slice(0, ERROR_LENGTH);
      const delay = options.retryDelaysMs[row.attempts - 1];
      if (delay === undefined || isPermanent(error)) {
        await db.query(
          "update mail_queue set status = 'failed', finished_at = now(), last_error = $2, text_body = '', html_body = '' where id = $1",
          [row.id, reason],
        );
        // Never the message itself: its text carries codes and links that must not reach the logs.
        logger.error(
          { queuedMessageId: Number(row.id), kind: row.kind, attempts: row.attempts, reason },
          "an outgoing message failed for good",
        );
        return;
      }
      await db.query(
        "update mail_queue set next_attempt_at = now() + make_interval(secs => $2::double precision), last_error = $3 where id = $1",
        [row.id, delay / 1000, reason],
      );
      logger.warn(
        { queuedMessageId: Number(row.id), kind: row.kind, attempts: row.attempts, reason },
        "delivering a message failed; retrying later",
      );
      if (delay < options.pollMs && !stopped) {
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          void kick();
        }, delay);
        timer.unref();
        retryTimers.add(timer);
      }
    }
  }

  /** Delivers every due message, one at a time; a kick while running makes it look once more. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        for (let row = await claim(null); row && !stopped; row = await claim(null)) await deliver(row);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => logger.error({ err: error }, "the outgoing message queue failed"))
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  /** A first try of this one message at once (the caller may wait for it); failures stay queued. */
  function attemptNow(id: number): Promise<void> {
    const attempt = (async () => {
      const row = stopped ? null : await claim(id);
      if (row) await deliver(row);
    })()
      .catch((error: unknown) => logger.error({ err: error }, "the outgoing message queue failed"))
      .finally(() => attempts.delete(attempt));
    attempts.add(attempt);
    return attempt;
  }

  return {
    /** Writes the message to the queue (through `q`: a transaction of the caller's, if any); answers its id. */
    async enqueue(q: Queryable, message: QueuedMessage): Promise<number> {
      const [row] = await q.query<{ id: string }>(
        `insert into mail_queue (channel, kind, to_address, brand, language_id, subject, text_body, html_body, reply_to)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          message.channel,
          message.kind,
          message.to,
          message.brand,
          message.language,
          message.subject,
          message.text,
          message.html,
          message.replyTo ?? null,
        ],
      );
      return Number(row!.id);
    },
    attemptNow,
    kick,
    /** Starts the worker: what is due now (left by a previous run), then every pollMs. */
    start(): void {
      void kick();
      poll = setInterval(() => void kick(), options.pollMs);
      poll.unref();
    },
    /** Waits until this instance has tried every message due now. */
    async settle(): Promise<void> {
      while (attempts.size > 0 || draining) {
        await Promise.all([...attempts]);
        if (draining) await draining;
      }
    },
    /** Stops the worker after the delivery in hand; what is left stays queued for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      if (poll) clearInterval(poll);
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await Promise.all([...attempts]);
      if (draining) await draining;
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const response = (error as { response?: unknown }).response;
    return typeof response === "string" && response ? response : error.message;
  }
  return String(error);
}

/** A refusal no retry can change: an SMTP 5xx answer, or a channel with no transport. */
function isPermanent(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ((error as { permanent?: unknown }).permanent === true) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
