import type { Queryable } from "../db/database.ts";
import type { QueueChannel } from "./mail-queue.ts";

/** A queued message as the outbox page and the admin tool show it: never its body. */
export interface QueueEntry {
  id: number;
  channel: QueueChannel;
  kind: string;
  to: string;
  status: "queued" | "sent" | "kept" | "failed";
  attempts: number;
  lastError: string | null;
  /** When the next try is due (queued only). */
  nextAttemptAt: string | null;
  createdAt: string;
  finishedAt: string | null;
}

interface QueueRow {
  id: string;
  channel: QueueChannel;
  kind: string;
  to_address: string;
  status: "queued" | "sent" | "kept" | "failed";
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  finished_at: Date | null;
}

/** The newest queued, sent and failed messages first, optionally only one status. */
export async function listQueue(
  db: Queryable,
  options: { status?: QueueEntry["status"] | undefined; to?: string | undefined; limit?: number } = {},
): Promise<QueueEntry[]> {
  const rows = await db.query<QueueRow>(
    `select id, channel, kind, to_address, status, attempts, last_error, next_attempt_at, created_at, finished_at
       from mail_queue
      where ($1::text is null or status = $1) and ($2::text is null or lower(to_address) = lower($2))
      order by id desc limit $3`,
    [options.status ?? null, options.to ?? null, options.limit ?? 100],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    kind: row.kind,
    to: row.to_address,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === "queued" ? new Date(row.next_attempt_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }));
}

/** One queued message's state (a receiver's test send reads how its first try went). */
export async function queueEntry(db: Queryable, id: number): Promise<QueueEntry | null> {
  const rows = await db.query<QueueRow>(
    `select id, channel, kind, to_address, status, attempts, last_error, next_attempt_at, created_at, finished_at
       from mail_queue where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    channel: row.channel,
    kind: row.kind,
    to: row.to_address,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === "queued" ? new Date(row.next_attempt_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
